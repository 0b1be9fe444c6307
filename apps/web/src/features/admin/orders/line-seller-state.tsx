import type { AdminOrderItem } from '@coffee/contracts/backoffice';
import type { Locale } from '@coffee/contracts/common';
import type { OrderStatus } from '@coffee/contracts/orders';
import { clsx } from 'clsx';
import { formatDateTime } from '@/lib/format/date-time';
import { fillTemplate } from '@/lib/i18n/fill-template';

export type LineSellerStateLabels = {
  /** "Ready at the seller since {date}" */
  ready: string;
  /** "Waiting for the seller to prepare it" */
  waiting: string;
  /** The order moved on without the seller marking the line */
  notMarked: string;
  /** Before the store accepts the order, the seller does not see it */
  notSent: string;
};

/** Orders whose lines the sellers see (seller-repository's): before, a line is not yet theirs to prepare. */
const SENT: OrderStatus[] = ['ACCEPT', 'PREPARE', 'READY_TO_SHIP', 'WITH_COURIER', 'DELIVERED'];
const PREPARING: OrderStatus[] = ['ACCEPT', 'PREPARE'];

/** Which state a line is in at its seller, as staff read it on the order page. */
export function lineSellerState(
  item: Pick<AdminOrderItem, 'ready_at'>,
  status: OrderStatus,
): 'ready' | 'waiting' | 'notMarked' | 'notSent' | null {
  if (item.ready_at) return 'ready';
  if (PREPARING.includes(status)) return 'waiting';
  if (SENT.includes(status)) return 'notMarked';
  if (status === 'PLACED') return 'notSent';
  return null;
}

/** One line's state at its seller: marked ready (and when), waiting for the seller, or not yet sent. */
export function LineSellerState({
  item,
  status,
  locale,
  labels,
}: {
  item: AdminOrderItem;
  status: OrderStatus;
  locale: Locale;
  labels: LineSellerStateLabels;
}) {
  const state = lineSellerState(item, status);
  if (state === null) return null;
  const text =
    state === 'ready' && item.ready_at
      ? fillTemplate(labels.ready, { date: formatDateTime(item.ready_at, locale) })
      : labels[state];
  return (
    <p
      className={clsx(
        'mt-1 inline-flex rounded-full px-3 py-0.5 font-semibold text-xs',
        state === 'ready' ? 'bg-espresso-900 text-cream-50' : 'bg-latte-100 text-espresso-900',
      )}
      data-testid="line-seller-state"
      data-state={state}
    >
      {text}
    </p>
  );
}

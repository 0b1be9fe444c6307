import type { Locale } from '@coffee/contracts/common';
import type { SellerLine } from '@coffee/contracts/seller-portal';
import { getTranslations } from 'next-intl/server';
import type { z } from 'zod';
import { isolated, WithUserText } from '@/components/ui/user-text';
import { OrderStatusBadge } from '@/features/orders/order-status-badge';
import { formatDateTime } from '@/lib/format/date-time';
import { formatPrice } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import { MarkReadyButton } from './mark-ready-button';

/** A seller's lines of accepted orders as cards: what, how many, when, and Mark ready while it is due. */
export async function SellerLines({
  lines,
  locale,
}: {
  lines: z.infer<typeof SellerLine>[];
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return (
    <ul className="flex flex-col gap-3">
      {lines.map((line) => {
        const name = line.variant_name ? `${line.name} — ${line.variant_name}` : line.name;
        return (
          <li
            key={line.id}
            className="flex flex-wrap items-center justify-between gap-4 rounded-card bg-white p-4 shadow-card ring-1 ring-crema-200"
          >
            <div className="min-w-0">
              <p className="font-semibold text-espresso-900">
                <WithUserText
                  sentence={(slot) =>
                    t('lineItem', { name: slot, count: formatNumber(line.quantity, locale, 0) })
                  }
                  text={name}
                />
              </p>
              <p className="text-mocha-600 text-sm">
                {t('orderedOn', {
                  number: line.order_number,
                  date: formatDateTime(line.ordered_at, locale),
                })}{' '}
                · {formatPrice(line.line_total, locale)}
              </p>
              {line.ready_at ? (
                <p className="text-mocha-600 text-sm">
                  {t('readyOn', { date: formatDateTime(line.ready_at, locale) })}
                </p>
              ) : null}
            </div>
            <div className="flex items-center gap-3">
              <OrderStatusBadge status={line.order_status} label={line.order_status_label} />
              {line.ready_at === null &&
              (line.order_status === 'ACCEPT' || line.order_status === 'PREPARE') ? (
                <MarkReadyButton
                  lineId={line.id}
                  locale={locale}
                  labels={{
                    text: t('markReady'),
                    label: t('markReadyOf', { name: isolated(name), number: line.order_number }),
                    done: t('lineReady', { name: isolated(name) }),
                    networkError: t('networkError'),
                  }}
                />
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

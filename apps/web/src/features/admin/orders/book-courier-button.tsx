'use client';

import type { Locale } from '@coffee/contracts/common';
import { primaryButtonClass } from '@/components/ui/form/button-classes';
import { callBff } from '@/lib/bff/call-bff';
import { bookShipments } from '@/lib/bff/calls/admin-shipping';
import { fillTemplate } from '@/lib/i18n/fill-template';
import { useRefreshingAction } from './use-refreshing-action';

type BookCourierButtonProps = {
  orderNumbers: string[];
  locale: Locale;
  /** `done` holds `{numbers}`: the orders booked. */
  labels: { text: string; pending: string; done: string; networkError: string };
};

/**
 * Books the courier for one order, or for every order given (the list's Ready-to-ship ones), in one click.
 * Booking is idempotent on the API, so a second click gives the same tracking numbers; an order that could
 * not be booked says why. The page is drawn again from the server afterwards.
 */
export function BookCourierButton({ orderNumbers, locale, labels }: BookCourierButtonProps) {
  const { pending, run } = useRefreshingAction(labels.networkError);
  const book = () =>
    run(
      () => callBff(bookShipments, { locale, body: { orders: orderNumbers } }),
      (outcomes) => {
        const booked = outcomes.filter((outcome) => outcome.ok).map((outcome) => outcome.number);
        const numbers = booked.join(locale === 'ar' ? '، ' : ', ');
        return {
          done: booked.length > 0 ? [fillTemplate(labels.done, { numbers })] : [],
          failed: outcomes.flatMap((outcome) => (!outcome.ok && outcome.message ? [outcome.message] : [])),
        };
      },
    );

  return (
    <button
      type="button"
      onClick={book}
      disabled={pending}
      aria-busy={pending}
      className={primaryButtonClass}
    >
      {pending ? labels.pending : labels.text}
    </button>
  );
}

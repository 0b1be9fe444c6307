'use client';

import type { Locale } from '@coffee/contracts/common';
import { useState } from 'react';
import { primaryButtonClass } from '@/components/ui/form/button-classes';
import { showToast } from '@/components/ui/toaster';
import { useRouter } from '@/i18n/navigation';
import { callBff } from '@/lib/bff/call-bff';
import { bookShipments } from '@/lib/bff/calls/admin-shipping';
import { fillTemplate } from '@/lib/i18n/fill-template';

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
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function book() {
    setPending(true);
    const result = await callBff(bookShipments, { locale, body: { orders: orderNumbers } });
    setPending(false);
    if (!result.ok) {
      await showToast('error', result.status === 0 ? labels.networkError : result.error.message);
      return;
    }
    router.refresh();
    const booked = result.data.filter((outcome) => outcome.ok).map((outcome) => outcome.number);
    if (booked.length > 0)
      await showToast(
        'success',
        fillTemplate(labels.done, { numbers: booked.join(locale === 'ar' ? '، ' : ', ') }),
      );
    for (const outcome of result.data) {
      if (!outcome.ok && outcome.message) await showToast('error', outcome.message);
    }
  }

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

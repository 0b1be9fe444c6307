import type { CartDetails } from '@coffee/contracts/cart';
import type { Locale } from '@coffee/contracts/common';
import type { ReactNode } from 'react';
import { FiguresTable } from '@/components/ui/figures-table';
import { toFigureRows } from '@/lib/format/figure-rows';

export type CartSummaryLabels = {
  title: string;
  subtotal: string;
  delivery: string;
  /** Shown for delivery until a checkout summary prices it. */
  deliveryLater: string;
  couponDiscount: string;
  walletPaid: string;
  total: string;
  /** "You save {amount}" */
  youSave: string;
};

type CartSummaryProps = {
  details: CartDetails;
  locale: Locale;
  labels: CartSummaryLabels;
  /** The way on, under the total (proceed to checkout). */
  action: ReactNode;
};

/** The cart's figures in the same rows as the checkout's and the order's (`toFigureRows`), then the way on. */
export function CartSummary({ details, locale, labels, action }: CartSummaryProps) {
  const figures = toFigureRows(
    details,
    locale,
    { ...labels, deliveryFree: labels.deliveryLater, deliveryPending: labels.deliveryLater },
    details.delivery_charge > 0,
  );
  return (
    <section
      aria-labelledby="cart-summary-title"
      className="rounded-card bg-white p-5 shadow-card ring-1 ring-crema-200 sm:p-6"
    >
      <h2 id="cart-summary-title" className="mb-4 font-bold text-espresso-900 text-xl">
        {labels.title}
      </h2>
      <FiguresTable {...figures} />
      <div className="mt-6">{action}</div>
    </section>
  );
}

import type { CartDetails } from '@coffee/contracts/cart';
import type { Locale } from '@coffee/contracts/common';
import type { ReactNode } from 'react';
import { formatPrice } from '@/lib/format/money';

export type CartSummaryLabels = {
  title: string;
  subtotal: string;
  delivery: string;
  /** Shown for delivery until a checkout summary prices it. */
  deliveryLater: string;
  discount: string;
  total: string;
};

type CartSummaryProps = {
  details: CartDetails;
  locale: Locale;
  labels: CartSummaryLabels;
  /** The way on, under the total (proceed to checkout). */
  action: ReactNode;
};

/** The cart's figures: sub_total, delivery, discount and total, as the store holds them. */
export function CartSummary({ details, locale, labels, action }: CartSummaryProps) {
  const rows: [string, string][] = [
    [labels.subtotal, formatPrice(details.sub_total, locale)],
    [
      labels.delivery,
      details.delivery_charge > 0 ? formatPrice(details.delivery_charge, locale) : labels.deliveryLater,
    ],
    [
      labels.discount,
      details.discount > 0 ? `−${formatPrice(details.discount, locale)}` : formatPrice(0, locale),
    ],
  ];
  return (
    <section
      aria-labelledby="cart-summary-title"
      className="rounded-card bg-white p-5 shadow-card ring-1 ring-crema-200 sm:p-6"
    >
      <h2 id="cart-summary-title" className="font-bold text-espresso-900 text-xl">
        {labels.title}
      </h2>
      <dl className="mt-4 space-y-3 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="flex items-baseline justify-between gap-4">
            <dt className="text-mocha-600">{term}</dt>
            <dd className="font-semibold text-espresso-900">{value}</dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between gap-4 border-crema-200 border-t pt-3 text-base">
          <dt className="font-bold text-espresso-900">{labels.total}</dt>
          <dd className="font-extrabold text-espresso-900 text-lg">{formatPrice(details.total, locale)}</dd>
        </div>
      </dl>
      <div className="mt-6">{action}</div>
    </section>
  );
}

'use client';

import type { Locale } from '@coffee/contracts/common';
import { useShallow } from 'zustand/react/shallow';
import { EMPTY_STATE_HEIGHT, LoadingPlaceholder } from '@/components/ui/loading-placeholder';
import { primaryActionClass } from '@/components/ui/status-message';
import { Link } from '@/i18n/navigation';
import { checkoutPaths, getLoginPath, getProductsPath } from '@/lib/routes';
import { useSessionStore } from '@/lib/session/session-store';
import { useCart } from './browser-cart';
import type { CartControlLabels } from './cart-labels';
import { CartLineItem, type CartLineLabels } from './cart-line-item';
import { keyOfLine, lineKey } from './cart-rules';
import { CartSummary, type CartSummaryLabels } from './cart-summary';
import { EmptyCart } from './empty-cart';

export type CartPageLabels = {
  loading: string;
  empty: string;
  emptyText: string;
  continueShopping: string;
  linesLabel: string;
  changesTitle: string;
  checkout: string;
  line: CartLineLabels;
  controls: CartControlLabels;
  summary: CartSummaryLabels;
};

type CartPageViewProps = {
  locale: Locale;
  labels: CartPageLabels;
  /** The browser's last settled cart was empty (cart-hint.ts): while the cart loads, show it empty already. */
  initiallyEmpty: boolean;
};

/** /checkout/cart: the lines with their quantity controls and totals, and the cart's summary. */
export function CartPageView({ locale, labels, initiallyEmpty }: CartPageViewProps) {
  const lines = useCart((state) => state.cartsProducts);
  const isLoading = useCart((state) => state.isLoading);
  const adjustments = useCart((state) => state.adjustments);
  // A guest logs in (or signs up) first and comes back to the payment step with the carts merged.
  const guest = useSessionStore((state) => state.status === 'guest');
  const details = useCart(
    useShallow(({ sub_total, total, totalItems, delivery_charge, walletAmount, discount, saleDiscount }) => ({
      sub_total,
      total,
      totalItems,
      delivery_charge,
      walletAmount,
      discount,
      saleDiscount,
    })),
  );

  if (isLoading && !initiallyEmpty) {
    return <LoadingPlaceholder label={labels.loading} />;
  }

  // Loading with an empty hint, or loaded and empty: the same markup, so the server's HTML stays as it is.
  if (lines.length === 0) {
    return (
      <EmptyCart
        className={EMPTY_STATE_HEIGHT}
        title={labels.empty}
        description={labels.emptyText}
        action={
          <Link href={getProductsPath()} className={primaryActionClass}>
            {labels.continueShopping}
          </Link>
        }
      />
    );
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="flex flex-col gap-4">
        {adjustments.length > 0 ? (
          <div role="status" className="rounded-2xl bg-caramel-300/25 p-4 text-espresso-900 text-sm">
            <p className="font-semibold">{labels.changesTitle}</p>
            <ul className="mt-2 list-disc space-y-1 ps-5">
              {/* Capped, sold out, gone, or a product now sold in variants that named none (variant_required). */}
              {adjustments.map((adjustment) => (
                <li key={lineKey(adjustment.product_id, adjustment.variant_id)}>{adjustment.message}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <section aria-labelledby="cart-lines-title">
          <h2 id="cart-lines-title" className="sr-only">
            {labels.linesLabel}
          </h2>
          <ul className="divide-y divide-crema-200 rounded-card bg-white px-4 shadow-card ring-1 ring-crema-200 sm:px-6">
            {lines.map((line) => (
              <CartLineItem
                key={keyOfLine(line)}
                line={line}
                locale={locale}
                labels={labels.line}
                controls={labels.controls}
              />
            ))}
          </ul>
        </section>
      </div>
      <div className="lg:sticky lg:top-6">
        <CartSummary
          details={details}
          locale={locale}
          labels={labels.summary}
          action={
            <Link
              href={guest ? getLoginPath(checkoutPaths.payment) : checkoutPaths.payment}
              className={`${primaryActionClass} w-full justify-center`}
            >
              {labels.checkout}
            </Link>
          }
        />
      </div>
    </div>
  );
}

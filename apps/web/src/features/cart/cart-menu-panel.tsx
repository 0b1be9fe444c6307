'use client';

import type { Locale } from '@coffee/contracts/common';
import { LineImage } from '@/components/ui/line-image';
import { primaryActionClass } from '@/components/ui/status-message';
import { UserText } from '@/components/ui/user-text';
import { Link } from '@/i18n/navigation';
import { formatPrice } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import { checkoutPaths, getProductPath, getProductsPath } from '@/lib/routes';
import { useCart } from './browser-cart';
import { type CartLineNaming, describeVariant } from './cart-labels';
import { keyOfLine } from './cart-rules';

export type CartMenuPanelLabels = {
  title: string;
  loading: string;
  empty: string;
  continueShopping: string;
  /** Put before a line's quantity: "Quantity:". */
  quantity: string;
  subtotal: string;
  viewCart: string;
  naming: CartLineNaming;
};

/**
 * The cart dropdown's content: each line (picture, name, variant, quantity, price), the subtotal, the cart
 * page. A line's link opens its product's page with the line's variant chosen.
 */
export function CartMenuPanel({ locale, labels }: { locale: Locale; labels: CartMenuPanelLabels }) {
  const lines = useCart((state) => state.cartsProducts);
  // The lines as they are shown, at today's prices (the list-price sub_total less the sale prices).
  const subTotal = useCart((state) => state.sub_total - state.saleDiscount);
  const isLoading = useCart((state) => state.isLoading);

  return (
    <section aria-labelledby="cart-menu-title">
      <h2 id="cart-menu-title" className="font-bold text-espresso-900 text-lg">
        {labels.title}
      </h2>
      {isLoading ? (
        <p role="status" className="mt-3 text-mocha-600 text-sm">
          {labels.loading}
        </p>
      ) : lines.length === 0 ? (
        <div className="mt-3 space-y-3">
          <p className="text-mocha-600">{labels.empty}</p>
          <Link href={getProductsPath()} className="font-semibold text-caramel-700 text-sm hover:underline">
            {labels.continueShopping}
          </Link>
        </div>
      ) : (
        <>
          <ul className="mt-3 max-h-80 divide-y divide-crema-200 overflow-y-auto">
            {lines.map((line) => (
              <li key={keyOfLine(line)} className="flex items-center gap-3 py-3">
                <LineImage src={line.product.images[0]} size={56} />
                <div className="min-w-0 flex-1">
                  <Link
                    href={getProductPath(line.product.id, line.variant?.id)}
                    className="line-clamp-2 font-semibold text-espresso-900 text-sm hover:text-caramel-700"
                  >
                    <UserText>{line.product.name}</UserText>
                  </Link>
                  {line.variant ? (
                    <p className="mt-0.5 text-mocha-700 text-xs">
                      {describeVariant(line.variant, labels.naming)}
                    </p>
                  ) : null}
                  <p className="mt-1 text-mocha-600 text-xs">
                    {labels.quantity} {formatNumber(line.quantity, locale, 0)}
                  </p>
                </div>
                <p className="shrink-0 font-bold text-espresso-900 text-sm">
                  {formatPrice(line.product.price * line.quantity, locale)}
                </p>
              </li>
            ))}
          </ul>
          <p className="mt-2 flex items-center justify-between border-crema-200 border-t pt-3 font-bold text-espresso-900">
            <span>{labels.subtotal}</span>
            <span>{formatPrice(subTotal, locale)}</span>
          </p>
          <Link href={checkoutPaths.cart} className={`${primaryActionClass} mt-4 w-full justify-center`}>
            {labels.viewCart}
          </Link>
        </>
      )}
    </section>
  );
}

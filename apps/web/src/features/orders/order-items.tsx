import { listPriceOf } from '@coffee/contracts/cart-figures';
import type { Locale } from '@coffee/contracts/common';
import type { OrderItem } from '@coffee/contracts/orders';
import type { ReactNode } from 'react';
import { LineImage } from '@/components/ui/line-image';
import { LineMoney } from '@/components/ui/line-money';
import { isolated, UserText, WithUserText } from '@/components/ui/user-text';
import { Link } from '@/i18n/navigation';
import { formatPrice } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import { fillTemplate as fill } from '@/lib/i18n/fill-template';
import { getProductPath, getProductReviewPath } from '@/lib/routes';

export type OrderItemsLabels = {
  /** "{count} × {price}" */
  quantityTimesPrice: string;
  /** "Sold by {seller}" */
  soldBy: string;
  /** A delivered order's link to review each product; absent before delivery and outside the shopper's page. */
  rateProduct?: string;
};

/** What was bought, as it was when ordered: picture, name and variant, seller, quantity × price, line total. */
export function OrderItems<Item extends OrderItem>({
  items,
  locale,
  labels,
  lineState,
}: {
  items: Item[];
  locale: Locale;
  labels: OrderItemsLabels;
  /** Under each line, what the back office adds (its seller's state); nothing on the shopper's pages. */
  lineState?: (item: Item) => ReactNode;
}) {
  return (
    <ul className="divide-y divide-crema-200">
      {items.map((item) => (
        <li key={`${item.product_id}:${item.variant_id ?? ''}`} className="flex items-start gap-4 py-4">
          <LineImage src={item.image || undefined} size={64} />
          <div className="min-w-0 flex-1 text-sm">
            <Link
              href={getProductPath(item.product_id, item.variant_id)}
              className="font-semibold text-espresso-900 hover:underline"
            >
              <UserText>{item.name}</UserText>
            </Link>
            {item.variant_name ? (
              <p className="text-mocha-600">
                <UserText>{item.variant_name}</UserText>
              </p>
            ) : null}
            <p className="text-mocha-600">
              <WithUserText sentence={(seller) => fill(labels.soldBy, { seller })} text={item.seller.name} />
            </p>
            {lineState ? lineState(item) : null}
            <p className="mt-1 text-mocha-700">
              {fill(labels.quantityTimesPrice, {
                count: formatNumber(item.quantity, locale, 0),
                price: formatPrice(item.unit_price, locale),
              })}
            </p>
            {labels.rateProduct ? (
              <Link
                href={getProductReviewPath(item.product_id)}
                aria-label={`${labels.rateProduct}: ${isolated(item.name)}`}
                className="mt-2 inline-block font-semibold text-caramel-700 underline-offset-4 hover:underline"
              >
                {labels.rateProduct}
              </Link>
            ) : null}
          </div>
          <LineMoney
            total={item.line_total}
            listTotal={
              listPriceOf({ price: item.unit_price, beforeDiscount: item.before_discount }) * item.quantity
            }
            locale={locale}
          />
        </li>
      ))}
    </ul>
  );
}

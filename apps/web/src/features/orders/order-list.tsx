import type { Locale } from '@coffee/contracts/common';
import type { OrderListItem } from '@coffee/contracts/orders';
import { ArrowForwardIcon } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import { formatDateTime } from '@/lib/format/date-time';
import { formatPrice } from '@/lib/format/money';
import { getOrderPath } from '@/lib/routes';
import { OrderStatusBadge } from './order-status-badge';

export type OrderListLabels = {
  date: string;
  total: string;
  /** Built per order on the server: "3 items", "٣ منتجات". */
  itemsCount: (count: number) => string;
};

/**
 * The shopper's orders, newest first: number, when (Cairo time, in the page's language and numerals),
 * status, total and how many items; each opens its order.
 */
export function OrderList({
  orders,
  locale,
  labels,
}: {
  orders: OrderListItem[];
  locale: Locale;
  labels: OrderListLabels;
}) {
  return (
    <ul className="flex flex-col gap-3">
      {orders.map((order) => (
        <li key={order.id}>
          <Link
            href={getOrderPath(order.number)}
            className="group flex flex-wrap items-center gap-x-6 gap-y-2 rounded-card bg-white p-4 shadow-card ring-1 ring-crema-200 transition-shadow hover:shadow-card-hover sm:p-5"
          >
            <div className="flex min-w-0 flex-1 basis-56 flex-col gap-1">
              <bdi className="font-bold text-espresso-900">{order.number}</bdi>
              <span className="text-mocha-600 text-sm">
                <span className="sr-only">{labels.date}: </span>
                <time dateTime={order.created_at}>{formatDateTime(order.created_at, locale)}</time>
              </span>
            </div>
            <OrderStatusBadge status={order.status} label={order.status_label} />
            <div className="flex flex-col items-end gap-0.5 text-sm">
              <span className="font-bold text-base text-espresso-900">
                <span className="sr-only">{labels.total}: </span>
                {formatPrice(order.DiscountedTotal, locale)}
              </span>
              <span className="text-mocha-600">{labels.itemsCount(order.items_count)}</span>
            </div>
            <ArrowForwardIcon className="size-5 shrink-0 text-mocha-500 group-hover:text-espresso-900" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

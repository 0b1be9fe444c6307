import type { AdminOrderListItem } from '@coffee/contracts/backoffice';
import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import { OrderStatusBadge } from '@/features/orders/order-status-badge';
import { Link } from '@/i18n/navigation';
import { getAdminOrderPath } from '@/lib/backoffice-routes';
import { formatDateTime } from '@/lib/format/date-time';
import { toLocalMobile } from '@/lib/format/mobile-display';
import { formatPrice } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';

const cellClass = 'px-3 py-3 text-start align-top';

/**
 * The orders as a table an operator scans: number (the link), date, customer and mobile, governorate,
 * payment, status, items and total. Scrolls sideways on a narrow tablet rather than squeezing the columns.
 */
export async function AdminOrderTable({ orders, locale }: { orders: AdminOrderListItem[]; locale: Locale }) {
  const [t, tOrders] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin' }),
    getTranslations({ locale, namespace: 'OrderHistory' }),
  ]);
  return (
    <div className="overflow-x-auto rounded-card bg-white shadow-card ring-1 ring-crema-200">
      <table className="w-full min-w-[56rem] text-sm">
        <caption className="sr-only">{t('tableCaption')}</caption>
        <thead className="bg-latte-100 text-espresso-900">
          <tr>
            {(
              [
                'number',
                'date',
                'customer',
                'governorate',
                'paymentMethod',
                'status',
                'items',
                'total',
              ] as const
            ).map((column) => (
              <th key={column} scope="col" className={`${cellClass} font-semibold`}>
                {t(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-crema-200 text-mocha-700">
          {orders.map((order) => (
            <tr key={order.number}>
              <th scope="row" className={`${cellClass} font-semibold`}>
                <Link
                  href={getAdminOrderPath(order.number)}
                  aria-label={t('open', { number: order.number })}
                  className="text-caramel-700 underline-offset-4 hover:underline"
                  dir="ltr"
                >
                  {order.number}
                </Link>
              </th>
              <td className={cellClass}>
                <time dateTime={order.created_at}>{formatDateTime(order.created_at, locale)}</time>
              </td>
              <td className={cellClass}>
                <span className="block text-espresso-900">{order.customer_name}</span>
                <span className="block" dir="ltr">
                  {toLocalMobile(order.mobile)}
                </span>
              </td>
              <td className={cellClass}>{order.governorate}</td>
              <td className={cellClass}>
                <span className="block">{tOrders(`method.${order.payment_method}`)}</span>
                <span className="block text-mocha-600">
                  {tOrders(`paymentStatus.${order.payment_status}`)}
                </span>
              </td>
              <td className={cellClass}>
                <OrderStatusBadge status={order.status} label={order.status_label} />
              </td>
              <td className={cellClass}>{formatNumber(order.items_count, locale, 0)}</td>
              <td className={`${cellClass} whitespace-nowrap font-semibold text-espresso-900`}>
                {formatPrice(order.total, locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

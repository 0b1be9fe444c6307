import type { AdminOrderListItem } from '@coffee/contracts/backoffice';
import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import { UserText } from '@/components/ui/user-text';
import { OrderStatusBadge } from '@/features/orders/order-status-badge';
import { getAdminOrderPath } from '@/lib/backoffice-routes';
import { formatDateTime } from '@/lib/format/date-time';
import { toLocalMobile } from '@/lib/format/mobile-display';
import { formatPrice } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import { AdminTable, type Column } from '../kit/admin-table';

/**
 * The orders as a table an operator scans: number (the link), date, customer and mobile, governorate,
 * payment, status, items and total. Scrolls sideways on a narrow tablet rather than squeezing the columns.
 */
export async function AdminOrderTable({ orders, locale }: { orders: AdminOrderListItem[]; locale: Locale }) {
  const [t, tOrders] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin' }),
    getTranslations({ locale, namespace: 'OrderHistory' }),
  ]);
  const columns: Column<AdminOrderListItem>[] = [
    {
      key: 'number',
      header: t('number'),
      cell: (order) => order.number,
      link: (order) => ({
        href: getAdminOrderPath(order.number),
        label: t('open', { number: order.number }),
        dir: 'ltr',
      }),
    },
    {
      key: 'date',
      header: t('date'),
      cell: (order) => <time dateTime={order.created_at}>{formatDateTime(order.created_at, locale)}</time>,
    },
    {
      key: 'customer',
      header: t('customer'),
      cell: (order) => (
        <>
          <span className="block text-espresso-900">
            <UserText>{order.customer_name}</UserText>
          </span>
          <span className="block" dir="ltr">
            {toLocalMobile(order.mobile)}
          </span>
        </>
      ),
    },
    { key: 'governorate', header: t('governorate'), cell: (order) => order.governorate },
    {
      key: 'paymentMethod',
      header: t('paymentMethod'),
      cell: (order) => (
        <>
          <span className="block">{tOrders(`method.${order.payment_method}`)}</span>
          <span className="block text-mocha-600">{tOrders(`paymentStatus.${order.payment_status}`)}</span>
        </>
      ),
    },
    {
      key: 'status',
      header: t('status'),
      cell: (order) => <OrderStatusBadge status={order.status} label={order.status_label} />,
    },
    { key: 'items', header: t('items'), cell: (order) => formatNumber(order.items_count, locale, 0) },
    {
      key: 'total',
      header: t('total'),
      className: 'whitespace-nowrap font-semibold text-espresso-900',
      cell: (order) => formatPrice(order.total, locale),
    },
  ];
  return (
    <AdminTable
      caption={t('tableCaption')}
      columns={columns}
      rows={orders}
      rowKey={(order) => order.number}
      minWidth="min-w-[56rem]"
    />
  );
}

import type { AdminCustomer } from '@coffee/contracts/backoffice-customers';
import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import { UserText } from '@/components/ui/user-text';
import { getAdminCustomerPath } from '@/lib/backoffice-routes';
import { toLocalMobile } from '@/lib/format/mobile-display';
import { formatPrice } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import { AdminTable, type Column } from '../kit/admin-table';

/** Customers as a table: name (the link), email, mobile, orders, wallet, blocked or active. */
export async function CustomerTable({ customers, locale }: { customers: AdminCustomer[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Admin' });
  const columns: Column<AdminCustomer>[] = [
    {
      key: 'customer',
      header: t('customer'),
      cell: (customer) => <UserText>{customer.name}</UserText>,
      link: (customer) => ({
        href: getAdminCustomerPath(customer.id),
        label: t('openCustomer', { name: customer.name }),
      }),
    },
    { key: 'email', header: t('email'), className: 'break-all', cell: (customer) => customer.email },
    { key: 'mobile', header: t('mobile'), dir: 'ltr', cell: (customer) => toLocalMobile(customer.mobile) },
    {
      key: 'ordersCount',
      header: t('ordersCount'),
      cell: (customer) => formatNumber(customer.orders_count, locale, 0),
    },
    {
      key: 'walletBalance',
      header: t('walletBalance'),
      className: 'whitespace-nowrap',
      cell: (customer) => formatPrice(customer.wallet_balance, locale),
    },
    {
      key: 'state',
      header: t('state'),
      cell: (customer) =>
        customer.blocked ? (
          <span className="font-semibold text-cherry-700">{t('blockedBadge')}</span>
        ) : (
          t('activeBadge')
        ),
    },
  ];
  return (
    <AdminTable caption={t('customersTitle')} columns={columns} rows={customers} minWidth="min-w-[48rem]" />
  );
}

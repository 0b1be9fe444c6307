import type { AdminCustomer } from '@coffee/contracts/backoffice-customers';
import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { getAdminCustomerPath } from '@/lib/backoffice-routes';
import { toLocalMobile } from '@/lib/format/mobile-display';
import { formatPrice } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';

const cellClass = 'px-3 py-3 text-start align-top';

/** Customers as a table: name (the link), email, mobile, orders, wallet, blocked or active. */
export async function CustomerTable({ customers, locale }: { customers: AdminCustomer[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return (
    <div className="overflow-x-auto rounded-card bg-white shadow-card ring-1 ring-crema-200">
      <table className="w-full min-w-[48rem] text-sm">
        <caption className="sr-only">{t('customersTitle')}</caption>
        <thead className="bg-latte-100 text-espresso-900">
          <tr>
            {(['customer', 'email', 'mobile', 'ordersCount', 'walletBalance', 'state'] as const).map(
              (column) => (
                <th key={column} scope="col" className={`${cellClass} font-semibold`}>
                  {t(column)}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-crema-200 text-mocha-700">
          {customers.map((customer) => (
            <tr key={customer.id}>
              <th scope="row" className={`${cellClass} font-semibold`}>
                <Link
                  href={getAdminCustomerPath(customer.id)}
                  aria-label={t('openCustomer', { name: customer.name })}
                  className="text-caramel-700 underline-offset-4 hover:underline"
                >
                  {customer.name}
                </Link>
              </th>
              <td className={`${cellClass} break-all`}>{customer.email}</td>
              <td className={cellClass} dir="ltr">
                {toLocalMobile(customer.mobile)}
              </td>
              <td className={cellClass}>{formatNumber(customer.orders_count, locale, 0)}</td>
              <td className={`${cellClass} whitespace-nowrap`}>
                {formatPrice(customer.wallet_balance, locale)}
              </td>
              <td className={cellClass}>
                {customer.blocked ? (
                  <span className="font-semibold text-cherry-700">{t('blockedBadge')}</span>
                ) : (
                  t('activeBadge')
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

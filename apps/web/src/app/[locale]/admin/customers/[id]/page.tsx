import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { UserText } from '@/components/ui/user-text';
import { BlockCustomerButton } from '@/features/admin/customers/block-customer-button';
import { WalletAdjustForm } from '@/features/admin/customers/wallet-adjust-form';
import { DetailFrame } from '@/features/admin/kit/detail-frame';
import { OrderSection } from '@/features/orders/order-section';
import { OrderStatusBadge } from '@/features/orders/order-status-badge';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { getAdminCustomer, getBackofficeMe } from '@/lib/api/backoffice';
import { adminPaths, getAdminOrderPath } from '@/lib/backoffice-routes';
import { formatDate, formatDateTime } from '@/lib/format/date-time';
import { toLocalMobile } from '@/lib/format/mobile-display';
import { formatPrice, formatSignedPrice } from '@/lib/format/money';
import { getPageMetadata } from '@/lib/seo';

type PageProps = { params: Promise<{ locale: string; id: string }> };

const readId = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : null);

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale, id } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return getPageMetadata({
    locale,
    title: t('customersTitle'),
    path: `${adminPaths.customers}/${id}`,
    noIndex: true,
  });
}

/**
 * One customer: contact, block or unblock, wallet balance and movements with the adjustment form (admins
 * only; the API refuses staff anyway), addresses and latest orders linking to the back office's order page.
 */
export default async function AdminCustomerPage({ params }: PageProps) {
  const { locale, id } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const customerId = readId(id);
  if (customerId === null) notFound();
  const [customer, me, t, tOrders] = await Promise.all([
    getAdminCustomer(customerId, locale),
    getBackofficeMe(locale),
    getTranslations({ locale, namespace: 'Admin' }),
    getTranslations({ locale, namespace: 'OrderHistory' }),
  ]);
  if (!customer) notFound();

  return (
    <DetailFrame
      back={{ href: adminPaths.customers, label: t('backCustomers') }}
      title={<UserText>{customer.name}</UserText>}
      details={
        <>
          <p className="mt-1 text-mocha-600">
            {t('customerSince', { date: formatDate(customer.created_at, locale) })}
          </p>
          <p className="text-mocha-600">
            <span className="break-all">{customer.email}</span> ·{' '}
            <span dir="ltr">{toLocalMobile(customer.mobile)}</span>
          </p>
        </>
      }
      actions={
        <>
          {customer.blocked ? (
            <span className="font-semibold text-cherry-700">{t('blockedBadge')}</span>
          ) : null}
          <BlockCustomerButton
            key={String(customer.blocked)}
            customerId={customer.id}
            blocked={customer.blocked}
            locale={locale}
            labels={{
              block: t('block'),
              unblock: t('unblock'),
              confirm: t('blockConfirm', { name: customer.name }),
              dialogYes: t('dialogYes'),
              dialogBack: t('dialogBack'),
              blockedDone: t('blockedDone', { name: customer.name }),
              unblockedDone: t('unblockedDone', { name: customer.name }),
              networkError: t('networkError'),
            }}
          />
        </>
      }
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="flex flex-col gap-6">
          <OrderSection id="customer-orders" title={t('latestOrders')}>
            {customer.orders.length > 0 ? (
              <ul className="flex flex-col divide-y divide-crema-200 text-sm">
                {customer.orders.map((order) => (
                  <li key={order.number} className="flex flex-wrap items-center justify-between gap-3 py-2">
                    <Link
                      href={getAdminOrderPath(order.number)}
                      className="font-semibold text-caramel-700 underline-offset-4 hover:underline"
                      dir="ltr"
                    >
                      {order.number}
                    </Link>
                    <span className="text-mocha-600">{formatDateTime(order.created_at, locale)}</span>
                    <OrderStatusBadge status={order.status} label={order.status_label} />
                    <span className="font-semibold text-espresso-900">
                      {formatPrice(order.DiscountedTotal, locale)}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-mocha-600 text-sm">{t('noOrders')}</p>
            )}
          </OrderSection>
          <OrderSection id="customer-addresses" title={t('addressesTitle')}>
            {customer.addresses.length > 0 ? (
              <ul className="flex flex-col gap-3 text-sm">
                {customer.addresses.map((address) => (
                  <li key={address.id}>
                    <p className="font-semibold text-espresso-900">
                      <UserText>{address.title}</UserText>
                      {address.is_primary ? ` · ${t('primary')}` : null}
                    </p>
                    <p className="text-mocha-700">
                      <UserText>{address.lines}</UserText>
                    </p>
                    {address.recipient_name ? (
                      <p className="text-mocha-600">
                        <UserText>{address.recipient_name}</UserText>
                        {address.mobile ? (
                          <>
                            {' · '}
                            <span dir="ltr">{toLocalMobile(address.mobile)}</span>
                          </>
                        ) : null}
                      </p>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-mocha-600 text-sm">{t('noAddresses')}</p>
            )}
          </OrderSection>
        </div>
        <div className="flex flex-col gap-6">
          <OrderSection id="customer-wallet" title={t('walletTitle')}>
            <p className="mb-3 font-semibold text-espresso-900">
              {t('walletNow', { amount: formatPrice(customer.wallet_balance, locale) })}
            </p>
            {me?.role === 'admin' ? (
              <div className="mb-4">
                <h3 className="mb-2 font-semibold text-espresso-900 text-sm">{t('adjustTitle')}</h3>
                <WalletAdjustForm
                  customerId={customer.id}
                  locale={locale}
                  labels={{
                    direction: t('direction'),
                    credit: t('credit'),
                    debit: t('debit'),
                    amount: t('amount'),
                    reason: t('reason'),
                    adjust: t('adjust'),
                    saving: t('saving'),
                    adjusted: t.raw('adjusted') as string,
                    invalidPrice: t('invalidPrice'),
                    invalidReason: t('invalidReason'),
                    networkError: t('networkError'),
                  }}
                />
              </div>
            ) : null}
            {customer.wallet_transactions.length > 0 ? (
              <ul className="flex flex-col gap-2 text-sm">
                {customer.wallet_transactions.map((entry) => (
                  <li key={`${entry.created_at}-${entry.amount}`} className="flex justify-between gap-3">
                    <span className="text-mocha-700">
                      {entry.description || tOrders('walletPaid')}
                      <span className="block text-mocha-600 text-xs">
                        {formatDateTime(entry.created_at, locale)}
                      </span>
                    </span>
                    <span className="whitespace-nowrap font-semibold text-espresso-900">
                      {formatSignedPrice(entry.amount, locale)}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-mocha-600 text-sm">{t('noWalletMovements')}</p>
            )}
          </OrderSection>
        </div>
      </div>
    </DetailFrame>
  );
}

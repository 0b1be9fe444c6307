import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SectionCard } from '@/components/ui/section-card';
import { UserText } from '@/components/ui/user-text';
import { BlockCustomerButton } from '@/features/admin/customers/block-customer-button';
import { ClearCodRefusals, RecordCodRefusal } from '@/features/admin/customers/cod-refusal-actions';
import { WalletAdjustForm } from '@/features/admin/customers/wallet-adjust-form';
import { DetailFrame } from '@/features/admin/kit/detail-frame';
import { OrderStatusBadge } from '@/features/orders/order-status-badge';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { getAdminCodRefusals, getAdminCustomer, getBackofficeMe } from '@/lib/api/backoffice';
import { adminPaths, getAdminOrderPath } from '@/lib/backoffice-routes';
import { formatDate, formatDateTime } from '@/lib/format/date-time';
import { toLocalMobile } from '@/lib/format/mobile-display';
import { formatPrice, formatSignedPrice } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
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
 * only; the API refuses staff anyway), refused cash deliveries (by account and mobile, why cash on delivery is
 * off, recording one on an order and clearing them), addresses and latest orders linking to the back office's
 * order page.
 */
export default async function AdminCustomerPage({ params }: PageProps) {
  const { locale, id } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const customerId = readId(id);
  if (customerId === null) notFound();
  const [customer, refusals, me, t, tOrders] = await Promise.all([
    getAdminCustomer(customerId, locale),
    getAdminCodRefusals(customerId, locale),
    getBackofficeMe(locale),
    getTranslations({ locale, namespace: 'Admin' }),
    getTranslations({ locale, namespace: 'OrderHistory' }),
  ]);
  if (!customer || !refusals) notFound();
  const count = (value: number) => ({ count: value, formatted: formatNumber(value, locale, 0) });
  const refusalLabels = {
    order: t('codRefusals.order'),
    note: t('codRefusals.note'),
    record: t('codRefusals.record'),
    recordConfirm: t('codRefusals.recordConfirm', { number: '{number}', name: customer.name }),
    recorded: t.raw('codRefusals.recorded') as string,
    clear: t('codRefusals.clear'),
    clearConfirm: t('codRefusals.clearConfirm', { name: customer.name }),
    clearedDone: t('codRefusals.clearedDone', { name: customer.name }),
    dialogYes: t('dialogYes'),
    dialogBack: t('dialogBack'),
    networkError: t('networkError'),
  };
  const codOffAccount = refusals.account >= refusals.limit;
  const codOffMobiles = refusals.mobiles.some((entry) => !entry.cod_offered);

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
          <SectionCard id="customer-orders" title={t('latestOrders')}>
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
          </SectionCard>
          <SectionCard id="customer-addresses" title={t('addressesTitle')}>
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
          </SectionCard>
        </div>
        <div className="flex flex-col gap-6">
          <SectionCard id="customer-cod" title={t('codRefusals.title')}>
            <div className="flex flex-col gap-3 text-sm" data-testid="customer-cod">
              <p className={refusals.cod_offered ? 'text-mocha-700' : 'font-semibold text-cherry-700'}>
                {codOffAccount
                  ? t('codRefusals.offAccount')
                  : codOffMobiles
                    ? t('codRefusals.offMobiles')
                    : t('codRefusals.offered')}
              </p>
              <p className="text-espresso-900">{t('codRefusals.account', count(refusals.account))}</p>
              {refusals.mobiles.length > 0 ? (
                <div>
                  <h3 className="mb-1 font-semibold text-espresso-900">{t('codRefusals.mobilesTitle')}</h3>
                  <ul className="flex flex-col gap-1">
                    {refusals.mobiles.map((entry) => (
                      <li key={entry.mobile} className="flex flex-wrap justify-between gap-x-3">
                        <span dir="ltr">{toLocalMobile(entry.mobile)}</span>
                        <span className="text-mocha-600">
                          {t('codRefusals.mobileCount', count(entry.refusals))} ·{' '}
                          <span className={entry.cod_offered ? undefined : 'font-semibold text-cherry-700'}>
                            {entry.cod_offered ? t('codRefusals.mobileOffered') : t('codRefusals.mobileOff')}
                          </span>
                        </span>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
              {refusals.refusals.length > 0 ? (
                <div>
                  <h3 className="mb-1 font-semibold text-espresso-900">{t('codRefusals.listTitle')}</h3>
                  <ul className="flex flex-col gap-2">
                    {refusals.refusals.map((refusal) => (
                      <li key={refusal.order_id}>
                        <span className="text-espresso-900">
                          {t('codRefusals.line', {
                            number: refusal.order_number,
                            date: formatDateTime(refusal.created_at, locale),
                          })}
                        </span>
                        <span className="block text-mocha-600">
                          {refusal.source === 'courier'
                            ? t('codRefusals.byCourier')
                            : t('codRefusals.byStaff')}
                          {refusal.mobile ? (
                            <>
                              {' · '}
                              <span dir="ltr">{toLocalMobile(refusal.mobile)}</span>
                            </>
                          ) : null}
                        </span>
                        {refusal.own ? null : (
                          <span className="block text-mocha-600">{t('codRefusals.otherAccount')}</span>
                        )}
                        {refusal.cleared_at ? (
                          <span className="block text-mocha-600">
                            {t('codRefusals.cleared', { date: formatDateTime(refusal.cleared_at, locale) })}
                          </span>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
              {refusals.refusals.some((refusal) => refusal.cleared_at === null) ? (
                <ClearCodRefusals customerId={customer.id} locale={locale} labels={refusalLabels} />
              ) : null}
              <div>
                <h3 className="mb-1 font-semibold text-espresso-900">{t('codRefusals.recordTitle')}</h3>
                {refusals.refusable_orders.length > 0 ? (
                  <RecordCodRefusal
                    locale={locale}
                    labels={refusalLabels}
                    orders={refusals.refusable_orders.map((order) => ({
                      number: order.number,
                      label: `${order.number} · ${order.status_label} · ${formatDate(order.created_at, locale)}`,
                    }))}
                  />
                ) : (
                  <p className="text-mocha-600">{t('codRefusals.noOrder')}</p>
                )}
              </div>
            </div>
          </SectionCard>
          <SectionCard id="customer-wallet" title={t('walletTitle')}>
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
          </SectionCard>
        </div>
      </div>
    </DetailFrame>
  );
}

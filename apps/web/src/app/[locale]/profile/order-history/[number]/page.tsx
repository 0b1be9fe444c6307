import { isOnlinePaymentMethod } from '@coffee/contracts/checkout';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ArrowForwardIcon } from '@/components/ui/icons';
import { SectionCard } from '@/components/ui/section-card';
import { WithCode } from '@/components/ui/with-code';
import { CancelOrder } from '@/features/orders/cancel-order';
import { getOrderTexts } from '@/features/orders/get-order-texts';
import { OrderAddress } from '@/features/orders/order-address';
import { OrderItems } from '@/features/orders/order-items';
import { promisesDelivery } from '@/features/orders/order-refunds';
import { OrderStatusBadge } from '@/features/orders/order-status-badge';
import { OrderTotals } from '@/features/orders/order-totals';
import { ParcelTracking } from '@/features/orders/parcel-tracking';
import { StatusTimeline } from '@/features/orders/status-timeline';
import { FawryCode } from '@/features/payments/fawry-code';
import { InstapayTransfer } from '@/features/payments/instapay-transfer';
import { OrderReturns } from '@/features/returns/order-returns';
import { Link } from '@/i18n/navigation';
import { type AppLocale, routing } from '@/i18n/routing';
import { requireSessionUser } from '@/lib/api/authed';
import { getOrder, getOrderShipment } from '@/lib/api/orders';
import { getOrderReturns } from '@/lib/api/returns';
import { formatDateTime } from '@/lib/format/date-time';
import { getInvoicePath, getOrderPath, getPaymentFailedPath, profilePaths } from '@/lib/routes';
import { getPageMetadata } from '@/lib/seo';
import { ReorderIntoCart } from './_components/reorder-into-cart';

/** Where an order paid online is refunded on cancel, in the page's language. */
async function getRefundChoiceLabels(locale: AppLocale) {
  const t = await getTranslations({ locale, namespace: 'Payments' });
  return { legend: t('refundLegend'), original: t('refundOriginal'), wallet: t('refundWallet') };
}

type PageProps = { params: Promise<{ locale: string; number: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale, number } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const { t } = await getOrderTexts(locale);
  const orderNumber = decodeURIComponent(number);
  return getPageMetadata({
    locale,
    title: t('detailTitle', { number: orderNumber }),
    description: t('description'),
    path: getOrderPath(orderNumber),
    noIndex: true,
  });
}

/**
 * One of the shopper's orders: status and progress, what was bought, where it goes, how it is paid, the
 * money; cancel while allowed, order again. Another shopper's order, or an unknown number, is a 404.
 */
export default async function OrderPage({ params }: PageProps) {
  const { locale, number } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const orderNumber = decodeURIComponent(number);
  await requireSessionUser(locale, getOrderPath(orderNumber));
  const [order, texts, shipment, returns] = await Promise.all([
    getOrder(orderNumber, locale),
    getOrderTexts(locale),
    getOrderShipment(orderNumber, locale),
    getOrderReturns(orderNumber, locale),
  ]);
  if (!order) notFound();
  const { t } = texts;
  // An open Fawry code is paid at an outlet, an InstaPay transfer from a bank app, not here: the page shows
  // what to pay instead of "Pay now".
  const awaitingPayment =
    order.status === 'PENDING' && order.payment_status !== 'paid' && !order.fawry && !order.instapay;
  const paidOnline = order.payment_status === 'paid' && isOnlinePaymentMethod(order.payment_method);

  return (
    <div className="flex flex-col gap-6">
      <Link
        href={profilePaths.orderHistory}
        className="inline-flex items-center gap-2 self-start font-semibold text-caramel-700 text-sm underline-offset-4 hover:underline"
      >
        <ArrowForwardIcon className="size-4 -scale-x-100 rtl:scale-x-100" />
        {t('back')}
      </Link>
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="font-bold text-3xl text-espresso-900">
            <WithCode sentence={(slot) => t('detailTitle', { number: slot })} code={orderNumber} />
          </h1>
          <p className="mt-1 text-mocha-600">
            {t('placedOn', { date: formatDateTime(order.created_at, locale) })}
          </p>
        </div>
        <OrderStatusBadge status={order.status} label={order.status_label} />
      </header>

      <div className="flex flex-wrap gap-3">
        <ReorderIntoCart
          orderNumber={order.number}
          locale={locale}
          labels={{
            reorder: t('reorder'),
            reordered: t('reordered'),
            reorderSkipped: t.raw('reorderSkipped') as string,
            networkError: t('networkError'),
          }}
        />
        {order.invoice_number ? (
          <Link
            href={getInvoicePath(order.number)}
            className="inline-flex h-12 items-center justify-center rounded-full bg-white px-6 font-semibold text-espresso-900 ring-1 ring-crema-300 transition-colors hover:bg-latte-100"
          >
            {t('viewInvoice')}
          </Link>
        ) : null}
        {awaitingPayment ? (
          <Link
            href={getPaymentFailedPath(order.number)}
            className="inline-flex h-12 items-center justify-center rounded-full bg-white px-6 font-semibold text-espresso-900 ring-1 ring-crema-300 transition-colors hover:bg-latte-100"
          >
            {t('payNow')}
          </Link>
        ) : null}
        {order.can_cancel ? (
          <CancelOrder
            orderNumber={order.number}
            locale={locale}
            labels={{
              cancel: t('cancel'),
              cancelTitle: t('cancelTitle'),
              cancelText: t.raw('cancelText') as string,
              cancelConfirm: t('cancelConfirm'),
              keep: t('keep'),
              canceled: t('canceled'),
              networkError: t('networkError'),
            }}
            refund={paidOnline ? await getRefundChoiceLabels(locale) : undefined}
          />
        ) : null}
      </div>

      {order.fawry ? <FawryCode fawry={order.fawry} locale={locale} /> : null}
      {order.instapay ? (
        <InstapayTransfer instapay={order.instapay} orderNumber={order.number} locale={locale} />
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="flex flex-col gap-6">
          <SectionCard id="order-items" title={t('itemsTitle')}>
            <OrderItems
              items={order.items}
              locale={locale}
              labels={
                order.history.some((entry) => entry.status === 'DELIVERED')
                  ? { ...texts.items, rateProduct: t('rateProduct') }
                  : texts.items
              }
            />
          </SectionCard>
          {shipment ? (
            <SectionCard id="order-parcel" title={t('parcelTitle')}>
              <ParcelTracking shipment={shipment} locale={locale} labels={texts.parcel} />
            </SectionCard>
          ) : null}
          {returns?.delivered_at || returns?.returns.length ? (
            <SectionCard id="order-returns" title={t('returnsTitle')}>
              <OrderReturns orderNumber={order.number} data={returns} locale={locale} />
            </SectionCard>
          ) : null}
          <SectionCard id="order-progress" title={t('timelineTitle')}>
            <StatusTimeline history={order.history} locale={locale} byLabels={texts.by} />
          </SectionCard>
        </div>
        <div className="flex flex-col gap-6">
          <SectionCard id="order-summary" title={t('summaryTitle')}>
            <OrderTotals order={order} locale={locale} labels={texts.figures} />
            {order.coupon_code ? (
              <p className="mt-3 text-mocha-600 text-sm">{t('coupon', { code: order.coupon_code })}</p>
            ) : null}
          </SectionCard>
          <SectionCard id="order-payment" title={t('paymentTitle')}>
            <p className="font-semibold text-espresso-900 text-sm">{texts.method(order.payment_method)}</p>
            {order.status === 'CANCELED' ? (
              // What happened to the money, not a payment status a canceled order no longer has.
              <ul className="mt-1 flex flex-col gap-1 text-mocha-700 text-sm">
                {texts.refundSentences(order.refunds).map((sentence) => (
                  <li key={sentence}>{sentence}</li>
                ))}
              </ul>
            ) : (
              <p className="text-mocha-600 text-sm">{texts.paymentStatus(order.payment_status)}</p>
            )}
          </SectionCard>
          <SectionCard id="order-address" title={t('addressTitle')}>
            <OrderAddress address={order.address} locale={locale} />
            {promisesDelivery(order.status) ? (
              <p className="mt-3 text-mocha-600 text-sm">{texts.deliveryEstimate(order.delivery_days)}</p>
            ) : null}
          </SectionCard>
        </div>
      </div>
    </div>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CoffeeBeanIcon } from '@/components/ui/icons';
import { SectionCard } from '@/components/ui/section-card';
import { primaryActionClass } from '@/components/ui/status-message';
import { getOrderTexts } from '@/features/orders/get-order-texts';
import { OrderAddress } from '@/features/orders/order-address';
import { OrderItems } from '@/features/orders/order-items';
import { OrderTotals } from '@/features/orders/order-totals';
import { FawryCode } from '@/features/payments/fawry-code';
import { InstapayTransfer } from '@/features/payments/instapay-transfer';
import { PaymentToast } from '@/features/payments/payment-toast';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { requireSessionUser } from '@/lib/api/authed';
import { getOrder } from '@/lib/api/orders';
import { formatNumber } from '@/lib/format/number';
import { checkoutPaths, getOrderPath, getOrderSuccessPath, getProductsPath } from '@/lib/routes';
import { getPageMetadata } from '@/lib/seo';
import { RefreshCart } from './_components/refresh-cart';

type PageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'CheckoutSuccess' });
  return getPageMetadata({
    locale,
    title: t('pageTitle'),
    description: t('pageDescription'),
    path: checkoutPaths.success,
    noIndex: true,
  });
}

/**
 * `/checkout/success?order=NUMBER`: the order placed (or paid online): its number, what was bought, the
 * total, where it goes and when, and a link to follow it. Not the shopper's order: 404.
 */
export default async function CheckoutSuccessPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const { order: requested, payment } = await searchParams;
  const orderNumber = Array.isArray(requested) ? requested[0] : requested;
  if (!orderNumber) notFound();
  await requireSessionUser(locale, getOrderSuccessPath(orderNumber));
  const [order, t, texts, fawryT, instapayT] = await Promise.all([
    getOrder(orderNumber, locale),
    getTranslations({ locale, namespace: 'CheckoutSuccess' }),
    getOrderTexts(locale),
    getTranslations({ locale, namespace: 'FawryPayment' }),
    getTranslations({ locale, namespace: 'InstapayPayment' }),
  ]);
  if (!order) notFound();
  // A Pay at Fawry order is not placed yet: the page says what to pay, where and by when.
  const fawry = order.fawry;
  // Nor is an InstaPay order: the page says where to transfer, how much, with what note, by when.
  const instapay = order.instapay;
  const waiting = fawry ? fawryT : instapay ? instapayT : null;
  const paidOnline = order.payment_status === 'paid' && order.payment_method !== 'cod';

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <RefreshCart />
      {paidOnline && payment === 'success' ? (
        <PaymentToast kind="success" message={t('paymentSuccessful')} />
      ) : null}
      <header className="flex flex-col items-center gap-3 rounded-card bg-latte-100/60 px-6 py-8 text-center">
        <CoffeeBeanIcon className="size-10 text-caramel-700" />
        {paidOnline ? <p className="font-semibold text-caramel-700">{t('paymentSuccessful')}</p> : null}
        <h1 className="text-balance font-extrabold text-3xl text-espresso-900 sm:text-4xl">
          {waiting ? waiting('title') : t('title')}
        </h1>
        <p className="text-mocha-700">
          {t.rich('orderNumber', {
            number: order.number,
            strong: (chunks) => <bdi className="font-bold text-espresso-900">{chunks}</bdi>,
          })}
        </p>
        <p className="max-w-xl text-pretty text-mocha-600">
          {waiting
            ? `${waiting('intro')} ${waiting('alsoEmailed')}`
            : t('intro', {
                ...order.delivery_days,
                minFormatted: formatNumber(order.delivery_days.min, locale, 0),
                maxFormatted: formatNumber(order.delivery_days.max, locale, 0),
              })}
        </p>
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          <Link href={getOrderPath(order.number)} className={primaryActionClass}>
            {t('viewOrder')}
          </Link>
          <Link
            href={getProductsPath()}
            className="inline-flex items-center rounded-full bg-white px-6 py-3 font-semibold text-espresso-900 text-sm ring-1 ring-crema-300 hover:bg-latte-100"
          >
            {t('continueShopping')}
          </Link>
        </div>
      </header>
      {fawry ? <FawryCode fawry={fawry} locale={locale} /> : null}
      {instapay ? <InstapayTransfer instapay={instapay} orderNumber={order.number} locale={locale} /> : null}
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_18rem] md:items-start">
        <SectionCard id="success-items" title={texts.t('itemsTitle')}>
          <OrderItems items={order.items} locale={locale} labels={texts.items} />
          <div className="mt-4 border-crema-200 border-t pt-4">
            <OrderTotals order={order} locale={locale} labels={texts.figures} />
          </div>
        </SectionCard>
        <div className="flex flex-col gap-6">
          <SectionCard id="success-address" title={texts.t('addressTitle')}>
            <OrderAddress address={order.address} locale={locale} />
          </SectionCard>
          <SectionCard id="success-delivery" title={t('deliveryTitle')}>
            <p className="text-mocha-700 text-sm">{texts.deliveryEstimate(order.delivery_days)}</p>
            <p className="mt-2 text-mocha-600 text-sm">{texts.method(order.payment_method)}</p>
          </SectionCard>
        </div>
      </div>
    </div>
  );
}

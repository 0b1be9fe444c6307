import { OrderNumber } from '@coffee/contracts/orders';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/form/button-classes';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { checkoutPaths, getOrderPath, getPaymentFailedPath } from '@/lib/routes';
import { getPageMetadata } from '@/lib/seo';

type PageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const PATH = '/api/opay/cancel';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Payments' });
  return getPageMetadata({
    locale,
    title: t('canceledTitle'),
    description: t('canceledText'),
    path: PATH,
    noIndex: true,
  });
}

/**
 * `/api/opay/cancel?order=…` (spec: the payment-cancel landing page): the shopper left the OPay cashier. Nothing
 * was charged and the order still waits for its payment while its reservation lasts: pay again, or choose
 * another method (both on the checkout's payment step for that order).
 */
export default async function OpayCancelPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Payments' });
  const raw = (await searchParams).order;
  const parsed = OrderNumber.safeParse(Array.isArray(raw) ? raw[0] : raw);
  const orderNumber = parsed.success ? parsed.data : null;

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5 px-4 py-12 sm:px-6">
      <section
        aria-labelledby="payment-canceled-title"
        className="flex flex-col gap-4 rounded-card bg-white p-6 shadow-card ring-1 ring-mocha-200"
      >
        <h1 id="payment-canceled-title" className="font-extrabold text-2xl text-espresso-900 sm:text-3xl">
          {t('canceledTitle')}
        </h1>
        <p className="text-mocha-700">
          {orderNumber ? t('canceledOrderText', { number: orderNumber }) : t('canceledText')}
        </p>
        <div className="flex flex-wrap gap-3">
          {orderNumber ? (
            <>
              <Link href={getPaymentFailedPath(orderNumber)} className={primaryButtonClass}>
                {t('payAgainOrChoose')}
              </Link>
              <Link href={getOrderPath(orderNumber)} className={secondaryButtonClass}>
                {t('viewOrder')}
              </Link>
            </>
          ) : (
            <Link href={checkoutPaths.cart} className={primaryButtonClass}>
              {t('backToCart')}
            </Link>
          )}
        </div>
      </section>
    </div>
  );
}

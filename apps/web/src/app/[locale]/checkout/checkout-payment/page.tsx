import { AddressesResponse } from '@coffee/contracts/account';
import { DELIVERY_DAYS } from '@coffee/contracts/checkout';
import { GovernoratesResponse } from '@coffee/contracts/locations';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { CART_HINT_COOKIE, hintsEmptyCart } from '@/features/cart/cart-hint';
import { getCartLineNaming } from '@/features/cart/get-cart-control-labels';
import { CHECKOUT_TEXT_KEYS, type CheckoutLabels } from '@/features/checkout/checkout-labels';
import { PaymentToast } from '@/features/payments/payment-toast';
import { routing } from '@/i18n/routing';
import { apiAuthedGet, requireSessionUser } from '@/lib/api/authed';
import { apiGet } from '@/lib/api/client';
import { getOrder, listPaymentMethods } from '@/lib/api/orders';
import { formatNumber } from '@/lib/format/number';
import { getValidationMessages } from '@/lib/forms/get-validation-messages';
import { sortByText } from '@/lib/i18n/collate';
import { checkoutPaths, homePath } from '@/lib/routes';
import { getPageMetadata } from '@/lib/seo';
import { CheckoutWithCart } from './_components/checkout-with-cart';

type PageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const PATH = checkoutPaths.payment;
/** Egypt's governorates change about once a decade. */
const GOVERNORATES_REVALIDATE_SECONDS = 86_400;
const CITY_KEYS = [
  'city',
  'chooseCity',
  'chooseGovernorateFirst',
  'loadingCities',
  'citiesFailed',
  'retry',
] as const;

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Checkout' });
  return getPageMetadata({
    locale,
    title: t('pageTitle'),
    description: t('pageDescription'),
    path: PATH,
    noIndex: true,
  });
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * `/checkout/checkout-payment`: the shopper's addresses, the governorates and the payment methods come with
 * the page; the cart and its priced summary live in the browser (a browser whose last cart was empty gets the
 * empty cart in the HTML, features/cart/cart-hint.ts). `?order=…&payment=failed` (a declined
 * online payment) shows that order's "Payment failed" instead.
 */
export default async function CheckoutPaymentPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const query = await searchParams;
  const orderNumber = single(query.payment) === 'failed' ? single(query.order) : undefined;
  const back = orderNumber
    ? `${PATH}?${new URLSearchParams({ order: orderNumber, payment: 'failed' })}`
    : PATH;
  const user = await requireSessionUser(locale, back);

  const [addresses, governorates, paymentMethods, failedOrder, t, tb, ta, naming, validationMessages, jar] =
    await Promise.all([
      apiAuthedGet('/addresses', {}, AddressesResponse, { locale }),
      apiGet('/governorates', {}, GovernoratesResponse, {
        locale,
        revalidate: GOVERNORATES_REVALIDATE_SECONDS,
        tags: ['locations'],
      }),
      listPaymentMethods(locale),
      orderNumber ? getOrder(orderNumber, locale) : null,
      getTranslations({ locale, namespace: 'Checkout' }),
      getTranslations({ locale, namespace: 'Breadcrumb' }),
      getTranslations({ locale, namespace: 'AddressBook' }),
      getCartLineNaming(locale),
      getValidationMessages(locale),
      cookies(),
    ]);

  // Templates keep their placeholders: the browser fills them in.
  const labels = {
    ...Object.fromEntries(CHECKOUT_TEXT_KEYS.map((key) => [key, t.raw(key) as string])),
    ...Object.fromEntries(CITY_KEYS.map((key) => [key, ta(key)])),
    // The days every order is promised (the order pages read them from the order), in the page's digits.
    deliveryEstimate: t('deliveryEstimate', {
      ...DELIVERY_DAYS,
      minFormatted: formatNumber(DELIVERY_DAYS.min, locale, 0),
      maxFormatted: formatNumber(DELIVERY_DAYS.max, locale, 0),
    }),
  } as CheckoutLabels;

  return (
    <div className="mx-auto flex max-w-site flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-10">
      <Breadcrumb
        items={[
          { label: tb('home'), href: homePath },
          { label: t('cartCrumb'), href: checkoutPaths.cart },
          { label: t('pageTitle') },
        ]}
        locale={locale}
      />
      <h1 className="font-extrabold text-3xl text-espresso-900 sm:text-4xl">{t('pageTitle')}</h1>
      {failedOrder ? (
        <PaymentToast
          kind="error"
          message={(await getTranslations({ locale, namespace: 'Payments' }))('paymentFailed')}
        />
      ) : null}
      <CheckoutWithCart
        locale={locale}
        labels={labels}
        validationMessages={validationMessages}
        addresses={addresses.data}
        governorates={sortByText(governorates.data, (governorate) => governorate.name, locale)}
        paymentMethods={paymentMethods}
        failedOrder={failedOrder}
        recipient={{ name: user.name, mobile: user.mobile }}
        naming={naming}
        initiallyEmpty={hintsEmptyCart(jar.get(CART_HINT_COOKIE)?.value)}
      />
    </div>
  );
}

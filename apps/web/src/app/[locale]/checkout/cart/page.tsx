import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { CART_HINT_COOKIE, hintsEmptyCart } from '@/features/cart/cart-hint';
import { CartPageView } from '@/features/cart/cart-page-view';
import { getCartControlLabels } from '@/features/cart/get-cart-control-labels';
import { routing } from '@/i18n/routing';
import { checkoutPaths, homePath } from '@/lib/routes';
import { getPageMetadata } from '@/lib/seo';

type CartPageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: CartPageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Cart' });
  return getPageMetadata({
    locale,
    title: t('pageTitle'),
    description: t('pageDescription'),
    path: checkoutPaths.cart,
    noIndex: true,
  });
}

/**
 * `/checkout/cart`. The cart lives in the browser (localStorage, or the account's server cart loaded by the
 * navbar's CartBoot), so the page is the same for everyone of a language, guests included (their "Proceed to
 * checkout" leads to the login first), except that a browser whose cart was empty last time gets the empty cart
 * in the HTML itself (cart-hint.ts) instead of a loading line.
 */
export default async function CartPage({ params }: CartPageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [t, tb, controls, jar] = await Promise.all([
    getTranslations({ locale, namespace: 'Cart' }),
    getTranslations({ locale, namespace: 'Breadcrumb' }),
    getCartControlLabels(locale),
    cookies(),
  ]);

  return (
    <div className="mx-auto flex max-w-site flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-10">
      <Breadcrumb
        items={[{ label: tb('home'), href: homePath }, { label: t('pageTitle') }]}
        locale={locale}
      />
      <h1 className="font-extrabold text-3xl text-espresso-900 sm:text-4xl">{t('pageTitle')}</h1>
      <CartPageView
        locale={locale}
        initiallyEmpty={hintsEmptyCart(jar.get(CART_HINT_COOKIE)?.value)}
        labels={{
          loading: t('loading'),
          empty: t('empty'),
          emptyText: t('emptyText'),
          continueShopping: t('continueShopping'),
          linesLabel: t('linesLabel'),
          changesTitle: t('changesTitle'),
          checkout: t('checkout'),
          line: {
            unitPrice: t('unitPrice'),
            lineTotal: t('lineTotal'),
            remove: t.raw('remove') as string,
            removeShort: t('removeShort'),
          },
          controls,
          summary: {
            title: t('summaryTitle'),
            subtotal: t('subtotal'),
            delivery: t('delivery'),
            deliveryLater: t('deliveryLater'),
            couponDiscount: t('couponDiscount'),
            walletPaid: t('walletPaid'),
            total: t('total'),
            youSave: t.raw('youSave') as string,
          },
        }}
      />
    </div>
  );
}

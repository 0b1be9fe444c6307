import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { primaryActionClass } from '@/components/ui/status-message';
import { ProductGrid } from '@/features/catalog/product-grid';
import { EmptyWishlist } from '@/features/wishlist/empty-wishlist';
import { listWishlist } from '@/features/wishlist/list-wishlist';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { requireSessionUser } from '@/lib/api/authed';
import { getProductsPath, profilePaths } from '@/lib/routes';
import { getPageMetadata } from '@/lib/seo';
import { getProductCardSlots } from '../../_components/product-card-slots';

type PageProps = { params: Promise<{ locale: string }> };

const PATH = profilePaths.myWishList;

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Wishlist' });
  return getPageMetadata({
    locale,
    title: t('pageTitle'),
    description: t('pageDescription'),
    path: PATH,
    noIndex: true,
  });
}

/**
 * `/profile/my-wish-list`: the shopper's saved products as cards, each with its heart (pressing it takes the
 * product out, and the page is drawn again) and add-to-cart control; the empty state when there are none.
 */
export default async function MyWishListPage({ params }: PageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  await requireSessionUser(locale, PATH);
  const [t, products, slotsFor] = await Promise.all([
    getTranslations({ locale, namespace: 'Wishlist' }),
    listWishlist(locale),
    getProductCardSlots(locale, { refreshOnWishlistChange: true }),
  ]);

  return (
    <div className="flex flex-col gap-8">
      <header>
        <h1 className="font-bold text-3xl text-espresso-900">{t('pageTitle')}</h1>
        <p className="mt-2 text-mocha-600">{t('pageDescription')}</p>
      </header>
      {products.length === 0 ? (
        <EmptyWishlist
          title={t('emptyTitle')}
          description={t('emptyText')}
          action={
            <Link href={getProductsPath()} className={primaryActionClass}>
              {t('browse')}
            </Link>
          }
        />
      ) : (
        <ProductGrid products={products} locale={locale} slotsFor={slotsFor} />
      )}
    </div>
  );
}

import type { ProductListResponse } from '@coffee/contracts/catalog';
import type { Locale } from '@coffee/contracts/common';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { ProductGrid } from '@/features/catalog/product-grid';
import { FilterPanel } from '@/features/shop/filter-panel';
import { ProductResults } from '@/features/shop/product-results';
import { ShopBanner } from '@/features/shop/shop-banner';
import { type ShopEmptyReason, ShopEmptyState } from '@/features/shop/shop-empty-state';
import { routing } from '@/i18n/routing';
import { ApiRequestError } from '@/lib/api/api-request-error';
import { getCategories } from '@/lib/api/catalog';
import { listProducts } from '@/lib/api/products';
import { formatNumber } from '@/lib/format/number';
import { parseShopParams, type ShopParams } from '@/lib/shop-params';
import { getProductCardSlots } from '../_components/product-card-slots';
import { getShopHeading } from './shop-heading';

/** Cards whose pictures load at once: the first row on a phone and on most desktops. */
const PRIORITY_CARDS = 2;

const PATHNAME = '/products';

type ShopPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params, searchParams }: ShopPageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const shop = parseShopParams(await searchParams);
  const [categories, t, tm] = await Promise.all([
    getCategories(locale),
    getTranslations({ locale, namespace: 'Shop' }),
    getTranslations({ locale, namespace: 'Metadata' }),
  ]);
  const heading = await getShopHeading(shop, categories, locale);
  const title =
    shop.page > 1
      ? t('pagedTitle', { title: heading.title, page: formatNumber(shop.page, locale) })
      : heading.title;
  return {
    title,
    description: heading.description,
    robots: heading.indexable ? undefined : { index: false, follow: true },
    openGraph: {
      type: 'website',
      siteName: tm('siteName'),
      title,
      description: heading.description,
      locale: locale === 'ar' ? 'ar_EG' : 'en_US',
      alternateLocale: locale === 'ar' ? 'en_US' : 'ar_EG',
      images: heading.image ? [{ url: heading.image }] : undefined,
    },
  };
}

/**
 * A page of products for the filters in the URL, or `null` when the API refuses them (4xx): the shop then
 * shows its empty state rather than an error page. Unreachable API and 5xx still go to the error page.
 */
async function loadProducts(shop: ShopParams, locale: Locale): Promise<ProductListResponse | null> {
  try {
    return await listProducts(shop, locale);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return null;
    throw error;
  }
}

export default async function ShopPage({ params, searchParams }: ShopPageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  // NOTE: per request, never at build time (see the home page); API answers are shared via the data cache.
  await connection();

  const shop = parseShopParams(await searchParams);
  const categories = await getCategories(locale);
  const heading = await getShopHeading(shop, categories, locale);
  const [result, slotsFor] = await Promise.all([
    heading.unknownCategory ? null : loadProducts(shop, locale),
    getProductCardSlots(locale),
  ]);

  const reason: ShopEmptyReason = heading.unknownCategory
    ? 'unknownCategory'
    : result && result.meta.total > 0 && result.data.length === 0
      ? 'pastEnd'
      : 'noMatch';

  return (
    <div className="mx-auto flex max-w-site flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-10">
      <Breadcrumb items={heading.breadcrumb} locale={locale} />
      <ShopBanner title={heading.title} subtitle={heading.description} image={heading.image} />

      <div className="flex flex-col gap-6 nav:grid nav:grid-cols-[16.5rem_minmax(0,1fr)] nav:items-start nav:gap-10">
        {result ? (
          <FilterPanel filters={result.filters} params={shop} locale={locale} pathname={PATHNAME} />
        ) : (
          <div className="hidden nav:block" />
        )}
        <ProductResults
          result={result}
          params={shop}
          locale={locale}
          pathname={PATHNAME}
          grid={
            <ProductGrid
              products={result?.data ?? []}
              locale={locale}
              priorityCount={shop.page === 1 ? PRIORITY_CARDS : 0}
              slotsFor={slotsFor}
            />
          }
          withChips
          empty={
            <ShopEmptyState
              reason={reason}
              params={shop}
              locale={locale}
              pathname={PATHNAME}
              noResults={result?.no_results}
              slotsFor={slotsFor}
            />
          }
        />
      </div>
    </div>
  );
}

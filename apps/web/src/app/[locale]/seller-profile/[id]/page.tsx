import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { primaryActionClass } from '@/components/ui/status-message';
import { ProductGrid } from '@/features/catalog/product-grid';
import { getListHref, parseListParams, type SearchParams } from '@/features/sellers/list-params';
import { getCairoClock } from '@/features/sellers/opening-hours';
import { SellerHeader } from '@/features/sellers/seller-header';
import { SellerProductSearch } from '@/features/sellers/seller-product-search';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { getSellerDetails } from '@/lib/api/sellers';
import { formatNumber } from '@/lib/format/number';
import { toSnippet } from '@/lib/format/snippet';
import { parseRouteId } from '@/lib/route-id';
import { getSellerPath, homePath, sitePaths } from '@/lib/routes';
import { getPageMetadata } from '@/lib/seo';
import { getProductCardSlots } from '../../_components/product-card-slots';

type SellerPageProps = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<SearchParams>;
};

/** Cards in the first screenful on a phone, whose pictures load at once. */
const EAGER_CARDS = 2;

async function loadSeller({ params, searchParams }: SellerPageProps) {
  const { locale, id } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const sellerId = parseRouteId(id);
  if (sellerId === undefined) notFound();
  const filter = parseListParams(await searchParams);
  await connection();
  const details = await getSellerDetails(sellerId, locale, filter.query, filter.page);
  if (!details) notFound();
  return { locale, filter, ...details };
}

export async function generateMetadata(props: SellerPageProps): Promise<Metadata> {
  const { locale, filter, data } = await loadSeller(props);
  const { seller } = data;
  return getPageMetadata({
    locale,
    title: seller.name,
    description: toSnippet(seller.description),
    path: getSellerPath(seller.id),
    images: [seller.logo].filter(Boolean),
    // A search inside the shop is not a page of its own for search engines.
    noIndex: filter.query !== undefined,
  });
}

/** `/seller-profile/{id}` (route name seller-profile-id): who the seller is and their products. */
export default async function SellerPage(props: SellerPageProps) {
  const { locale, filter, data, meta } = await loadSeller(props);
  setRequestLocale(locale);
  const [t, tb, slotsFor] = await Promise.all([
    getTranslations({ locale, namespace: 'Seller' }),
    getTranslations({ locale, namespace: 'Breadcrumb' }),
    getProductCardSlots(locale),
  ]);
  const { seller, products } = data;
  const sellerPath = getSellerPath(seller.id);

  return (
    <div className="mx-auto max-w-site px-4 pt-6 sm:px-6 lg:px-10">
      <Breadcrumb
        locale={locale}
        items={[
          { label: tb('home'), href: homePath },
          ...(seller.is_coffee_shop ? [{ label: t('coffeeShops'), href: sitePaths.coffeeShops }] : []),
          { label: seller.name },
        ]}
      />
      <div className="mt-6">
        <SellerHeader seller={seller} clock={getCairoClock(new Date())} locale={locale} />
      </div>

      <section aria-labelledby="seller-products" className="mt-12">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="seller-products" className="font-bold text-2xl text-espresso-900">
              {filter.query ? t('resultsTitle', { query: filter.query }) : t('productsTitle')}
            </h2>
            {/* The header already counts all products; a search says how many it found. */}
            {filter.query ? (
              <p role="status" className="mt-1 text-mocha-600 text-sm">
                {t('productsCount', { count: meta.total, formatted: formatNumber(meta.total, locale) })}
              </p>
            ) : null}
          </div>
          <SellerProductSearch
            sellerId={seller.id}
            sellerName={seller.name}
            query={filter.query}
            locale={locale}
          />
        </div>

        {products.length === 0 ? (
          <EmptyState
            className="mt-6"
            as="h3"
            title={filter.query ? t('noResults', { query: filter.query }) : t('noProducts')}
            action={
              filter.query || filter.page > 1 ? (
                <Link href={sellerPath} className={primaryActionClass}>
                  {t('showAll')}
                </Link>
              ) : undefined
            }
          />
        ) : (
          <ProductGrid
            products={products}
            locale={locale}
            priorityCount={EAGER_CARDS}
            slotsFor={slotsFor}
            className="mt-6"
          />
        )}

        <Pagination
          page={meta.page}
          lastPage={meta.last_page}
          hrefFor={(page) => getListHref(sellerPath, { query: filter.query, page })}
          locale={locale}
          className="mt-10"
        />
      </section>
    </div>
  );
}

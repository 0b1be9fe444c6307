import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { primaryActionClass } from '@/components/ui/status-message';
import { CoffeeShopCard } from '@/features/sellers/coffee-shop-card';
import { CoffeeShopFilters } from '@/features/sellers/coffee-shop-filters';
import { getListHref, parseListParams, type SearchParams } from '@/features/sellers/list-params';
import { getCairoClock } from '@/features/sellers/opening-hours';
import { ShopBanner } from '@/features/shop/shop-banner';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { listCoffeeShops, listGovernorates } from '@/lib/api/sellers';
import { formatNumber } from '@/lib/format/number';
import { homePath, sitePaths } from '@/lib/routes';
import { getPageMetadata } from '@/lib/seo';

type CoffeeShopsPageProps = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

/** Logos of the first row load at once: they are in the first screenful. */
const EAGER_LOGOS = 3;

export async function generateMetadata({ params }: Pick<CoffeeShopsPageProps, 'params'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'CoffeeShops' });
  return getPageMetadata({
    locale,
    title: t('title'),
    description: t('metaDescription'),
    path: sitePaths.coffeeShops,
  });
}

/** `/coffe-shops` (the spec's spelling): coffee shops across Egypt, by governorate or by name. */
export default async function CoffeeShopsPage({ params, searchParams }: CoffeeShopsPageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  await connection();

  const filter = parseListParams(await searchParams);
  const [t, tb, governorates, { shops, meta }] = await Promise.all([
    getTranslations({ locale, namespace: 'CoffeeShops' }),
    getTranslations({ locale, namespace: 'Breadcrumb' }),
    listGovernorates(locale),
    listCoffeeShops(filter, locale),
  ]);
  // "Open now" is decided once per request, in Cairo time.
  const clock = getCairoClock(new Date());
  const filtered = filter.governorate !== undefined || filter.query !== undefined;

  return (
    <div className="mx-auto flex max-w-site flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-10">
      <Breadcrumb items={[{ label: tb('home'), href: homePath }, { label: t('title') }]} locale={locale} />
      <ShopBanner title={t('title')} subtitle={t('intro')} />

      <CoffeeShopFilters
        governorates={governorates}
        governorate={filter.governorate}
        query={filter.query}
        locale={locale}
      />

      <div>
        <p role="status" className="text-mocha-600 text-sm">
          {t('resultCount', { count: meta.total, formatted: formatNumber(meta.total, locale) })}
        </p>

        {shops.length === 0 ? (
          <EmptyState
            className="mt-4"
            title={filtered ? t('emptyFiltered') : t('empty')}
            action={
              filtered || filter.page > 1 ? (
                <Link href={sitePaths.coffeeShops} className={primaryActionClass}>
                  {t('showAll')}
                </Link>
              ) : undefined
            }
          />
        ) : (
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
            {shops.map((shop, index) => (
              <li key={shop.id}>
                <CoffeeShopCard shop={shop} clock={clock} locale={locale} priority={index < EAGER_LOGOS} />
              </li>
            ))}
          </ul>
        )}
      </div>

      <Pagination
        page={meta.page}
        lastPage={meta.last_page}
        hrefFor={(page) => getListHref(sitePaths.coffeeShops, { ...filter, page })}
        locale={locale}
        className="mt-4"
      />
    </div>
  );
}

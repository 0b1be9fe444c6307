import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { EmptyState } from '@/components/ui/empty-state';
import { primaryActionClass } from '@/components/ui/status-message';
import { ProductGrid } from '@/features/catalog/product-grid';
import { ProductResults } from '@/features/shop/product-results';
import { ShopBanner } from '@/features/shop/shop-banner';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { listProducts } from '@/lib/api/products';
import { formatNumber } from '@/lib/format/number';
import { homePath, sitePaths } from '@/lib/routes';
import { EMPTY_SHOP_PARAMS, getShopHref, parseShopParams, type ShopParams } from '@/lib/shop-params';
import { getProductCardSlots } from '../_components/product-card-slots';

/** Cards whose pictures load at once: the first row on a phone and on most desktops. */
const PRIORITY_CARDS = 2;

const PATHNAME = sitePaths.offers;

type OffersPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** Offers are the shop's on-sale products; this page keeps only the order and the page from its URL. */
async function readOffersParams(searchParams: OffersPageProps['searchParams']): Promise<ShopParams> {
  const { sort, page } = parseShopParams(await searchParams);
  return { ...EMPTY_SHOP_PARAMS, sort, page };
}

export async function generateMetadata({ params, searchParams }: OffersPageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const { page } = await readOffersParams(searchParams);
  const [t, ts, tm] = await Promise.all([
    getTranslations({ locale, namespace: 'Offers' }),
    getTranslations({ locale, namespace: 'Shop' }),
    getTranslations({ locale, namespace: 'Metadata' }),
  ]);
  const title =
    page > 1 ? ts('pagedTitle', { title: t('title'), page: formatNumber(page, locale) }) : t('title');
  return {
    title,
    description: t('description'),
    openGraph: {
      type: 'website',
      siteName: tm('siteName'),
      title,
      description: t('description'),
      locale: locale === 'ar' ? 'ar_EG' : 'en_US',
      alternateLocale: locale === 'ar' ? 'en_US' : 'ar_EG',
    },
  };
}

export default async function OffersPage({ params, searchParams }: OffersPageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  await connection();

  const offers = await readOffersParams(searchParams);
  // Sent as `on_sale=true`, kept out of the page's own URL: on /offers it goes without saying.
  const result = await listProducts({ ...offers, onSale: true }, locale);
  const [t, tb, slotsFor] = await Promise.all([
    getTranslations({ locale, namespace: 'Offers' }),
    getTranslations({ locale, namespace: 'Breadcrumb' }),
    getProductCardSlots(locale),
  ]);
  const pastEnd = result.meta.total > 0 && result.data.length === 0;

  return (
    <div className="mx-auto flex max-w-site flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-10">
      <Breadcrumb items={[{ label: tb('home'), href: homePath }, { label: tb('offers') }]} locale={locale} />
      <ShopBanner title={t('title')} subtitle={t('description')} />
      <ProductResults
        result={result}
        params={offers}
        locale={locale}
        pathname={PATHNAME}
        grid={
          <ProductGrid
            products={result?.data ?? []}
            locale={locale}
            priorityCount={offers.page === 1 ? PRIORITY_CARDS : 0}
            slotsFor={slotsFor}
          />
        }
        empty={
          <EmptyState
            title={t('emptyTitle')}
            description={t('emptyText')}
            action={
              <Link href={pastEnd ? PATHNAME : getShopHref(EMPTY_SHOP_PARAMS)} className={primaryActionClass}>
                {pastEnd ? tb('offers') : t('browseAll')}
              </Link>
            }
          />
        }
      />
    </div>
  );
}

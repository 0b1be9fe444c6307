import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/ui/empty-state';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/form/button-classes';
import { Pagination } from '@/components/ui/pagination';
import { Link } from '@/i18n/navigation';
import { listAdminSellers, listBackofficeProducts } from '@/lib/api/backoffice';
import { adminPaths, sellerPaths } from '@/lib/backoffice-routes';
import { readPage } from '@/lib/read-page';
import { CatalogFilters } from '../kit/catalog-filters';
import { CatalogList } from './catalog-list';

type Search = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim();

/** The products page of the back office (`area` admin) and of the seller portal (`area` seller). */
export async function CatalogPage({
  area,
  path,
  search,
  locale,
}: {
  area: 'admin' | 'seller';
  path: string;
  search: Search;
  locale: Locale;
}) {
  const q = first(search.q)?.slice(0, 100) || undefined;
  const sellerId =
    area === 'admin' && /^\d{1,9}$/.test(first(search.seller_id) ?? '') ? first(search.seller_id) : undefined;
  const page = readPage(search.page);
  const values = { ...(q && { q }), ...(sellerId && { seller_id: sellerId }) };
  const [{ data: products, meta }, sellers, t, catalogT] = await Promise.all([
    listBackofficeProducts(area, { ...values, page }, locale),
    area === 'admin' ? listAdminSellers(locale) : Promise.resolve(undefined),
    getTranslations({ locale, namespace: 'Admin' }),
    getTranslations({ locale, namespace: 'AdminCatalog' }),
  ]);
  const paths = area === 'admin' ? adminPaths : sellerPaths;
  const hrefFor = (target: number) => {
    const query = new URLSearchParams(values);
    if (target > 1) query.set('page', String(target));
    const text = query.toString();
    return text ? `${path}?${text}` : path;
  };

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="font-bold text-3xl text-espresso-900">
          {area === 'admin' ? t('productsTitle') : t('myProducts')}
        </h1>
        <p className="mt-2 text-mocha-600">
          {area === 'admin' ? t('productsDescription') : t('sellerProductsDescription')}
        </p>
      </header>
      <nav aria-label={catalogT('productsActions')} className="flex flex-wrap gap-3">
        <Link href={paths.newProduct} className={primaryButtonClass}>
          {catalogT('newProduct')}
        </Link>
        <Link href={paths.productsCsv} className={secondaryButtonClass}>
          {catalogT('csv')}
        </Link>
      </nav>
      <CatalogFilters path={path} values={values} sellers={sellers} locale={locale} />
      {products.length > 0 ? (
        <>
          <CatalogList products={products} area={area} locale={locale} />
          <Pagination page={meta.page} lastPage={meta.last_page} hrefFor={hrefFor} locale={locale} />
        </>
      ) : (
        <EmptyState title={t('productsEmpty')} description={t('productsEmptyText')} />
      )}
    </div>
  );
}

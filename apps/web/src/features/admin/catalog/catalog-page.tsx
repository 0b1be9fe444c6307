import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/form/button-classes';
import { Link } from '@/i18n/navigation';
import { listAdminSellers, listBackofficeProducts } from '@/lib/api/backoffice';
import { adminPaths, sellerPaths } from '@/lib/backoffice-routes';
import { readPage } from '@/lib/read-page';
import { ListPage } from '../kit/list-page';
import { type ListParam, readListFilters, searchText } from '../kit/list-query';
import { getSellerFilter } from '../kit/seller-filter';
import { CatalogList } from './catalog-list';

type Search = Record<string, string | string[] | undefined>;

/** A seller's number in the address (the back office's picker); anything else is every seller. */
const sellerId: ListParam = (raw) => {
  const value = raw?.trim();
  return value && /^\d{1,9}$/.test(value) ? value : undefined;
};

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
  const values = readListFilters(search, {
    q: searchText(100),
    seller_id: area === 'admin' ? sellerId : () => undefined,
  });
  const page = readPage(search.page);
  const [{ data: products, meta }, sellerFilter, t, catalogT] = await Promise.all([
    listBackofficeProducts(area, { ...values, page }, locale),
    area === 'admin'
      ? listAdminSellers(locale).then((sellers) => getSellerFilter(sellers, locale))
      : Promise.resolve(undefined),
    getTranslations({ locale, namespace: 'Admin' }),
    getTranslations({ locale, namespace: 'AdminCatalog' }),
  ]);
  const paths = area === 'admin' ? adminPaths : sellerPaths;

  return (
    <ListPage
      title={area === 'admin' ? t('productsTitle') : t('myProducts')}
      description={area === 'admin' ? t('productsDescription') : t('sellerProductsDescription')}
      toolbar={
        <nav aria-label={catalogT('productsActions')} className="flex flex-wrap gap-3">
          <Link href={paths.newProduct} className={primaryButtonClass}>
            {catalogT('newProduct')}
          </Link>
          <Link href={paths.productsCsv} className={secondaryButtonClass}>
            {catalogT('csv')}
          </Link>
        </nav>
      }
      path={path}
      values={values}
      filters={{
        search: t('productSearchHint'),
        fields: sellerFilter ? [sellerFilter] : [],
      }}
      rows={products}
      meta={meta}
      empty={{ title: t('productsEmpty'), description: t('productsEmptyText') }}
      locale={locale}
    >
      <CatalogList products={products} area={area} locale={locale} />
    </ListPage>
  );
}

import type { ProductListResponse } from '@coffee/contracts/catalog';
import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Pagination } from '@/components/ui/pagination';
import { formatNumber } from '@/lib/format/number';
import { changeShopParams, getShopHref, type ShopParams } from '@/lib/shop-params';
import { FilterChips } from './filter-chips';
import { SortForm } from './sort-form';

type ProductResultsProps = {
  /** `null` when there is nothing to list (an unknown category…): the empty state shows. */
  result: ProductListResponse | null;
  params: ShopParams;
  locale: Locale;
  pathname: string;
  /** Chips for the chosen filters (the shop); the offers page has none. */
  withChips?: boolean;
  /** The products, as a grid (features do not import each other, so the page hands it in). */
  grid: ReactNode;
  /** What to show instead when the page has no products. */
  empty: ReactNode;
};

/** The result column: count and sort, chosen-filter chips, the product grid (or the empty state), pages. */
export async function ProductResults({
  result,
  params,
  locale,
  pathname,
  withChips = false,
  grid,
  empty,
}: ProductResultsProps) {
  const t = await getTranslations({ locale, namespace: 'Shop' });
  const total = result?.meta.total ?? 0;
  const products = result?.data ?? [];

  return (
    <section aria-labelledby="results-heading" className="flex min-w-0 flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="results-heading" aria-live="polite" className="font-semibold text-espresso-900">
          {t('resultCount', { count: total, formatted: formatNumber(total, locale) })}
        </h2>
        {total > 0 ? <SortForm params={params} locale={locale} pathname={pathname} /> : null}
      </div>

      {withChips && result ? (
        <FilterChips filters={result.filters} params={params} locale={locale} pathname={pathname} />
      ) : null}

      {products.length > 0 ? grid : empty}

      {result && products.length > 0 ? (
        <Pagination
          page={result.meta.page}
          lastPage={result.meta.last_page}
          hrefFor={(page) => getShopHref(changeShopParams(params, { page }), pathname)}
          locale={locale}
          className="mt-4"
        />
      ) : null}
    </section>
  );
}

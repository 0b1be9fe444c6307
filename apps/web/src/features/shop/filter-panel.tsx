import type { ProductFilter } from '@coffee/contracts/catalog';
import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { formatNumber } from '@/lib/format/number';
import { chosenOptions, hasFilters, isKnownFilter } from '@/lib/shop-options';
import {
  carriedEntries,
  clearFilters,
  getShopHref,
  SHOP_PARAM,
  type ShopParamName,
  type ShopParams,
} from '@/lib/shop-params';
import { MultiOptions, RangeOptions, SingleOptions } from './filter-options';
import { FilterSection } from './filter-section';
import { ShopForm } from './shop-form';

/** The fields this form has controls for; everything else in the URL rides along as hidden fields. */
const CONTROLLED: readonly ShopParamName[] = [
  SHOP_PARAM.brand,
  SHOP_PARAM.priceMin,
  SHOP_PARAM.priceMax,
  SHOP_PARAM.inStock,
  SHOP_PARAM.onSale,
];

type FilterPanelProps = {
  filters: ProductFilter[];
  params: ShopParams;
  locale: Locale;
  /** `/products` */
  pathname: string;
  className?: string;
};

/**
 * The side filter panel, built from the API's `filters` answer: multi filters as checkboxes, single ones as
 * links that work like radio buttons, ranges as min/max fields. Each section folds; a clear-all link heads
 * it. Below 992 px the whole panel is a disclosure ("Filters") above the results.
 */
export async function FilterPanel({ filters, params, locale, pathname, className }: FilterPanelProps) {
  const t = await getTranslations({ locale, namespace: 'Shop' });
  const chosenCount = chosenOptions(params).filter((option) => option.key !== 'query').length;
  const shown = filters.filter((filter) => isKnownFilter(filter.key) && hasContent(filter, params));

  return (
    <aside aria-label={t('filters')} className={className}>
      {/* Keyed by page: filtering keeps the phone's drawer open, paging (to the top) closes it. */}
      <details
        key={params.page}
        className="group/drawer rounded-card bg-white ring-1 ring-crema-200 nav:bg-transparent nav:ring-0 nav:details-content:[content-visibility:visible]"
      >
        <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-card px-4 py-3 font-semibold text-espresso-900 nav:supports-[selector(::details-content)]:hidden [&::-webkit-details-marker]:hidden">
          <span className="inline-flex items-center gap-2">
            <FunnelIcon />
            {t('filters')}
            {chosenCount > 0 ? (
              <span className="rounded-full bg-espresso-900 px-2 py-0.5 text-cream-50 text-xs">
                <span className="sr-only">
                  {t('chosenCount', { count: chosenCount, formatted: formatNumber(chosenCount, locale) })}
                </span>
                <span aria-hidden="true">{formatNumber(chosenCount, locale)}</span>
              </span>
            ) : null}
          </span>
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            className="size-5 transition-transform group-open/drawer:rotate-180"
          >
            <path d="M6 9l6 6 6-6" />
          </svg>
        </summary>

        <div className="border-crema-200 border-t px-4 pb-4 nav:border-0 nav:p-0">
          <div className="flex items-center justify-between gap-3 py-3 nav:pt-0">
            <h2 className="font-bold text-espresso-900 text-lg max-nav:sr-only">{t('filters')}</h2>
            {hasFilters(params) ? (
              <Link
                href={getShopHref(clearFilters(params), pathname)}
                prefetch={false}
                className="font-semibold text-caramel-700 text-sm underline-offset-4 hover:underline"
              >
                {t('clearAll')}
              </Link>
            ) : null}
          </div>

          <ShopForm key={getShopHref(params, pathname)} action={pathname} label={t('filters')}>
            {carriedEntries(params, CONTROLLED).map(([name, value]) => (
              <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
            ))}
            <div className="divide-y divide-crema-200 border-crema-200 border-y">
              {shown.map((filter) => (
                <FilterSection key={filter.key} title={filter.name}>
                  {filter.type === 'multi' ? (
                    <MultiOptions filter={filter} params={params} locale={locale} />
                  ) : filter.type === 'single' ? (
                    <SingleOptions filter={filter} params={params} locale={locale} pathname={pathname} />
                  ) : (
                    <RangeOptions filter={filter} params={params} locale={locale} />
                  )}
                </FilterSection>
              ))}
            </div>
            <noscript>
              <button
                type="submit"
                className="mt-4 w-full rounded-full bg-espresso-900 px-5 py-2.5 font-semibold text-cream-50 text-sm"
              >
                {t('apply')}
              </button>
            </noscript>
          </ShopForm>
        </div>
      </details>
    </aside>
  );
}

/** A section is worth showing when it has options to choose, or a chosen one to undo. */
function hasContent(filter: ProductFilter, params: ShopParams): boolean {
  if (filter.type === 'range') {
    const [min, max] = [
      filter.options.find((o) => o.id === 'min'),
      filter.options.find((o) => o.id === 'max'),
    ];
    return (
      (min !== undefined && max !== undefined && max.count > min.count) ||
      params.priceMin !== undefined ||
      params.priceMax !== undefined
    );
  }
  return filter.options.length > 0;
}

function FunnelIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-5"
    >
      <path d="M4 5h16l-6 7.5V19l-4-2v-4.5z" />
    </svg>
  );
}

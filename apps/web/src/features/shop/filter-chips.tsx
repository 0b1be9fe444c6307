import type { ProductFilter } from '@coffee/contracts/catalog';
import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { formatPrice } from '@/lib/format/money';
import { type ChosenOption, chosenOptions, hasFilters, removeOption } from '@/lib/shop-options';
import { clearFilters, getShopHref, type ShopParams } from '@/lib/shop-params';
import { ratingLabel } from './filter-options';

type FilterChipsProps = {
  filters: ProductFilter[];
  params: ShopParams;
  locale: Locale;
  pathname: string;
};

/**
 * One removable chip per chosen option, built from the option's filter key and type and named from the
 * API's `filters` answer (which keeps chosen options even when nothing matches them), then clear-all.
 */
export async function FilterChips({ filters, params, locale, pathname }: FilterChipsProps) {
  const t = await getTranslations({ locale, namespace: 'Shop' });
  const chosen = chosenOptions(params);
  if (chosen.length === 0) return null;

  const optionName = (key: string, id: string | number) =>
    filters.find((filter) => filter.key === key)?.options.find((option) => String(option.id) === String(id))
      ?.name;
  const egp = (value: number) => formatPrice(Math.round(value * 100), locale);

  const labelOf = (option: ChosenOption): string => {
    switch (option.key) {
      case 'query':
        return t('searchChip', { query: option.id });
      case 'price':
        if (option.min !== undefined && option.max !== undefined)
          return t('priceChip', { min: egp(option.min), max: egp(option.max) });
        return option.min !== undefined
          ? t('priceFromChip', { min: egp(option.min) })
          : t('priceUpToChip', { max: egp(option.max ?? 0) });
      case 'rating':
        return ratingLabel(t, option.id, locale);
      default: {
        const filterName = filters.find((filter) => filter.key === option.key)?.name ?? option.key;
        return optionName(option.key, option.id) ?? `${filterName}: ${option.id}`;
      }
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <h2 className="sr-only">{t('chipsLabel')}</h2>
      <ul className="contents">
        {chosen.map((option) => {
          const label = labelOf(option);
          return (
            <li key={`${option.key}:${option.id}`}>
              <Link
                href={getShopHref(removeOption(params, option), pathname)}
                prefetch={false}
                scroll={false}
                className="inline-flex max-w-full items-center gap-1.5 rounded-full bg-latte-100 py-1.5 ps-3.5 pe-2.5 text-espresso-900 text-sm ring-1 ring-crema-300 transition-colors hover:bg-crema-200"
              >
                <span className="truncate">{label}</span>
                <span className="sr-only">{t('removeFilter')}</span>
                <svg
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  focusable="false"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.25"
                  strokeLinecap="round"
                  className="size-3.5 shrink-0 text-mocha-600"
                >
                  <path d="M6 6l12 12M18 6L6 18" />
                </svg>
              </Link>
            </li>
          );
        })}
      </ul>
      {hasFilters(params) ? (
        <Link
          href={getShopHref(clearFilters(params), pathname)}
          prefetch={false}
          scroll={false}
          className="px-2 font-semibold text-caramel-700 text-sm underline-offset-4 hover:underline"
        >
          {t('clearAll')}
        </Link>
      ) : null}
    </div>
  );
}

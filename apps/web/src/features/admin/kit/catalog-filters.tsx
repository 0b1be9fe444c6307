import type { AdminSellerOption } from '@coffee/contracts/backoffice';
import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import type { z } from 'zod';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/form/button-classes';
import { controlClass } from '@/components/ui/form/control-class';
import { Link } from '@/i18n/navigation';

type CatalogFiltersProps = {
  path: string;
  values: { q?: string; seller_id?: string } & Record<string, string | undefined>;
  /** The back office's seller picker; the seller portal has none. */
  sellers?: z.infer<typeof AdminSellerOption>[];
  /** More pickers (a post's kind, draft or published): each with an "any" first. */
  selects?: { name: string; label: string; any: string; options: { value: string; label: string }[] }[];
  /** What the search box takes; products' numbers and names by default. */
  placeholder?: string;
  locale: Locale;
};

const labelClass = 'flex flex-col gap-1 font-semibold text-espresso-900 text-sm';

/**
 * A search box (and, for the back office's products, a seller picker) as a plain GET form: products by number
 * or name, customers by name, email or mobile.
 */
export async function CatalogFilters({
  path,
  values,
  sellers,
  selects = [],
  placeholder,
  locale,
}: CatalogFiltersProps) {
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return (
    <form
      method="get"
      aria-label={t('filtersLabel')}
      className="grid gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-crema-200 sm:grid-cols-2"
    >
      <label className={labelClass}>
        {t('search')}
        <input
          type="search"
          name="q"
          defaultValue={values.q}
          placeholder={placeholder ?? t('productSearchHint')}
          className={controlClass}
          maxLength={100}
        />
      </label>
      {sellers ? (
        <label className={labelClass}>
          {t('seller')}
          <select name="seller_id" defaultValue={values.seller_id ?? ''} className={controlClass}>
            <option value="">{t('anySeller')}</option>
            {sellers.map((seller) => (
              <option key={seller.id} value={seller.id}>
                {seller.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {selects.map((select) => (
        <label key={select.name} className={labelClass}>
          {select.label}
          <select name={select.name} defaultValue={values[select.name] ?? ''} className={controlClass}>
            <option value="">{select.any}</option>
            {select.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      <div className="flex flex-wrap items-end gap-3 sm:col-span-2">
        <button type="submit" className={primaryButtonClass}>
          {t('search')}
        </button>
        <Link href={path} className={secondaryButtonClass}>
          {t('reset')}
        </Link>
      </div>
    </form>
  );
}

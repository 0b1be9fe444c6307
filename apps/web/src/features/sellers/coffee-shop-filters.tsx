import type { Locale } from '@coffee/contracts/common';
import type { Governorate } from '@coffee/contracts/locations';
import Form from 'next/form';
import { getTranslations } from 'next-intl/server';
import { SearchIcon } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import { sitePaths } from '@/lib/routes';

type CoffeeShopFiltersProps = {
  governorates: Governorate[];
  governorate?: number;
  query?: string;
  locale: Locale;
};

const fieldClass =
  'h-11 w-full rounded-full border border-crema-300 bg-white px-4 text-espresso-900 text-sm placeholder:text-mocha-500 focus:border-caramel-500 focus-visible:outline-offset-1';

/**
 * Search text and governorate as a GET form: the filter lives in the URL (`?query=&governorate=`), so the
 * list renders on the server and a link to it shows the same shops. Works before any JS has loaded.
 */
export async function CoffeeShopFilters({
  governorates,
  governorate,
  query,
  locale,
}: CoffeeShopFiltersProps) {
  const t = await getTranslations({ locale, namespace: 'CoffeeShops' });
  const filtered = governorate !== undefined || Boolean(query);

  return (
    <Form
      action={sitePaths.coffeeShops}
      role="search"
      aria-label={t('filtersLabel')}
      className="grid gap-3 rounded-card bg-white p-4 shadow-card ring-1 ring-crema-200 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-end sm:p-5"
    >
      <div>
        <label htmlFor="shops-query" className="mb-1.5 block font-semibold text-espresso-900 text-sm">
          {t('searchLabel')}
        </label>
        <input
          id="shops-query"
          type="search"
          name="query"
          defaultValue={query}
          maxLength={100}
          placeholder={t('searchPlaceholder')}
          className={fieldClass}
        />
      </div>
      <div>
        <label htmlFor="shops-governorate" className="mb-1.5 block font-semibold text-espresso-900 text-sm">
          {t('governorateLabel')}
        </label>
        <select
          id="shops-governorate"
          name="governorate"
          defaultValue={governorate ?? ''}
          className={fieldClass}
        >
          <option value="">{t('allGovernorates')}</option>
          {governorates.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-3">
        <button
          type="submit"
          className="inline-flex h-11 items-center gap-2 rounded-full bg-espresso-900 px-5 font-semibold text-cream-50 text-sm transition-colors hover:bg-mocha-700"
        >
          <SearchIcon className="size-4" />
          {t('submit')}
        </button>
        {filtered ? (
          <Link
            href={sitePaths.coffeeShops}
            className="font-semibold text-caramel-700 text-sm hover:text-espresso-900"
          >
            {t('clear')}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import {
  availableSorts,
  carriedEntries,
  defaultSort,
  getShopHref,
  SHOP_PARAM,
  type ShopParams,
} from '@/lib/shop-params';
import { ShopForm } from './shop-form';

type SortFormProps = { params: ShopParams; locale: Locale; pathname: string };

/** "Sort by" select: changes the order at once with JavaScript, with a Sort button without it. */
export async function SortForm({ params, locale, pathname }: SortFormProps) {
  const t = await getTranslations({ locale, namespace: 'Shop' });
  return (
    <ShopForm key={getShopHref(params, pathname)} action={pathname} label={t('sortLabel')}>
      {carriedEntries(params, [SHOP_PARAM.sort]).map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <div className="flex items-center gap-2">
        <label htmlFor="shop-sort" className="whitespace-nowrap text-mocha-700 text-sm">
          {t('sortLabel')}
        </label>
        <select
          id="shop-sort"
          name={SHOP_PARAM.sort}
          defaultValue={params.sort ?? defaultSort(params)}
          className="rounded-full border border-crema-300 bg-white py-2 ps-3.5 pe-8 font-semibold text-espresso-900 text-sm"
        >
          {availableSorts(params).map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort.${sort}`)}
            </option>
          ))}
        </select>
        <noscript>
          <button
            type="submit"
            className="rounded-full bg-espresso-900 px-4 py-2 font-semibold text-cream-50 text-sm"
          >
            {t('sortSubmit')}
          </button>
        </noscript>
      </div>
    </ShopForm>
  );
}

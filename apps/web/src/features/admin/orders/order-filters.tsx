import type { AdminSellerOption } from '@coffee/contracts/backoffice';
import { PAYMENT_METHOD_IDS } from '@coffee/contracts/checkout';
import type { Locale } from '@coffee/contracts/common';
import type { Governorate } from '@coffee/contracts/locations';
import { ORDER_STATUSES } from '@coffee/contracts/orders';
import { getTranslations } from 'next-intl/server';
import type { z } from 'zod';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/form/button-classes';
import { controlClass } from '@/components/ui/form/control-class';
import { Link } from '@/i18n/navigation';
import { adminPaths } from '@/lib/backoffice-routes';
import type { OrderFilterValues } from './order-filter-values';

type OrderFiltersProps = {
  values: OrderFilterValues;
  governorates: Governorate[];
  sellers: z.infer<typeof AdminSellerOption>[];
  locale: Locale;
};

const labelClass = 'flex flex-col gap-1 font-semibold text-espresso-900 text-sm';

/**
 * The orders' filters as a plain GET form: the filters live in the page's address (bookmarkable, shareable,
 * the back button works) and the form works before any JavaScript has loaded.
 */
export async function OrderFilters({ values, governorates, sellers, locale }: OrderFiltersProps) {
  const [t, tOrders] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin' }),
    getTranslations({ locale, namespace: 'OrderHistory' }),
  ]);
  return (
    <form
      method="get"
      aria-label={t('filtersLabel')}
      className="grid gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-crema-200 sm:grid-cols-2 lg:grid-cols-4 print:hidden"
    >
      <label className={`${labelClass} sm:col-span-2`}>
        {t('search')}
        <input
          type="search"
          name="q"
          defaultValue={values.q}
          placeholder={t('searchHint')}
          className={controlClass}
          maxLength={100}
        />
      </label>
      <label className={labelClass}>
        {t('status')}
        <select name="status" defaultValue={values.status ?? ''} className={controlClass}>
          <option value="">{t('anyStatus')}</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`statusNames.${status}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        {t('paymentMethod')}
        <select name="payment_method" defaultValue={values.payment_method ?? ''} className={controlClass}>
          <option value="">{t('anyMethod')}</option>
          {PAYMENT_METHOD_IDS.map((method) => (
            <option key={method} value={method}>
              {tOrders(`method.${method}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        {t('governorate')}
        <select name="governorate_id" defaultValue={values.governorate_id ?? ''} className={controlClass}>
          <option value="">{t('anyGovernorate')}</option>
          {governorates.map((governorate) => (
            <option key={governorate.id} value={governorate.id}>
              {governorate.name}
            </option>
          ))}
        </select>
      </label>
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
      <label className={labelClass}>
        {t('from')}
        <input type="date" name="from" defaultValue={values.from} className={controlClass} />
      </label>
      <label className={labelClass}>
        {t('to')}
        <input type="date" name="to" defaultValue={values.to} className={controlClass} />
      </label>
      <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-4">
        <button type="submit" className={primaryButtonClass}>
          {t('apply')}
        </button>
        <Link href={adminPaths.orders} className={secondaryButtonClass}>
          {t('reset')}
        </Link>
      </div>
    </form>
  );
}

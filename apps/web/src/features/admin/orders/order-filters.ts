import type { AdminSellerOption } from '@coffee/contracts/backoffice';
import { PAYMENT_METHOD_IDS } from '@coffee/contracts/checkout';
import type { Locale } from '@coffee/contracts/common';
import type { Governorate } from '@coffee/contracts/locations';
import { ORDER_STATUSES } from '@coffee/contracts/orders';
import { getTranslations } from 'next-intl/server';
import type { z } from 'zod';
import type { ListFiltersSpec } from '../kit/list-filters';
import { getSellerFilter } from '../kit/seller-filter';

/** The orders' filters: number, name or mobile; status, payment, governorate, seller; a range of days. */
export async function getOrderFilters(
  governorates: Governorate[],
  sellers: z.infer<typeof AdminSellerOption>[],
  locale: Locale,
): Promise<ListFiltersSpec> {
  const [t, tOrders, seller] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin' }),
    getTranslations({ locale, namespace: 'OrderHistory' }),
    getSellerFilter(sellers, locale),
  ]);
  return {
    layout: 'wide',
    search: t('searchHint'),
    submit: t('apply'),
    fields: [
      {
        kind: 'select',
        name: 'status',
        label: t('status'),
        any: t('anyStatus'),
        options: ORDER_STATUSES.map((status) => ({ value: status, label: t(`statusNames.${status}`) })),
      },
      {
        kind: 'select',
        name: 'payment_method',
        label: t('paymentMethod'),
        any: t('anyMethod'),
        options: PAYMENT_METHOD_IDS.map((method) => ({ value: method, label: tOrders(`method.${method}`) })),
      },
      {
        kind: 'select',
        name: 'governorate_id',
        label: t('governorate'),
        any: t('anyGovernorate'),
        options: governorates.map((governorate) => ({
          value: String(governorate.id),
          label: governorate.name,
        })),
      },
      seller,
      { kind: 'date', name: 'from', label: t('from') },
      { kind: 'date', name: 'to', label: t('to') },
    ],
  };
}

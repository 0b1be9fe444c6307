import type { AdminSellerOption } from '@coffee/contracts/backoffice';
import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import type { z } from 'zod';
import type { FilterField } from './list-filters';

/** The back office's seller picker (`seller_id`) of a list's filters: orders and products. */
export async function getSellerFilter(
  sellers: z.infer<typeof AdminSellerOption>[],
  locale: Locale,
): Promise<FilterField> {
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return {
    kind: 'select',
    name: 'seller_id',
    label: t('seller'),
    any: t('anySeller'),
    options: sellers.map((seller) => ({ value: String(seller.id), label: seller.name })),
  };
}

import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import type { FilterField } from '../kit/list-filters';

/** The posts' and recipes' Draft/Published picker. */
export async function getStatusFilter(locale: Locale): Promise<FilterField> {
  const t = await getTranslations({ locale, namespace: 'Admin.content' });
  return {
    kind: 'select',
    name: 'status',
    label: t('status'),
    any: t('anyStatus'),
    options: [
      { value: 'draft', label: t('draft') },
      { value: 'published', label: t('publishedStatus') },
    ],
  };
}

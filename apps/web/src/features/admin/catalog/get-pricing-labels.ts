import 'server-only';
import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import type { PricingFormLabels } from './pricing-form';

/** The price-and-stock form's texts, for the back office and the seller portal alike. */
export async function getPricingLabels(locale: Locale): Promise<PricingFormLabels> {
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return {
    pricingOf: t.raw('pricingOf') as string,
    price: t('price'),
    beforeDiscount: t('beforeDiscount'),
    beforeDiscountHint: t('beforeDiscountHint'),
    stock: t('stock'),
    published: t('published'),
    save: t('save'),
    saving: t('saving'),
    saved: t.raw('saved') as string,
    invalidPrice: t('invalidPrice'),
    invalidStock: t('invalidStock'),
    networkError: t('networkError'),
  };
}

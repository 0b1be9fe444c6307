import 'server-only';
import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import type { CartControlLabels } from './cart-labels';

/**
 * The add-to-cart control's texts for a page. Build them once per page and hand the same object to every
 * card: the page's payload then carries them once.
 */
export async function getCartControlLabels(locale: Locale): Promise<CartControlLabels> {
  const t = await getTranslations({ locale, namespace: 'Cart' });
  return {
    addToCart: t('addToCart'),
    outOfStock: t('outOfStock'),
    // Templates: the browser fills in `{name}`.
    increase: t.raw('increase') as string,
    decrease: t.raw('decrease') as string,
    quantityOf: t.raw('quantityOf') as string,
    toasts: {
      added: t('toastAdded'),
      updated: t('toastUpdated'),
      decreased: t('toastDecreased'),
      removed: t('toastRemoved'),
    },
  };
}

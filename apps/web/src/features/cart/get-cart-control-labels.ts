import 'server-only';
import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import type { CartControlLabels, CartLineNaming } from './cart-labels';

/** The templates that name a line's variant ("Size: {name}") and a whole line. */
export async function getCartLineNaming(locale: Locale): Promise<CartLineNaming> {
  const t = await getTranslations({ locale, namespace: 'Cart' });
  return {
    variant: {
      grind: t.raw('variant.grind') as string,
      size: t.raw('variant.size') as string,
      color: t.raw('variant.color') as string,
    },
    lineName: t.raw('lineName') as string,
  };
}

/**
 * The add-to-cart control's texts for a page. Build them once per page and hand the same object to every
 * card: the page's payload then carries them once.
 */
export async function getCartControlLabels(locale: Locale): Promise<CartControlLabels> {
  const [t, naming] = await Promise.all([
    getTranslations({ locale, namespace: 'Cart' }),
    getCartLineNaming(locale),
  ]);
  return {
    addToCart: t('addToCart'),
    outOfStock: t('outOfStock'),
    chooseOptions: t('chooseOptions'),
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
    naming,
  };
}

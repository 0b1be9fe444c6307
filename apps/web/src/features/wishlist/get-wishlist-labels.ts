import 'server-only';
import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import type { WishlistLabels } from './wishlist-labels';

/** The wishlist controls' texts for a page; one object for every card of it. */
export async function getWishlistLabels(locale: Locale): Promise<WishlistLabels> {
  const t = await getTranslations({ locale, namespace: 'Wishlist' });
  return {
    // Templates: the browser fills in `{name}`.
    add: t.raw('add') as string,
    remove: t.raw('remove') as string,
    addButton: t('addButton'),
    removeButton: t('removeButton'),
    loginFirst: t('loginFirst'),
  };
}

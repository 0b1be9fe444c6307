'use client';

import type { Locale } from '@coffee/contracts/common';
import { useWishlistStart } from './browser-wishlist';

/**
 * Loads a signed-in shopper's wishlist when any page starts (spec §2: at start-up the cart and the wishlist
 * come from the server), so hearts and counts are right before a control first asks.
 */
export function WishlistBoot({ locale }: { locale: Locale }) {
  useWishlistStart(locale);
  return null;
}

import 'server-only';
import type { ProductCard } from '@coffee/contracts/catalog';
import type { Locale } from '@coffee/contracts/common';
import { WishlistResponse } from '@coffee/contracts/wishlist';
import { apiAuthedGet } from '@/lib/api/authed';

/** The signed-in shopper's wishlist as product cards, newest first (`GET /wishlist`). Never cached. */
export async function listWishlist(locale: Locale): Promise<ProductCard[]> {
  return (await apiAuthedGet('/wishlist', {}, WishlistResponse, { locale })).data;
}

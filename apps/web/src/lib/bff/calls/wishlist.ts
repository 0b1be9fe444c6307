import { defineCall } from '../define-call';

// A signed-in shopper's wishlist (apps/api/src/modules/wishlist).

export const listWishlist = defineCall({
  method: 'GET',
  path: 'wishlist',
  answer: () => import('@coffee/contracts/wishlist').then((m) => m.WishlistResponse),
});

/** Adds the product, or removes it when it is there already. */
export const toggleWishlist = defineCall({
  method: 'POST',
  path: 'wishlist/:productId',
  params: { productId: 'id' },
  answer: () => import('@coffee/contracts/wishlist').then((m) => m.WishlistToggleResponse),
});

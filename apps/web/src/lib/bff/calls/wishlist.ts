import { defineCall } from '../define-call';

// A signed-in shopper's wishlist (apps/api/src/modules/wishlist).

export const listWishlist = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: 'wishlist',
  answer: 'wishlist.WishlistResponse',
});

/** Adds the product, or removes it when it is there already. */
export const toggleWishlist = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: 'wishlist/:productId',
  params: { productId: 'id' },
  answer: 'wishlist.WishlistToggleResponse',
});

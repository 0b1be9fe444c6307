import { WishlistResponse, WishlistToggle } from '@coffee/contracts/wishlist';
import { defineCall } from '../define-call';

export const listWishlist = defineCall({
  method: 'GET',
  path: 'wishlist',
  answer: WishlistResponse.shape.data,
});
export const toggleWishlist = defineCall({
  method: 'POST',
  path: 'wishlist/:productId',
  params: { productId: 'id' },
  answer: WishlistToggle,
});

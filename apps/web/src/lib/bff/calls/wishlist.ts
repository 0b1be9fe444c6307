import { defineCall, lazySchema } from '../define-call';

// Made from the hearts on every product card: the schemas load with the first call (see LazySchema).
const contract = () => import('@coffee/contracts/wishlist');

export const listWishlist = defineCall({
  method: 'GET',
  path: 'wishlist',
  answer: lazySchema(() => contract().then((schemas) => schemas.WishlistResponse.shape.data)),
});
export const toggleWishlist = defineCall({
  method: 'POST',
  path: 'wishlist/:productId',
  params: { productId: 'id' },
  answer: lazySchema(() => contract().then((schemas) => schemas.WishlistToggle)),
});

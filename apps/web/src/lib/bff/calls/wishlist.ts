import { defineCall, lazySchema } from '../define-call';

// Made from the hearts on every product card: the schemas load with the first call (see LazySchema).
const contract = () => import('@coffee/contracts/wishlist');
const Wishlist = lazySchema(() => contract().then((schemas) => schemas.WishlistResponse.shape.data));
const WishlistToggle = lazySchema(() => contract().then((schemas) => schemas.WishlistToggle));

export const listWishlist = defineCall({ method: 'GET', path: 'wishlist', answer: Wishlist });
export const toggleWishlist = defineCall({
  method: 'POST',
  path: 'wishlist/:productId',
  params: { productId: 'id' },
  answer: WishlistToggle,
});

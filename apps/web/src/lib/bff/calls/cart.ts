import { defineCall, lazySchema } from '../define-call';

// Made from the navbar of every page: the schemas load with the first call (see LazySchema). Each one is
// named outside its entry so TypeScript keeps its type.
const contract = () => import('@coffee/contracts/cart');
const Cart = lazySchema(() => contract().then((schemas) => schemas.Cart));
const SaveCartBody = lazySchema(() => contract().then((schemas) => schemas.SaveCartBody));

export const getCart = defineCall({ method: 'GET', path: 'shopping-cart', answer: Cart });
export const saveCart = defineCall({
  method: 'POST',
  path: 'shopping-cart',
  body: SaveCartBody,
  answer: Cart,
});
export const removeCartProduct = defineCall({
  method: 'DELETE',
  path: 'shopping-cart/:productId',
  params: { productId: 'id' },
  answer: Cart,
});

import { Cart, SaveCartBody } from '@coffee/contracts/cart';
import { defineCall } from '../define-call';

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

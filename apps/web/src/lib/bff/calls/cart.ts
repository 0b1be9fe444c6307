import { defineCall } from '../define-call';

// A signed-in shopper's cart on the server (apps/api/src/modules/cart); a guest's lives in localStorage.

export const getCart = defineCall({
  method: 'GET',
  path: 'shopping-cart',
  answer: () => import('@coffee/contracts/cart').then((m) => m.CartResponse),
});

/** Replaces the whole cart (`{ products }`) or sets one line. */
export const saveCart = defineCall({
  method: 'POST',
  path: 'shopping-cart',
  body: () => import('@coffee/contracts/cart').then((m) => m.SaveCartBody),
  answer: () => import('@coffee/contracts/cart').then((m) => m.CartResponse),
});

export const removeCartProduct = defineCall({
  method: 'DELETE',
  path: 'shopping-cart/:productId',
  params: { productId: 'id' },
  answer: () => import('@coffee/contracts/cart').then((m) => m.CartResponse),
});

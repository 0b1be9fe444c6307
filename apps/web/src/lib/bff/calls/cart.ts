import { defineCall } from '../define-call';

// A signed-in shopper's cart on the server (apps/api/src/modules/cart); a guest's lives in localStorage.

export const getCart = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: 'shopping-cart',
  answer: 'cart.CartResponse',
});

/** Replaces the whole cart (`{ products }`) or sets one line. */
export const saveCart = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: 'shopping-cart',
  body: 'cart.SaveCartBody',
  answer: 'cart.CartResponse',
});

export const removeCartProduct = /* @__PURE__ */ defineCall({
  method: 'DELETE',
  path: 'shopping-cart/:productId',
  params: { productId: 'id' },
  answer: 'cart.CartResponse',
});

import { defineCall } from '../define-call';

// A shopper's own orders (apps/api/src/modules/orders).

export const listOrders = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: 'orders',
  answer: 'orders.OrdersResponse',
});

export const getOrder = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: 'orders/:number',
  params: { number: 'orderNumber' },
  answer: 'orders.OrderResponse',
});

export const cancelOrder = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: 'orders/:number/cancel',
  params: { number: 'orderNumber' },
  body: 'orders.CancelOrderBody',
  answer: 'orders.OrderResponse',
});

/** Puts the order's lines still for sale into the cart, at today's price and stock. */
export const reorder = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: 'reorder/:number',
  params: { number: 'orderNumber' },
  answer: 'orders.ReorderResponse',
});

import { defineCall } from '../define-call';

// A shopper's own orders (apps/api/src/modules/orders).

export const listOrders = defineCall({
  method: 'GET',
  path: 'orders',
  answer: () => import('@coffee/contracts/orders').then((m) => m.OrdersResponse),
});

export const getOrder = defineCall({
  method: 'GET',
  path: 'orders/:number',
  params: { number: 'orderNumber' },
  answer: () => import('@coffee/contracts/orders').then((m) => m.OrderResponse),
});

export const cancelOrder = defineCall({
  method: 'POST',
  path: 'orders/:number/cancel',
  params: { number: 'orderNumber' },
  body: () => import('@coffee/contracts/orders').then((m) => m.CancelOrderBody),
  answer: () => import('@coffee/contracts/orders').then((m) => m.OrderResponse),
});

/** Puts the order's lines still for sale into the cart, at today's price and stock. */
export const reorder = defineCall({
  method: 'POST',
  path: 'reorder/:number',
  params: { number: 'orderNumber' },
  answer: () => import('@coffee/contracts/orders').then((m) => m.ReorderResponse),
});

import { CancelOrderBody, Order, OrdersResponse, ReorderResult } from '@coffee/contracts/orders';
import { defineCall } from '../define-call';

export const listOrders = defineCall({ method: 'GET', path: 'orders', answer: OrdersResponse.shape.data });
export const getOrder = defineCall({
  method: 'GET',
  path: 'orders/:number',
  params: { number: 'orderNumber' },
  answer: Order,
});
export const cancelOrder = defineCall({
  method: 'POST',
  path: 'orders/:number/cancel',
  params: { number: 'orderNumber' },
  body: CancelOrderBody,
  answer: Order,
});
export const reorder = defineCall({
  method: 'POST',
  path: 'reorder/:number',
  params: { number: 'orderNumber' },
  answer: ReorderResult,
});

import { defineCall, lazySchema } from '../define-call';

// Made from the order pages, which carry no form (and so no zod) otherwise: see LazySchema.
const contract = () => import('@coffee/contracts/orders');
const Order = lazySchema(() => contract().then((schemas) => schemas.Order));
const Orders = lazySchema(() => contract().then((schemas) => schemas.OrdersResponse.shape.data));
const CancelOrderBody = lazySchema(() => contract().then((schemas) => schemas.CancelOrderBody));
const ReorderResult = lazySchema(() => contract().then((schemas) => schemas.ReorderResult));

export const listOrders = defineCall({ method: 'GET', path: 'orders', answer: Orders });
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

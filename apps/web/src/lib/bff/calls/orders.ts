import { defineCall, lazySchema } from '../define-call';

// Made from the order pages, which carry no form (and so no zod) otherwise: see LazySchema.
const contract = () => import('@coffee/contracts/orders');
const Order = lazySchema(() => contract().then((schemas) => schemas.Order));

export const listOrders = defineCall({
  method: 'GET',
  path: 'orders',
  answer: lazySchema(() => contract().then((schemas) => schemas.OrdersResponse.shape.data)),
});
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
  body: lazySchema(() => contract().then((schemas) => schemas.CancelOrderBody)),
  answer: Order,
});
export const reorder = defineCall({
  method: 'POST',
  path: 'reorder/:number',
  params: { number: 'orderNumber' },
  answer: lazySchema(() => contract().then((schemas) => schemas.ReorderResult)),
});

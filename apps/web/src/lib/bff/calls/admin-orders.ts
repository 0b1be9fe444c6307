import { defineCall } from '../define-call';

// Orders in the back office and the seller portal (apps/api: orders, seller order lines).

/** Staff move an order one step of the state machine, with an optional note. */
export const changeOrderStatus = defineCall({
  method: 'POST',
  path: 'admin/orders/:number/status',
  params: { number: 'orderNumber' },
  body: () => import('@coffee/contracts/orders').then((m) => m.ChangeOrderStatusBody),
  answer: () => import('@coffee/contracts/orders').then((m) => m.OrderResponse),
});

/** A seller marks one of its lines prepared. */
export const markLineReady = defineCall({
  method: 'POST',
  path: 'seller/order-lines/:id/ready',
  params: { id: 'id' },
  answer: () => import('@coffee/contracts/seller-portal').then((m) => m.SellerLineResponse),
});

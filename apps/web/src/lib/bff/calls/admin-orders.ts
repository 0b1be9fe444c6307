import { defineCall } from '../define-call';

// Orders in the back office and the seller portal (apps/api: orders, seller order lines).

/** Staff move an order one step of the state machine, with an optional note. */
export const changeOrderStatus = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: 'admin/orders/:number/status',
  params: { number: 'orderNumber' },
  body: 'orders.ChangeOrderStatusBody',
  answer: 'orders.OrderResponse',
});

/** A seller marks one of its lines prepared. */
export const markLineReady = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: 'seller/order-lines/:id/ready',
  params: { id: 'id' },
  answer: 'seller-portal.SellerLineResponse',
});

import { defineCall } from '../define-call';

// The checkout: coupon, summary, payment methods, placing the order and paying it online
// (apps/api/src/modules/checkout, orders, payments).

export const checkCoupon = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: 'checkCoupon',
  body: 'checkout.CheckCouponBody',
  answer: 'checkout.CouponCheckResponse',
});

/** The cart priced with the page's choices (query: OrderSummaryQuery). */
export const getOrderSummary = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: 'orders/summary',
  answer: 'checkout.OrderSummaryResponse',
});

/** What can pay for the cart with these choices (query: PaymentMethodsQuery). */
export const listPaymentMethods = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: 'payment-methods',
  answer: 'checkout.PaymentMethodsResponse',
});

/** Needs an `Idempotency-Key` header: the same key again answers the same order. */
export const placeOrder = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: 'orders',
  body: 'checkout.PlaceOrderBody',
  answer: 'orders.OrderResponse',
});

/** PayTabs' hosted page, for card and instalments. */
export const startPaytabs = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: 'payments/paytabs',
  body: 'payment-start.StartPaytabsBody',
  answer: 'payment-start.PaymentStartResponse',
});

/** OPay's cashier, for mobile wallets. */
export const startOpay = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: 'payments/opay',
  body: 'payment-start.StartOpayBody',
  answer: 'payment-start.PaymentStartResponse',
});

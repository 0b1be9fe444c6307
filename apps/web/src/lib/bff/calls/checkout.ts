import { defineCall } from '../define-call';

// The checkout: coupon, summary, payment methods, placing the order and paying it online
// (apps/api/src/modules/checkout, orders, payments).

export const checkCoupon = defineCall({
  method: 'POST',
  path: 'checkCoupon',
  body: () => import('@coffee/contracts/checkout').then((m) => m.CheckCouponBody),
  answer: () => import('@coffee/contracts/checkout').then((m) => m.CouponCheckResponse),
});

/** The cart priced with the page's choices (query: OrderSummaryQuery). */
export const getOrderSummary = defineCall({
  method: 'GET',
  path: 'orders/summary',
  answer: () => import('@coffee/contracts/checkout').then((m) => m.OrderSummaryResponse),
});

/** What can pay for the cart with these choices (query: PaymentMethodsQuery). */
export const listPaymentMethods = defineCall({
  method: 'GET',
  path: 'payment-methods',
  answer: () => import('@coffee/contracts/checkout').then((m) => m.PaymentMethodsResponse),
});

/** Needs an `Idempotency-Key` header: the same key again answers the same order. */
export const placeOrder = defineCall({
  method: 'POST',
  path: 'orders',
  body: () => import('@coffee/contracts/checkout').then((m) => m.PlaceOrderBody),
  answer: () => import('@coffee/contracts/orders').then((m) => m.OrderResponse),
});

/** PayTabs' hosted page, for card and instalments. */
export const startPaytabs = defineCall({
  method: 'POST',
  path: 'payments/paytabs',
  body: () => import('@coffee/contracts/payments').then((m) => m.StartPaytabsBody),
  answer: () => import('@coffee/contracts/payments').then((m) => m.PaymentStartResponse),
});

/** OPay's cashier, for mobile wallets. */
export const startOpay = defineCall({
  method: 'POST',
  path: 'payments/opay',
  body: () => import('@coffee/contracts/payments').then((m) => m.StartOpayBody),
  answer: () => import('@coffee/contracts/payments').then((m) => m.PaymentStartResponse),
});

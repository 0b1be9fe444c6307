import { defineCall, lazySchema } from '../define-call';

// The checkout: its query (coupon, address or governorate, wallet, payment method) goes in `query`. The
// schemas load with the first call (see LazySchema), after the page has painted: zod stays out of the
// checkout's first load (budgets.json). Each one is named outside its entry so TypeScript keeps its type.
const checkout = () => import('@coffee/contracts/checkout');
const cod = () => import('@coffee/contracts/cod');
const CheckCouponBody = lazySchema(() => checkout().then((schemas) => schemas.CheckCouponBody));
const CouponCheck = lazySchema(() => checkout().then((schemas) => schemas.CouponCheck));
const OrderSummary = lazySchema(() => checkout().then((schemas) => schemas.OrderSummary));
const PaymentMethods = lazySchema(() => checkout().then((schemas) => schemas.PaymentMethodList));
const PlaceOrderBody = lazySchema(() => checkout().then((schemas) => schemas.PlaceOrderBody));
const Order = lazySchema(() => import('@coffee/contracts/orders').then((schemas) => schemas.Order));
const MobileCodeBody = lazySchema(() => cod().then((schemas) => schemas.MobileCodeBody));
const MobileVerifyBody = lazySchema(() => cod().then((schemas) => schemas.MobileVerifyBody));
const MobileCheck = lazySchema(() => cod().then((schemas) => schemas.MobileCheck));

export const checkCoupon = defineCall({
  method: 'POST',
  path: 'checkCoupon',
  body: CheckCouponBody,
  answer: CouponCheck,
});
export const getOrderSummary = defineCall({ method: 'GET', path: 'orders/summary', answer: OrderSummary });
export const listPaymentMethods = defineCall({
  method: 'GET',
  path: 'payment-methods',
  answer: PaymentMethods,
});
/** Sent with an `Idempotency-Key`: the same key again gives back the same order. */
export const placeOrder = defineCall({ method: 'POST', path: 'orders', body: PlaceOrderBody, answer: Order });
/** Cash on delivery's first order to a mobile: a texted code confirms the number (docs/decisions/0036). */
export const sendMobileCode = defineCall({
  method: 'POST',
  path: 'checkout/mobile-code',
  body: MobileCodeBody,
  answer: MobileCheck,
});
export const verifyMobileCode = defineCall({
  method: 'POST',
  path: 'checkout/mobile-code/verify',
  body: MobileVerifyBody,
  answer: MobileCheck,
});

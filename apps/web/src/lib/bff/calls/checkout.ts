import {
  CheckCouponBody,
  CouponCheck,
  OrderSummary,
  PaymentMethod,
  PlaceOrderBody,
} from '@coffee/contracts/checkout';
import { MobileCheck, MobileCodeBody, MobileVerifyBody } from '@coffee/contracts/cod';
import { Order } from '@coffee/contracts/orders';
import { z } from 'zod';
import { defineCall } from '../define-call';

// The checkout: its query (coupon, address or governorate, wallet, payment method) goes in `query`.

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
  answer: z.array(PaymentMethod),
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

import { z } from 'zod';
import { EgyptianMobile, MultilineText, PersonName, SingleLineText } from './auth';
import { BodyId, dataEnvelope, Id, LangQuery, Piastres, QueryBoolean } from './common';
import { PAYMENT_METHOD_IDS } from './payment-method-ids';

// The ids and which of them are online live apart from zod, for the checkout's first load.
export {
  isOnlinePaymentMethod,
  ONLINE_PAYMENT_METHODS,
  PAYMENT_METHOD_IDS,
} from './payment-method-ids';
export const PaymentMethodId = z.enum(PAYMENT_METHOD_IDS);
export type PaymentMethodId = z.infer<typeof PaymentMethodId>;

/** An online order holds its stock this long; then the sweep cancels it and releases stock, coupon and wallet. */
export const ORDER_RESERVATION_MINUTES = 30;
/** A Pay at Fawry order holds it until its code expires: this many hours unless FAWRY_PAYMENT_HOURS says. */
export const FAWRY_PAYMENT_HOURS = 48;
/** An InstaPay order holds it this many hours for the transfer and staff's confirmation (INSTAPAY_PAYMENT_HOURS). */
export const INSTAPAY_PAYMENT_HOURS = 24;
/** A screenshot of an InstaPay transfer: JPEG or PNG (by its bytes), at most 5 MB. */
export const INSTAPAY_SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;
/** Spec §9: delivery takes 1 to 3 days at most. */
export const DELIVERY_DAYS = { min: 1, max: 3 } as const;
/** The terms' promise: money going back to a card or an OPay account reaches it within 7 working days. */
export const REFUND_WORKING_DAYS = 7;
/** Header that makes `POST /orders` safe to retry: the same key returns the same order. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** Codes are compared case-insensitively: the API stores and compares them uppercased. */
export const CouponCode = SingleLineText.trim()
  .min(1)
  .max(40)
  .transform((code) => code.toUpperCase());

export const CheckCouponBody = z.strictObject({ code: CouponCode });
export type CheckCouponBody = z.input<typeof CheckCouponBody>;

/**
 * `POST /checkCoupon` on the caller's server cart. A refused code is a 422 `INVALID_COUPON` ("Invalid Coupon")
 * whose `messages` hold the reason (expired, not started, below minimum, used up, already used by you, first
 * order only, not applicable to these items), localized.
 */
export const CouponCheck = z.object({
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  value: z.number().int().describe('Percent (1–100) or piastres, by kind'),
  discount: Piastres.describe("What the coupon takes off the caller's current cart"),
  message: z.string().describe('"Coupon added successfully", localized'),
});
export type CouponCheck = z.infer<typeof CouponCheck>;
export const CouponCheckResponse = dataEnvelope(CouponCheck);

/**
 * `GET /orders/summary`: prices the caller's server cart from the database. Either `address_id` (a saved
 * address) or `governorate_id` (an address being typed) sets the shipping zone; without either, Shipping_Fees
 * is 0 and the page says delivery is calculated at the address step.
 */
export const OrderSummaryQuery = LangQuery.extend({
  coupon: CouponCode.optional(),
  address_id: Id.optional(),
  governorate_id: Id.optional(),
  use_wallet: QueryBoolean.default(false),
  payment_method: PaymentMethodId.optional(),
});

/**
 * Money in piastres. Spec §4 maps it onto the cart: sub_total = DiscountedSubtotal, total = DiscountedTotal,
 * delivery_charge = Shipping_Fees, discount = DiscountAmount + saleDiscountAmount. So it adds up:
 * DiscountedSubtotal = Σ list price × qty (list price = beforeDiscount ?? price);
 * saleDiscountAmount = Σ (beforeDiscount − price) × qty; DiscountAmount = the coupon's discount on the sale-price
 * subtotal; DiscountedTotal = DiscountedSubtotal − saleDiscountAmount − DiscountAmount + Shipping_Fees −
 * walletAmount + cod_fee, never negative.
 */
export const OrderSummary = z.object({
  DiscountedSubtotal: Piastres,
  DiscountAmount: Piastres,
  saleDiscountAmount: Piastres,
  Shipping_Fees: Piastres,
  walletAmount: Piastres,
  cod_fee: Piastres.describe(
    'The cash-on-delivery fee (payment_method=cod with cash left to collect), else 0',
  ),
  DiscountedTotal: Piastres,
  wallet_balance: Piastres,
  free_shipping_threshold: Piastres.describe('Sale-price subtotal from which delivery is free'),
  items_count: z.number().int().describe('Sum of the quantities'),
  coupon: z.object({ code: z.string(), discount: Piastres }).nullable(),
  coupon_error: z.object({ message: z.string() }).nullable().describe('Why the asked coupon does not apply'),
});
export type OrderSummary = z.infer<typeof OrderSummary>;
export const OrderSummaryResponse = dataEnvelope(OrderSummary);

/** The summary's choices, so availability (e.g. cash on delivery up to its maximum) follows the real total. */
export const PaymentMethodsQuery = OrderSummaryQuery.omit({ payment_method: true });
export const PaymentMethod = z.object({
  id: PaymentMethodId,
  name: z.string(),
  description: z.string(),
  icon: z
    .string()
    .describe('Icon key the storefront draws: cash, wallet, card, installments, opay, fawry, instapay'),
  online: z.boolean(),
  available: z.boolean(),
  reason: z.string().nullable().describe('Why it cannot be used for this cart, localized'),
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;
export const PaymentMethodList = z.array(PaymentMethod);
export const PaymentMethodsResponse = dataEnvelope(PaymentMethodList);
/**
 * `GET /payment-methods/offered`: the ways to pay the store offers now, whoever asks (Pay at Fawry while it is
 * on, InstaPay while the store has an address): the storefront's footer shows these and no others.
 */
export const OfferedPaymentMethodsResponse = dataEnvelope(z.array(PaymentMethodId));

/** An address filled in at checkout; `save: true` also keeps it in the address book. */
export const CheckoutAddressInput = z.strictObject({
  title: SingleLineText.trim().min(1).max(60),
  governorate_id: BodyId,
  city_id: BodyId,
  area: SingleLineText.trim().max(100).default(''),
  street: SingleLineText.trim().min(1).max(200),
  details: MultilineText.trim().max(500).default(''),
  recipient_name: PersonName.max(100),
  mobile: EgyptianMobile,
  save: z.boolean().default(false),
});
export type CheckoutAddressInput = z.input<typeof CheckoutAddressInput>;

/**
 * `POST /orders` with an `Idempotency-Key` header (a UUID). Prices, amounts and the owner come from the
 * database, never from the body. Neither address given: 422 `ADDRESS_REQUIRED`; no method: 422
 * `PAYMENT_METHOD_REQUIRED` (both are left optional here so the API answers with the spec's sentences).
 * `address_id` and `address` together are refused.
 */
export const PlaceOrderBody = z
  .strictObject({
    address_id: BodyId.optional(),
    address: CheckoutAddressInput.optional(),
    payment_method: PaymentMethodId.optional(),
    coupon: CouponCode.optional(),
    use_wallet: z.boolean().default(false),
  })
  .refine((body) => body.address_id === undefined || body.address === undefined, {
    message: 'Send address_id or address, not both',
    params: { messageKey: 'addressOneOf' },
  });
export type PlaceOrderBody = z.input<typeof PlaceOrderBody>;

export const IdempotencyKey = z.uuid().describe('A fresh UUID per checkout attempt; reuse it when retrying');

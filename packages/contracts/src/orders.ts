import { z } from 'zod';
import { MultilineText } from './auth';
import { Cart } from './cart';
import { PaymentMethodId } from './checkout';
import { dataEnvelope, LangQuery, PageQuery, Piastres, pageEnvelope } from './common';

/**
 * Order statuses (spec §3). PENDING waits for an online payment; PLACED → ACCEPT → PREPARE → READY_TO_SHIP →
 * WITH_COURIER → DELIVERED; CANCELED by the shopper up to ACCEPT, by staff before WITH_COURIER, by the
 * system when a reservation expires.
 */
export const ORDER_STATUSES = [
  'PENDING',
  'PLACED',
  'ACCEPT',
  'PREPARE',
  'READY_TO_SHIP',
  'WITH_COURIER',
  'DELIVERED',
  'CANCELED',
] as const;
export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;

/** `unpaid`: cash on delivery still to collect; `pending`: waiting for the gateway. */
export const PaymentStatus = z.enum(['unpaid', 'pending', 'paid', 'failed', 'refunded']);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

/** Who changed a status. */
export const StatusActorKind = z.enum(['customer', 'staff', 'system']);
export type StatusActorKind = z.infer<typeof StatusActorKind>;

/** Order numbers as shoppers quote them: CM-<year>-<6+ digits>. */
export const OrderNumber = z
  .string()
  .regex(/^CM-\d{4}-\d{6,}$/)
  .describe('e.g. CM-2026-000123');
export const OrderParams = z.object({ number: OrderNumber });

export const OrderItem = z.object({
  product_id: z.number().int(),
  variant_id: z.number().int().nullable(),
  name: z.string().describe('As it was when ordered, in the request language'),
  variant_name: z.string().nullable(),
  image: z.string(),
  seller: z.object({ id: z.number().int(), name: z.string() }),
  unit_price: Piastres,
  before_discount: Piastres.nullable(),
  quantity: z.number().int(),
  line_total: Piastres,
});
export type OrderItem = z.infer<typeof OrderItem>;

export const OrderAddress = z.object({
  title: z.string(),
  governorate: z.object({ id: z.number().int(), name: z.string() }),
  city: z.object({ id: z.number().int(), name: z.string() }),
  area: z.string(),
  street: z.string(),
  details: z.string(),
  recipient_name: z.string(),
  mobile: z.string().describe('E.164'),
});
export type OrderAddress = z.infer<typeof OrderAddress>;

export const OrderHistoryEntry = z.object({
  status: OrderStatus,
  label: z.string().describe('Spec §4 label, localized'),
  at: z.string(),
  by: StatusActorKind,
  note: z
    .string()
    .nullable()
    .describe(
      "The shopper's answer carries only notes meant for them (their own, or staff's marked `note_for_customer`); " +
        'staff see every note: gateway references and internal notes too',
    ),
  note_for_customer: z.boolean().describe('Whether the shopper sees this note'),
});
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntry>;

/** Where a refund goes: back to the card (PayTabs), to the OPay account, or to the store wallet. */
export const RefundTo = z.enum(['card', 'opay', 'wallet']);
export type RefundTo = z.infer<typeof RefundTo>;
/**
 * How far a refund got: `pending` (asked of the gateway, not confirmed yet), `done` (given back), `refused` (the
 * gateway said no: staff retry it; to the shopper it is still on its way).
 */
export const RefundState = z.enum(['pending', 'done', 'refused']);
export type RefundState = z.infer<typeof RefundState>;
export const OrderRefund = z.object({
  amount: Piastres,
  to: RefundTo,
  state: RefundState,
  at: z.string().describe('When it was recorded'),
});
export type OrderRefund = z.infer<typeof OrderRefund>;

export const Order = z.object({
  id: z.number().int(),
  number: z.string(),
  status: OrderStatus,
  status_label: z.string(),
  payment_method: PaymentMethodId,
  payment_status: PaymentStatus,
  created_at: z.string(),
  items: z.array(OrderItem),
  address: OrderAddress,
  DiscountedSubtotal: Piastres,
  DiscountAmount: Piastres,
  saleDiscountAmount: Piastres,
  Shipping_Fees: Piastres,
  walletAmount: Piastres,
  cod_fee: Piastres.describe('The cash-on-delivery fee charged, its own line; 0 for other methods'),
  DiscountedTotal: Piastres,
  coupon_code: z.string().nullable(),
  invoice_number: z
    .string()
    .nullable()
    .describe('INV-2026-000001 once the order is placed (an online order when its payment settles)'),
  expires_at: z.string().nullable().describe('PENDING online orders: when the stock reservation ends'),
  fawry: z
    .object({
      reference_number: z.string().describe('What the shopper pays with at a Fawry outlet, ATM or myFawry'),
      amount: Piastres,
      expires_at: z.string().describe('The deadline: the code expires and the order is canceled'),
    })
    .nullable()
    .describe('A PENDING Pay at Fawry order with its code issued; null otherwise'),
  instapay: z
    .object({
      address: z.string().describe("The store's InstaPay address to transfer to (name@instapay)"),
      amount: Piastres,
      note: z.string().describe("What to write as the transfer's note: the order number"),
      expires_at: z.string().describe('The order is canceled if the transfer is not confirmed by then'),
      proof: z
        .object({
          submitted_at: z.string(),
          transfer_reference: z.string().nullable(),
          has_screenshot: z.boolean(),
        })
        .nullable()
        .describe('What the shopper sent so far (staff are checking it); null before'),
    })
    .nullable()
    .describe('A PENDING InstaPay order: where to transfer and what was sent; null otherwise'),
  delivery_days: z.object({ min: z.number().int(), max: z.number().int() }),
  can_cancel: z.boolean().describe('Whether the shopper may cancel it now'),
  history: z.array(OrderHistoryEntry).describe('Oldest first'),
  refunds: z
    .array(OrderRefund)
    .describe('Each refund once, oldest first: the wallet part of a canceled order, each gateway refund'),
});
export type Order = z.infer<typeof Order>;
export const OrderResponse = dataEnvelope(Order);

export const OrdersQuery = LangQuery.extend({
  page: PageQuery.shape.page,
  per_page: z.coerce.number().int().min(1).max(50).default(10),
});
export const OrderListItem = z.object({
  id: z.number().int(),
  number: z.string(),
  status: OrderStatus,
  status_label: z.string(),
  created_at: z.string(),
  DiscountedTotal: Piastres,
  items_count: z.number().int().describe('Sum of the quantities'),
});
export type OrderListItem = z.infer<typeof OrderListItem>;
export const OrdersResponse = pageEnvelope(OrderListItem);

/** `POST /admin/orders/{number}/status` (staff or admin). An illegal change is a 409 `ILLEGAL_STATUS_CHANGE`. */
export const ChangeOrderStatusBody = z.strictObject({
  status: OrderStatus,
  note: MultilineText.trim().max(500).optional(),
  note_for_customer: z
    .boolean()
    .optional()
    .describe(
      "Show the note to the shopper (write it in the shopper's language); otherwise it stays internal",
    ),
});
export type ChangeOrderStatusBody = z.input<typeof ChangeOrderStatusBody>;

/** `POST /orders/{number}/cancel`: an optional reason from the shopper. */
/**
 * `refund_to` (an order paid online): `original` (default) refunds through the card or wallet it was paid with;
 * `wallet` credits the store wallet at once.
 */
export const CancelOrderBody = z
  .strictObject({
    note: MultilineText.trim().max(500).optional(),
    refund_to: z.enum(['original', 'wallet']).optional(),
  })
  .nullish();

/** `POST /reorder/{number}`: lines still sold go into the cart at today's price, capped at today's stock. */
export const ReorderResult = z.object({
  cart: Cart.describe('As GET /shopping-cart answers'),
  added: z.array(
    z.object({
      product_id: z.number().int(),
      variant_id: z.number().int().nullable(),
      name: z.string(),
      quantity: z.number().int(),
    }),
  ),
  skipped: z.array(
    z.object({
      product_id: z.number().int(),
      variant_id: z.number().int().nullable(),
      name: z.string(),
      reason: z.string().describe('Localized: out of stock, no longer sold, capped at stock'),
    }),
  ),
});
export type ReorderResult = z.infer<typeof ReorderResult>;
export const ReorderResponse = dataEnvelope(ReorderResult);
export const OrderLangQuery = LangQuery;

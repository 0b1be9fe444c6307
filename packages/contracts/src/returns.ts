import { z } from 'zod';
import { MultilineText } from './auth';
import { dataEnvelope, Id, LangQuery, PageQuery, Piastres, pageEnvelope } from './common';
import { RefundState, RefundTo } from './orders';
import { ShipmentState } from './shipping';

/** Law 181/2018: a change of mind within 14 days of delivery (Art. 17), a defect within 30 (Art. 21). */
export const RETURN_WINDOW_DAYS = { change_of_mind: 14, defect: 30 } as const;
/** A defect's photos: at most 3, each a JPEG or PNG of at most 5 MB. */
export const RETURN_PHOTOS_MAX = 3;
export const RETURN_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

export const ReturnKind = z.enum(['change_of_mind', 'defect']);
export type ReturnKind = z.infer<typeof ReturnKind>;
export const ReturnStatus = z.enum(['requested', 'refused', 'approved', 'received', 'refunded']);
export type ReturnStatus = z.infer<typeof ReturnStatus>;
/** Where a return's money goes: the way the order was paid (card or OPay), or the store wallet. */
export const ReturnRefundTo = z.enum(['original', 'wallet']);
export type ReturnRefundTo = z.infer<typeof ReturnRefundTo>;

/**
 * `POST /orders/{number}/returns`, the `request` field of the multipart form (the defect's photos are its
 * `photos` files): which lines and how many of each, why, and where the money goes.
 */
export const ReturnRequestBody = z.object({
  kind: ReturnKind,
  reason: MultilineText.trim().min(3).max(1000),
  refund_to: ReturnRefundTo,
  lines: z
    .array(z.object({ line_id: z.number().int().positive(), quantity: z.number().int().min(1).max(999) }))
    .min(1)
    .max(50),
});
export type ReturnRequestBody = z.infer<typeof ReturnRequestBody>;

export const ReturnLine = z.object({
  line_id: z.number().int(),
  name: z.string(),
  variant_name: z.string().nullable(),
  image: z.string(),
  quantity: z.number().int(),
  unit_price: Piastres,
  resellable: z.boolean().nullable().describe("Staff's judgement of what came back; null until then"),
});
export type ReturnLine = z.infer<typeof ReturnLine>;

export const ReturnRefund = z.object({
  id: z.number().int(),
  amount: Piastres,
  to: RefundTo,
  state: RefundState,
});
export type ReturnRefund = z.infer<typeof ReturnRefund>;

/** One return as its shopper sees it. */
export const ReturnView = z.object({
  id: z.number().int(),
  kind: ReturnKind,
  kind_label: z.string(),
  status: ReturnStatus,
  status_label: z.string(),
  reason: z.string(),
  refund_to: ReturnRefundTo,
  refusal: z.string().nullable(),
  photos: z.array(z.string()),
  lines: z.array(ReturnLine),
  pickup: z
    .object({ tracking_number: z.string().nullable(), state: ShipmentState, state_label: z.string() })
    .nullable(),
  goods_refund: Piastres.nullable(),
  delivery_refund: Piastres.nullable(),
  refunds: z.array(ReturnRefund).describe('The refund rows this return made, once refunded'),
  created_at: z.string(),
});
export type ReturnView = z.infer<typeof ReturnView>;

/** A delivered line: how many may still be sent back. */
export const ReturnableLine = z.object({
  line_id: z.number().int(),
  name: z.string(),
  variant_name: z.string().nullable(),
  image: z.string(),
  unit_price: Piastres,
  delivered: z.number().int(),
  returnable: z.number().int().describe('Delivered minus what other returns (not refused) take back'),
});
export type ReturnableLine = z.infer<typeof ReturnableLine>;

/** `GET /orders/{number}/returns`: the order's returns, and what may still be returned until when. */
export const OrderReturns = z.object({
  delivered_at: z.string().nullable(),
  change_of_mind_until: z
    .string()
    .nullable()
    .describe('The last Cairo day (YYYY-MM-DD) to return without a reason'),
  defect_until: z.string().nullable().describe('The last Cairo day (YYYY-MM-DD) to return a defective item'),
  refund_options: z
    .array(ReturnRefundTo)
    .describe('`wallet` only for an order paid in cash or from the wallet'),
  lines: z.array(ReturnableLine),
  returns: z.array(ReturnView),
});
export type OrderReturns = z.infer<typeof OrderReturns>;
export const OrderReturnsResponse = dataEnvelope(OrderReturns);
export const ReturnResponse = dataEnvelope(ReturnView);

/** What staff see of a return: the order, the shopper, the money. */
export const AdminReturn = ReturnView.extend({
  order_number: z.string(),
  customer: z.object({ name: z.string(), email: z.string() }),
  payment_method: z.string(),
  delivered_at: z.string().nullable(),
});
export type AdminReturn = z.infer<typeof AdminReturn>;
export const AdminReturnResponse = dataEnvelope(AdminReturn);
export const AdminReturnsResponse = pageEnvelope(AdminReturn);
export const AdminReturnsQuery = LangQuery.extend({
  status: ReturnStatus.optional().describe('One status; all, newest first, when absent'),
  page: PageQuery.shape.page,
  per_page: z.coerce.number().int().min(1).max(50).default(20),
});
export const ReturnIdParams = z.object({ id: Id });
export const ReturnRefundParams = z.object({ id: Id, refund: Id });

/** `POST /admin/returns/{id}/refuse`: the reason, mailed to the shopper. */
export const RefuseReturnBody = z.object({ reason: MultilineText.trim().min(3).max(1000) });
/** `POST /admin/returns/{id}/complete`: each line of the parcel that came back, resellable or not. */
export const CompleteReturnBody = z.object({
  lines: z.array(z.object({ line_id: z.number().int().positive(), resellable: z.boolean() })).min(1),
});
export type CompleteReturnBody = z.infer<typeof CompleteReturnBody>;

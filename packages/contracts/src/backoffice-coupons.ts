import { z } from 'zod';
import { SingleLineText } from './auth';
import { BodyId, dataEnvelope, LangQuery, PageQuery, Piastres, pageEnvelope } from './common';

/** Up to 1,000,000 EGP, in piastres. */
const Amount = z.number().int().min(0).max(100_000_000);
const Ids = z.array(BodyId).max(200);

/** `GET /admin/coupons`: newest first; `q` finds a code. */
export const AdminCouponsQuery = LangQuery.extend({
  q: SingleLineText.trim().max(40).optional(),
  page: PageQuery.shape.page,
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});

/**
 * A coupon as the checkout enforces it (`modules/checkout/coupon-rules.ts`): percent (1–100) or a fixed
 * amount; the cart's minimum; a cap on a percent's discount; a window; a total and a per-shopper limit;
 * first orders only; and a scope (categories, sub-categories, brands, sellers; none = every line).
 */
export const CouponBody = z.strictObject({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9_-]{2,29}$/)
    .describe('3–30 letters, digits, - or _; stored in capitals'),
  kind: z.enum(['percent', 'fixed']),
  value: z.number().int().min(1).max(100_000_000).describe('Percent (1–100) or piastres, by kind'),
  min_subtotal: Amount.default(0),
  max_discount: Amount.min(1).nullable().default(null),
  starts_at: z.iso.datetime({ offset: true }).nullable().default(null),
  ends_at: z.iso.datetime({ offset: true }).nullable().default(null),
  usage_limit: z.number().int().min(1).max(10_000_000).nullable().default(null),
  per_user_limit: z.number().int().min(1).max(1000).default(1),
  first_order_only: z.boolean().default(false),
  category_ids: Ids.default([]),
  sub_category_ids: Ids.default([]),
  brand_ids: Ids.default([]),
  seller_ids: Ids.default([]),
  is_active: z.boolean().default(true),
});
export type CouponBody = z.input<typeof CouponBody>;
export type CouponFields = z.output<typeof CouponBody>;

/**
 * Whether a coupon is taken today, by the API's clock: `disabled` by staff, `scheduled` before it starts,
 * `expired` after it ends, `used_up` at its usage limit, else `active`.
 */
export const CouponState = z.enum(['active', 'scheduled', 'expired', 'used_up', 'disabled']);
export type CouponState = z.infer<typeof CouponState>;

export const AdminCoupon = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  value: z.number().int(),
  min_subtotal: Piastres,
  max_discount: Piastres.nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  usage_limit: z.number().int().nullable(),
  used_count: z.number().int().describe('Orders that used it and were not canceled'),
  per_user_limit: z.number().int(),
  first_order_only: z.boolean(),
  category_ids: z.array(z.number().int()),
  sub_category_ids: z.array(z.number().int()),
  brand_ids: z.array(z.number().int()),
  seller_ids: z.array(z.number().int()),
  is_active: z.boolean(),
  state: CouponState,
  created_at: z.string(),
});
export type AdminCoupon = z.infer<typeof AdminCoupon>;
export const AdminCouponResponse = dataEnvelope(AdminCoupon);
export const AdminCouponsResponse = pageEnvelope(AdminCoupon);

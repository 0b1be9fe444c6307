import type { CouponState } from '@coffee/contracts/backoffice-coupons';

/** What the rules need of a coupon row. */
export type CouponRule = {
  id: number;
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  minSubtotal: number;
  maxDiscount: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  usedCount: number;
  perUserLimit: number;
  firstOrderOnly: boolean;
  categoryIds: number[];
  subCategoryIds: number[];
  brandIds: number[];
  sellerIds: number[];
  isActive: boolean;
};

/**
 * What the coupon itself says about being taken at `now`, before any shopper or cart: the back office's
 * State column and the first of the rules below.
 */
export function couponStateAt(
  coupon: Pick<CouponRule, 'isActive' | 'startsAt' | 'endsAt' | 'usageLimit' | 'usedCount'>,
  now: Date,
): CouponState {
  if (!coupon.isActive) return 'disabled';
  if (coupon.startsAt && now < coupon.startsAt) return 'scheduled';
  if (coupon.endsAt && now > coupon.endsAt) return 'expired';
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return 'used_up';
  return 'active';
}

/** A line as the scope sees it: what it costs at today's (sale) price and where it belongs. */
export type ScopedLine = {
  lineTotal: number;
  categoryId: number;
  subCategoryId: number;
  brandId: number;
  sellerId: number;
};

/** What the rules need to know of the shopper. */
export type CouponShopper = { usesOfThisCoupon: number; hasEarlierOrder: boolean };

export type CouponOutcome =
  | { ok: true; discount: number }
  | { ok: false; reason: CouponRefusal; params: { date?: Date; amount?: number } };
export type CouponRefusal =
  | 'couponInactive'
  | 'couponNotStarted'
  | 'couponExpired'
  | 'couponUsedUp'
  | 'couponUsedByYou'
  | 'couponFirstOrder'
  | 'couponBelowMinimum'
  | 'couponNotApplicable';

const listed = (ids: number[], id: number) => ids.length === 0 || ids.includes(id);

/** A line is in scope when it matches every list the coupon sets (no list set = every line). */
export const isInScope = (coupon: CouponRule, line: ScopedLine): boolean =>
  listed(coupon.categoryIds, line.categoryId) &&
  listed(coupon.subCategoryIds, line.subCategoryId) &&
  listed(coupon.brandIds, line.brandId) &&
  listed(coupon.sellerIds, line.sellerId);

/**
 * Whether the coupon applies to these lines now, and what it takes off: percent of the in-scope lines
 * (rounded down to the piastre, capped at `maxDiscount`), or a fixed amount, never more than those lines
 * cost. The minimum is of the whole cart at sale prices. Checks run in the order a shopper can act on.
 */
export function evaluateCoupon(
  coupon: CouponRule,
  lines: ScopedLine[],
  shopper: CouponShopper,
  now: Date,
): CouponOutcome {
  const refuse = (reason: CouponRefusal, params: { date?: Date; amount?: number } = {}): CouponOutcome => ({
    ok: false,
    reason,
    params,
  });
  const state = couponStateAt(coupon, now);
  if (state === 'disabled') return refuse('couponInactive');
  if (state === 'scheduled') return refuse('couponNotStarted', { date: coupon.startsAt ?? now });
  if (state === 'expired') return refuse('couponExpired', { date: coupon.endsAt ?? now });
  if (state === 'used_up') return refuse('couponUsedUp');
  if (shopper.usesOfThisCoupon >= coupon.perUserLimit) return refuse('couponUsedByYou');
  if (coupon.firstOrderOnly && shopper.hasEarlierOrder) return refuse('couponFirstOrder');
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  if (subtotal < coupon.minSubtotal) return refuse('couponBelowMinimum', { amount: coupon.minSubtotal });
  const eligible = lines
    .filter((line) => isInScope(coupon, line))
    .reduce((sum, line) => sum + line.lineTotal, 0);
  if (eligible <= 0) return refuse('couponNotApplicable');
  const raw = coupon.kind === 'percent' ? Math.floor((eligible * coupon.value) / 100) : coupon.value;
  const capped = coupon.maxDiscount === null ? raw : Math.min(raw, coupon.maxDiscount);
  return { ok: true, discount: Math.max(0, Math.min(capped, eligible)) };
}

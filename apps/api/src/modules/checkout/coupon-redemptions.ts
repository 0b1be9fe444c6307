import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { couponRedemptions, coupons } from '../../db/schema/index.js';

/**
 * The coupon-use ledger: the only module that writes `coupon_redemptions` and `coupons.used_count` (a test
 * holds every other file to it). A use is counted and recorded together, and given back together, so the
 * counter always equals the redemptions not released. Callers hold the coupon's row lock (checkout reads the
 * coupon FOR UPDATE before it checks the limits), so two orders cannot both take the last use.
 */

/** Counts one use of the coupon by this order. */
export async function redeemCoupon(
  tx: Executor,
  use: { couponId: number; userId: number; orderId: number; now: Date },
): Promise<void> {
  await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(eq(coupons.id, use.couponId));
  await tx
    .insert(couponRedemptions)
    .values({ couponId: use.couponId, userId: use.userId, orderId: use.orderId, createdAt: use.now });
}

/** Gives back the uses of a canceled order, once: a redemption already released is not counted again. */
export async function releaseCouponRedemptions(tx: Executor, orderId: number, now: Date): Promise<void> {
  const released = await tx
    .update(couponRedemptions)
    .set({ releasedAt: now })
    .where(and(eq(couponRedemptions.orderId, orderId), isNull(couponRedemptions.releasedAt)))
    .returning({ couponId: couponRedemptions.couponId });
  for (const { couponId } of released) {
    await tx
      .update(coupons)
      .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
      .where(eq(coupons.id, couponId));
  }
}

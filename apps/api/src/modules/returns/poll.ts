import { and, asc, inArray, isNotNull, lt, notLike } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { returns } from '../../db/schema/index.js';
import { askCourierAbout, type CourierPoll } from '../shipping/jobs.js';
import { createReturnsContext, type ReturnsContext } from './context.js';
import { touchPickup } from './ledger.js';
import { applyPickupUpdate } from './pickup.js';

/** Return pickups asked about per run; the oldest news first. */
const POLL_BATCH = 50;

/**
 * The webhooks' fallback for return pickups, as for deliveries (shipping/jobs.ts): asks the courier about
 * pickups on their way that nobody has heard of for a poll interval, and applies what it says as their webhook
 * would (a state already known changes nothing; the parcel back makes the return `received`). A pickup the
 * shopper brings by hand (no courier, `self-…`) is never asked about. Answers the pickups moved.
 */
export async function pollReturnPickups(ctx: ReturnsContext): Promise<number> {
  const courier = ctx.courier;
  if (!courier) return 0;
  const now = ctx.clock();
  const stale = new Date(now.getTime() - ctx.config.courierPollMs);
  const open = await ctx.db
    .select()
    .from(returns)
    .where(
      and(
        inArray(returns.pickupState, [
          'booked',
          'picked_up',
          'at_warehouse',
          'out_for_delivery',
          'exception',
        ]),
        isNotNull(returns.pickupTracking),
        isNotNull(returns.pickupProviderId),
        notLike(returns.pickupProviderId, 'self-%'),
        lt(returns.updatedAt, stale),
      ),
    )
    .orderBy(asc(returns.updatedAt))
    .limit(POLL_BATCH);
  return askCourierAbout(
    courier,
    ctx.log,
    open.map((row) => ({
      ref: { providerId: row.pickupProviderId ?? '', trackingNumber: row.pickupTracking ?? '' },
      apply: (update) => applyPickupUpdate(ctx, row.id, update),
      touch: (at) => ctx.db.transaction((tx) => touchPickup(tx, row.id, at)),
      logAs: { return: row.id },
    })),
    now,
  );
}

/** The returns' part of the one courier poll (app.ts hands it to the shipping module's job). */
export const returnPickupPoll: CourierPoll = (app: FastifyInstance) => {
  const ctx = createReturnsContext(app);
  return () => pollReturnPickups(ctx);
};

import { and, asc, isNotNull, lt, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { shipments } from '../../db/schema/index.js';
import { catalogChanged } from '../../plugins/cache.js';
import { createShippingContext, type ShippingContext } from './context.js';
import { CourierError } from './couriers/types.js';
import { touchShipment } from './ledger.js';
import { applyCourierUpdate } from './track.js';

/** Parcels asked about per run; the oldest news first. */
const POLL_BATCH = 50;

/**
 * The webhooks' fallback: asks the courier about open parcels nobody has heard of for a poll interval, and
 * applies what it says as a webhook would (a state already known changes nothing). Answers the parcels moved.
 */
export async function pollOpenShipments(ctx: ShippingContext, app?: FastifyInstance): Promise<number> {
  const courier = ctx.courier;
  if (!courier) return 0;
  const now = ctx.clock();
  const stale = new Date(now.getTime() - ctx.config.courierPollMs);
  const open = await ctx.db
    .select()
    .from(shipments)
    .where(
      and(
        notInArray(shipments.state, ['booking', 'delivered', 'returned', 'lost', 'damaged', 'canceled']),
        isNotNull(shipments.trackingNumber),
        lt(shipments.updatedAt, stale),
      ),
    )
    .orderBy(asc(shipments.updatedAt))
    .limit(POLL_BATCH);
  let moved = 0;
  for (const row of open) {
    try {
      const update = await courier.readDelivery(
        { providerId: row.providerId ?? '', trackingNumber: row.trackingNumber ?? '' },
        now,
      );
      const applied = update.state
        ? await applyCourierUpdate(ctx, row.id, { ...update, state: update.state })
        : null;
      if (applied?.advanced) moved++;
      else await ctx.db.transaction((tx) => touchShipment(tx, row.id, now));
      if (app && applied?.released.length) await catalogChanged(app, { productIds: applied.released });
    } catch (error) {
      if (!(error instanceof CourierError)) throw error;
      ctx.log.warn({ shipment: row.id, reason: error.message }, 'courier poll failed');
    }
  }
  return moved;
}

/** The shipping module's timer: polls the courier for parcels whose webhooks have not come. */
export const shippingJobs = fp(async (app: FastifyInstance) => {
  const every = app.config.courierPollMs;
  if (every === 0 || !app.config.bosta) return;
  const ctx = createShippingContext(app);
  app.addJob({
    name: 'courier-poll',
    everyMs: every,
    run: async () => {
      const moved = await pollOpenShipments(ctx, app);
      if (moved > 0) app.log.info({ moved }, 'parcels moved by polling the courier');
    },
  });
});

import { and, asc, isNotNull, lt, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { shipments } from '../../db/schema/index.js';
import { catalogChanged } from '../../plugins/cache.js';
import { cancelBookingsOfCanceledOrders } from './cancel.js';
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

/**
 * Another kind of parcel the one courier poll asks about (a return pickup: modules/returns/poll.ts), handed in
 * by the app: given the app, it answers a run that returns how many it moved. Shipping does not import them.
 */
export type CourierPoll = (app: FastifyInstance) => () => Promise<number>;

/**
 * The shipping module's timers: one poll of the courier for every parcel whose webhooks have not come
 * (deliveries, and the kinds handed in as `alsoPoll`), and the calling off of canceled orders' bookings.
 */
export const shippingJobs = fp<{ alsoPoll?: CourierPoll[] }>(async (app: FastifyInstance, options) => {
  if (!app.config.bosta) return;
  const ctx = createShippingContext(app);
  const every = app.config.courierPollMs;
  if (every > 0) {
    const others = (options.alsoPoll ?? []).map((poll) => poll(app));
    app.addJob({
      name: 'courier-poll',
      everyMs: every,
      run: async () => {
        let moved = await pollOpenShipments(ctx, app);
        for (const poll of others) moved += await poll();
        if (moved > 0) app.log.info({ moved }, 'parcels moved by polling the courier');
      },
    });
  }
  if (app.config.courierCancelMs > 0) {
    app.addJob({
      name: 'courier-cancel',
      everyMs: app.config.courierCancelMs,
      run: async () => {
        const outcomes = await cancelBookingsOfCanceledOrders(ctx, app);
        if (outcomes.length > 0) app.log.info({ outcomes }, 'bookings of canceled orders called off');
      },
    });
  }
});

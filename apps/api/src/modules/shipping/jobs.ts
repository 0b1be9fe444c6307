import { and, asc, isNotNull, lt, notInArray } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type ShipmentState, shipments } from '../../db/schema/index.js';
import { catalogChanged } from '../../plugins/cache.js';
import { cancelBookingsOfCanceledOrders } from './cancel.js';
import { createShippingContext, type ShippingContext } from './context.js';
import { type BookedDelivery, type Courier, CourierError, type CourierUpdate } from './couriers/types.js';
import { touchShipment } from './ledger.js';
import { applyCourierUpdate } from './track.js';

/** Parcels asked about per run; the oldest news first. */
const POLL_BATCH = 50;

/** A parcel the courier poll asks about: where the courier knows it, and what to do with its answer. */
export type PolledParcel = {
  ref: BookedDelivery;
  /** Applies a state the courier reported as its webhook would; true when the parcel moved. */
  apply: (update: CourierUpdate & { state: ShipmentState }) => Promise<boolean>;
  /** Marks the parcel asked about, so the next run asks about older ones first. */
  touch: (now: Date) => Promise<void>;
  /** How a failure names the parcel in the log. */
  logAs: Record<string, unknown>;
};

/**
 * One run of the courier poll over some parcels: asks the courier about each, applies what it says (a state
 * already known changes nothing) or marks it asked; a courier out of reach is logged and the parcel is asked
 * about again next run. Answers how many moved. Deliveries and return pickups both go through it.
 */
export async function askCourierAbout(
  courier: Courier,
  log: FastifyBaseLogger,
  parcels: PolledParcel[],
  now: Date,
): Promise<number> {
  let moved = 0;
  for (const parcel of parcels) {
    try {
      const update = await courier.readDelivery(parcel.ref, now);
      if (update.state && (await parcel.apply({ ...update, state: update.state }))) moved++;
      else await parcel.touch(now);
    } catch (error) {
      if (!(error instanceof CourierError)) throw error;
      log.warn({ ...parcel.logAs, reason: error.message }, 'courier poll failed');
    }
  }
  return moved;
}

/**
 * The webhooks' fallback: asks the courier about open parcels nobody has heard of for a poll interval, and
 * applies what it says as a webhook would. Answers the parcels moved.
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
  return askCourierAbout(
    courier,
    ctx.log,
    open.map((row) => ({
      ref: { providerId: row.providerId ?? '', trackingNumber: row.trackingNumber ?? '' },
      apply: async (update) => {
        const applied = await applyCourierUpdate(ctx, row.id, update);
        if (!applied) return false;
        if (app && applied.released.length) await catalogChanged(app, { productIds: applied.released });
        return applied.advanced;
      },
      touch: (at) => ctx.db.transaction((tx) => touchShipment(tx, row.id, at)),
      logAs: { shipment: row.id },
    })),
    now,
  );
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

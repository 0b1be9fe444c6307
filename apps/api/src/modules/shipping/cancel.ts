import { and, asc, eq, isNull, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders, shipments } from '../../db/schema/index.js';
import { catalogChanged } from '../../plugins/cache.js';
import type { ShippingContext } from './context.js';
import { CourierError } from './couriers/types.js';
import { cancelShipment, claimCourierCancel, courierCancelDeferred } from './ledger.js';
import { applyCourierUpdate } from './track.js';

/** Bookings called off per run; the oldest first. */
const CANCEL_BATCH = 50;
/** How long a try holds its booking (longer than the courier's 15 s timeout): a run that dies is retried after. */
const CLAIM_MS = 60_000;
/** Waits between tries while the courier cannot be reached: 30 s, doubling, at most 30 minutes. */
export const retryDelayMs = (attempts: number) =>
  Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 1_800_000);

export type CancelOutcome = 'canceled' | 'picked-up' | 'retry';

/**
 * Calls off at the courier the bookings of orders canceled meanwhile, by anyone (shopper, staff, the system).
 * The order's cancel does not wait for the courier: a canceled order with a booking still `booked` is the
 * record that a call is due, so a courier out of reach delays it and loses nothing. Each try is claimed first
 * (claimCourierCancel), so two runs at once ask the courier once. The courier terminates a delivery only before
 * pickup: when it refuses, it is asked where the parcel is, and what it says is applied as a webhook would be —
 * `canceled` (an earlier try did it and its answer was lost), or picked up: then the parcel is the courier's
 * and the order stays Canceled (docs/decisions/0031-courier-bosta.md, "Canceling an order with a booking").
 * Answers what became of each booking tried.
 */
export async function cancelBookingsOfCanceledOrders(
  ctx: ShippingContext,
  app?: FastifyInstance,
): Promise<CancelOutcome[]> {
  const courier = ctx.courier;
  if (!courier) return [];
  const now = ctx.clock();
  const due = await ctx.db
    .select({ id: shipments.id })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(
      and(
        eq(orders.status, 'CANCELED'),
        eq(shipments.state, 'booked'),
        or(isNull(shipments.cancelDueAt), lte(shipments.cancelDueAt, now)),
      ),
    )
    .orderBy(asc(shipments.id))
    .limit(CANCEL_BATCH);
  const outcomes: CancelOutcome[] = [];
  for (const { id } of due) {
    const row = await ctx.db.transaction((tx) =>
      claimCourierCancel(tx, id, now, new Date(now.getTime() + CLAIM_MS)),
    );
    if (!row?.providerId || !row.trackingNumber) continue;
    const ref = { providerId: row.providerId, trackingNumber: row.trackingNumber };
    const retry = async (note: string) => {
      const at = new Date(ctx.clock().getTime() + retryDelayMs(row.cancelAttempts));
      await ctx.db.transaction((tx) => courierCancelDeferred(tx, row.id, at, note));
      ctx.log.warn(
        { shipment: row.id, attempts: row.cancelAttempts, reason: note },
        'courier cancel deferred',
      );
      outcomes.push('retry');
    };
    try {
      await courier.cancelDelivery(ref);
    } catch (error) {
      if (!(error instanceof CourierError)) throw error;
      if (!/HTTP 4\d\d/.test(error.message)) {
        await retry(error.message);
        continue;
      }
      // Refused: ask where the parcel is, and take that as a webhook would.
      let state: string | null;
      try {
        const update = await courier.readDelivery(ref, ctx.clock());
        const applied = update.state
          ? await applyCourierUpdate(ctx, row.id, { ...update, state: update.state })
          : null;
        if (app && applied?.released.length) await catalogChanged(app, { productIds: applied.released });
        state = applied?.after.state ?? null;
      } catch (readError) {
        if (!(readError instanceof CourierError)) throw readError;
        await retry(`${error.message}; ${readError.message}`);
        continue;
      }
      if (state === 'canceled') {
        outcomes.push('canceled');
      } else if (state && state !== 'booked') {
        const note = 'the order was canceled after the courier picked the parcel up';
        await ctx.db.transaction((tx) => courierCancelDeferred(tx, row.id, null, note));
        ctx.log.warn({ shipment: row.id, state }, note);
        outcomes.push('picked-up');
      } else {
        await retry(error.message);
      }
      continue;
    }
    await ctx.db.transaction((tx) => cancelShipment(tx, row.id, 'booked', 'order canceled', ctx.clock()));
    outcomes.push('canceled');
  }
  return outcomes;
}

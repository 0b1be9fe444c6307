import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { returnLines, returns, type ShipmentState } from '../../db/schema/index.js';
import type { CourierUpdate } from '../shipping/couriers/types.js';
import { advances } from '../shipping/states.js';

/**
 * The returns ledger: the only file that writes `returns` and `return_lines` (a test holds every other file to
 * it). Every function takes the caller's transaction; each state change is a conditional UPDATE, so of two
 * staff acting at once one moves the return and the other finds it moved.
 */

export type ReturnRow = typeof returns.$inferSelect;
export type ReturnLineRow = typeof returnLines.$inferSelect;

export async function openReturn(
  tx: Executor,
  request: Pick<ReturnRow, 'orderId' | 'userId' | 'kind' | 'reason' | 'refundTo' | 'photos' | 'lang'> & {
    lines: { orderLineId: number; quantity: number }[];
    now: Date;
  },
): Promise<ReturnRow> {
  const { lines, now, ...fields } = request;
  const [row] = await tx
    .insert(returns)
    .values({ ...fields, status: 'requested', createdAt: now, updatedAt: now })
    .returning();
  await tx.insert(returnLines).values(lines.map((line) => ({ ...line, returnId: row!.id })));
  return row!;
}

/** The return's row, locked until the transaction ends. */
export async function lockReturn(tx: Executor, id: number): Promise<ReturnRow | undefined> {
  const [row] = await tx.select().from(returns).where(eq(returns.id, id)).for('update');
  return row;
}

/** Staff refuse a requested return, with the reason the shopper is mailed. */
export async function refuseReturn(
  tx: Executor,
  id: number,
  decision: { reason: string; by: number; now: Date },
): Promise<ReturnRow | undefined> {
  const [row] = await tx
    .update(returns)
    .set({
      status: 'refused',
      refusal: decision.reason,
      decidedBy: decision.by,
      decidedAt: decision.now,
      updatedAt: decision.now,
    })
    .where(and(eq(returns.id, id), eq(returns.status, 'requested')))
    .returning();
  return row;
}

/**
 * Staff approve: the return pickup is opened in `booking` before the courier is called (as a shipment is), so a
 * second approval finds it approved and books nothing. A pickup the courier refused (`canceled`) may be booked
 * again the same way. Answers the row when this call took the booking, undefined otherwise.
 */
export async function takePickupBooking(
  tx: Executor,
  id: number,
  booking: { secretHash: string; by: number | null; now: Date },
): Promise<ReturnRow | undefined> {
  const { now } = booking;
  const fields = {
    status: 'approved' as const,
    pickupState: 'booking' as const,
    pickupStateAt: now,
    pickupSecretHash: booking.secretHash,
    updatedAt: now,
  };
  const [first] = await tx
    .update(returns)
    .set({ ...fields, decidedBy: booking.by, decidedAt: now })
    .where(and(eq(returns.id, id), eq(returns.status, 'requested')))
    .returning();
  if (first) return first;
  const [again] = await tx
    .update(returns)
    .set(fields)
    .where(and(eq(returns.id, id), eq(returns.status, 'approved'), eq(returns.pickupState, 'canceled')))
    .returning();
  return again;
}

/** The courier took the pickup: its ids, and the pickup is booked. */
export async function recordPickup(
  tx: Executor,
  id: number,
  booked: { providerId: string; trackingNumber: string },
  now: Date,
) {
  await tx
    .update(returns)
    .set({
      pickupProviderId: booked.providerId,
      pickupTracking: booked.trackingNumber,
      pickupState: 'booked',
      pickupStateAt: now,
      updatedAt: now,
    })
    .where(and(eq(returns.id, id), eq(returns.pickupState, 'booking')));
}

/** The courier refused or could not be reached: nothing is booked; staff may try again. */
export async function pickupFailed(tx: Executor, id: number, now: Date) {
  await tx
    .update(returns)
    .set({ pickupState: 'canceled', pickupStateAt: now, updatedAt: now })
    .where(and(eq(returns.id, id), eq(returns.pickupState, 'booking')));
}

/** States in which the parcel is back with us: Bosta ends a customer return as delivered to, or returned to, us. */
export const isBack = (state: ShipmentState | null) => state === 'delivered' || state === 'returned';

/**
 * One courier report on a locked return's pickup: it moves the pickup only forward (a repeat or a late report
 * changes nothing), and a parcel back with us makes the return `received`. Answers whether it moved.
 */
export async function recordPickupUpdate(
  tx: Executor,
  row: ReturnRow,
  update: CourierUpdate & { state: ShipmentState },
  now: Date,
): Promise<boolean> {
  if (!row.pickupState || !row.pickupStateAt || row.pickupState === 'booking') return false;
  if (!advances(row.pickupState, row.pickupStateAt, update.state, update.at)) return false;
  await tx
    .update(returns)
    .set({
      pickupState: update.state,
      pickupStateAt: update.at,
      updatedAt: now,
      ...(isBack(update.state) && row.status === 'approved' && { status: 'received' as const }),
    })
    .where(eq(returns.id, row.id));
  return true;
}

/** Marks a return pickup asked about now, so the next poll asks about others first. */
export async function touchPickup(tx: Executor, id: number, now: Date) {
  await tx.update(returns).set({ updatedAt: now }).where(eq(returns.id, id));
}

/**
 * Staff judged what came back and the refund ran (in the same transaction): each line resellable or not, the
 * amounts given back, and the return done. Only a `received` return completes, once.
 */
export async function completeReturn(
  tx: Executor,
  id: number,
  done: {
    resellable: Map<number, boolean>;
    goodsRefund: number;
    deliveryRefund: number;
    by: number;
    now: Date;
    /** `received`; with no courier (the shopper brought it) `approved` too. */
    from: ReturnRow['status'][];
  },
): Promise<boolean> {
  const { now } = done;
  const [row] = await tx
    .update(returns)
    .set({
      status: 'refunded',
      goodsRefund: done.goodsRefund,
      deliveryRefund: done.deliveryRefund,
      completedBy: done.by,
      completedAt: now,
      updatedAt: now,
    })
    .where(and(eq(returns.id, id), inArray(returns.status, done.from)))
    .returning({ id: returns.id });
  if (!row) return false;
  for (const resellable of [true, false]) {
    const ids = [...done.resellable].filter(([, value]) => value === resellable).map(([lineId]) => lineId);
    if (ids.length === 0) continue;
    await tx
      .update(returnLines)
      .set({ resellable })
      .where(and(eq(returnLines.returnId, id), inArray(returnLines.orderLineId, ids)));
  }
  return true;
}

import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { codRefusals, type ShipmentState, shipmentEvents, shipments } from '../../db/schema/index.js';
import type { CourierName, CourierUpdate } from './couriers/types.js';
import { advances } from './states.js';

/**
 * The shipments ledger: the only file that writes `shipments`, `shipment_events` and `cod_refusals` (a test
 * holds every other file to it). Every function takes the caller's transaction.
 */

export type ShipmentRow = typeof shipments.$inferSelect;

/**
 * Opens an order's shipment in `booking`, or answers null when the order has one already (not canceled): the
 * unique index makes a second click, or a second staff member at once, find the first one's row.
 */
export async function openShipment(
  tx: Executor,
  input: {
    orderId: number;
    courier: CourierName;
    codAmount: number;
    webhookSecretHash: string;
    bookedBy: number | null;
    now: Date;
  },
): Promise<ShipmentRow | null> {
  const [row] = await tx
    .insert(shipments)
    .values({
      orderId: input.orderId,
      courier: input.courier,
      state: 'booking',
      stateAt: input.now,
      webhookSecretHash: input.webhookSecretHash,
      codAmount: input.codAmount,
      bookedBy: input.bookedBy,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** The courier took the booking: its id and tracking number, and the first event of the timeline. */
export async function recordBooking(
  tx: Executor,
  shipmentId: number,
  booked: { providerId: string; trackingNumber: string },
  now: Date,
): Promise<ShipmentRow> {
  const [row] = await tx
    .update(shipments)
    .set({ ...booked, state: 'booked', stateAt: now, updatedAt: now })
    .where(and(eq(shipments.id, shipmentId), eq(shipments.state, 'booking')))
    .returning();
  await tx
    .insert(shipmentEvents)
    .values({ shipmentId, state: 'booked', providerState: 'booked', at: now, receivedAt: now })
    .onConflictDoNothing();
  return row!;
}

/**
 * The booking did not happen (the courier refused or was unreachable), or staff called it off before pickup: the
 * order may be booked anew. Only a shipment still in `from` is canceled (a parcel picked up meanwhile stays).
 */
export async function cancelShipment(
  tx: Executor,
  shipmentId: number,
  from: 'booking' | 'booked',
  reason: string,
  now: Date,
) {
  await tx
    .update(shipments)
    .set({ state: 'canceled', stateAt: now, stateReason: reason, updatedAt: now })
    .where(and(eq(shipments.id, shipmentId), eq(shipments.state, from)));
}

/**
 * Takes the next try at calling a canceled order's booking off at the courier: one conditional update, so of
 * two job runs (or processes) at once one asks the courier and the other finds the try taken. The claim holds
 * the try until `holdUntil` (a run that dies mid-call is retried after it). Answers the row when taken.
 */
export async function claimCourierCancel(
  tx: Executor,
  shipmentId: number,
  now: Date,
  holdUntil: Date,
): Promise<ShipmentRow | undefined> {
  const [row] = await tx
    .update(shipments)
    .set({ cancelDueAt: holdUntil, cancelAttempts: sql`${shipments.cancelAttempts} + 1` })
    .where(
      and(
        eq(shipments.id, shipmentId),
        eq(shipments.state, 'booked'),
        or(isNull(shipments.cancelDueAt), lte(shipments.cancelDueAt, now)),
      ),
    )
    .returning();
  return row;
}

/** A try that did not call the booking off: when to try again (null: never), and what it found. */
export async function courierCancelDeferred(
  tx: Executor,
  shipmentId: number,
  retryAt: Date | null,
  note: string,
) {
  await tx
    .update(shipments)
    .set({ cancelDueAt: retryAt, cancelNote: note.slice(0, 500) })
    .where(eq(shipments.id, shipmentId));
}

/**
 * A shipment's row by our id or by the courier's; locked until the transaction ends unless `lock` is false (a
 * read before the transaction, e.g. to check a webhook's secret).
 */
export async function lockShipment(
  tx: Executor,
  by: { id?: number; courier?: CourierName; providerId?: string | null; trackingNumber?: string | null },
  lock = true,
): Promise<ShipmentRow | undefined> {
  const conditions = [
    ...(by.id !== undefined ? [eq(shipments.id, by.id)] : []),
    ...(by.courier && by.providerId
      ? [and(eq(shipments.courier, by.courier), eq(shipments.providerId, by.providerId))]
      : []),
    ...(by.courier && by.trackingNumber
      ? [and(eq(shipments.courier, by.courier), eq(shipments.trackingNumber, by.trackingNumber))]
      : []),
  ];
  if (conditions.length === 0) return undefined;
  const query = tx
    .select()
    .from(shipments)
    .where(or(...conditions))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export type RecordedUpdate = {
  /** The report was new (not a repeat of one already on the timeline). */
  recorded: boolean;
  /** It moved the parcel's state (see states.ts); `before` is the row before it. */
  advanced: boolean;
  before: ShipmentRow;
  after: ShipmentRow;
};

/**
 * Records one courier report on a locked shipment: once on its timeline (a repeat records nothing), and as its
 * state when it moves the parcel forward. The cash collected comes with delivery.
 */
export async function recordUpdate(
  tx: Executor,
  shipment: ShipmentRow,
  update: CourierUpdate & { state: ShipmentState },
  now: Date,
): Promise<RecordedUpdate> {
  const inserted = await tx
    .insert(shipmentEvents)
    .values({
      shipmentId: shipment.id,
      state: update.state,
      providerState: update.providerState,
      at: update.at,
      receivedAt: now,
      reason: update.reason,
    })
    .onConflictDoNothing()
    .returning({ id: shipmentEvents.id });
  const recorded = inserted.length > 0;
  if (!advances(shipment.state, shipment.stateAt, update.state, update.at)) {
    return { recorded, advanced: false, before: shipment, after: shipment };
  }
  const [after] = await tx
    .update(shipments)
    .set({
      state: update.state,
      stateAt: update.at,
      stateReason: update.reason,
      updatedAt: now,
      ...(update.state === 'delivered' && { codCollected: update.codCollected ?? shipment.codAmount }),
      ...(update.state === 'returned' && { restocked: true }),
    })
    .where(eq(shipments.id, shipment.id))
    .returning();
  return { recorded, advanced: true, before: shipment, after: after! };
}

/** Marks a shipment seen by the poller now, so the next poll asks about others first. */
export async function touchShipment(tx: Executor, shipmentId: number, now: Date) {
  await tx.update(shipments).set({ updatedAt: now }).where(eq(shipments.id, shipmentId));
}

/**
 * A cash order refused at the door, against its shopper and delivery mobile (once per order: the courier's
 * report and staff's mark of one order are one refusal).
 */
export async function recordCodRefusal(
  tx: Executor,
  refusal: {
    userId: number;
    orderId: number;
    shipmentId: number | null;
    mobile: string | null;
    source: 'courier' | 'staff';
    amount: number;
    now: Date;
  },
): Promise<boolean> {
  const inserted = await tx
    .insert(codRefusals)
    .values({
      userId: refusal.userId,
      orderId: refusal.orderId,
      shipmentId: refusal.shipmentId,
      mobile: refusal.mobile,
      source: refusal.source,
      amount: refusal.amount,
      createdAt: refusal.now,
    })
    .onConflictDoNothing()
    .returning({ id: codRefusals.id });
  return inserted.length > 0;
}

/**
 * Staff forgive a shopper's refusals: every one that counts against the account, any mobile it was recorded
 * with, or any of the shopper's `mobiles` (another account's refusals on their number, which checkout counts
 * too) stops counting. Answers the orders cleared (for the audit log).
 */
export async function clearCodRefusals(
  tx: Executor,
  clearing: { userId: number; mobiles: string[]; by: number; now: Date },
) {
  const mine = await tx
    .select({ mobile: codRefusals.mobile })
    .from(codRefusals)
    .where(and(eq(codRefusals.userId, clearing.userId), isNull(codRefusals.clearedAt)));
  const mobiles = [
    ...new Set([...clearing.mobiles, ...mine.map((row) => row.mobile).filter((mobile) => mobile !== null)]),
  ];
  const cleared = await tx
    .update(codRefusals)
    .set({ clearedAt: clearing.now, clearedBy: clearing.by })
    .where(
      and(
        isNull(codRefusals.clearedAt),
        or(
          eq(codRefusals.userId, clearing.userId),
          mobiles.length > 0 ? inArray(codRefusals.mobile, mobiles) : undefined,
        ),
      ),
    )
    .returning({ orderId: codRefusals.orderId });
  return cleared.map((row) => row.orderId);
}

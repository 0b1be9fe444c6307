import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { ShipmentState } from '../../db/schema/index.js';
import { orders } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { courierContact } from '../shipping/book.js';
import { newWebhookSecret } from '../shipping/context.js';
import { CourierError, type CourierUpdate } from '../shipping/couriers/types.js';
import type { ReturnsContext } from './context.js';
import { queueReturnEmail } from './emails.js';
import {
  lockReturn,
  pickupFailed,
  type ReturnRow,
  recordPickup,
  recordPickupUpdate,
  refuseReturn,
  takePickupBooking,
} from './ledger.js';
import { findReturn, linesOf } from './repository.js';

/** Where Bosta posts a return pickup's state changes (its own address: a return never moves an order). */
export const returnWebhookUrl = (ctx: ReturnsContext) => `${ctx.config.apiPublicUrl}/returns/bosta/webhook`;

const orderOf = async (db: Executor, orderId: number) => {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new AppError(404, 'NOT_FOUND', 'notFound');
  return order;
};

export type Approval = { row: ReturnRow; booked: boolean };

/**
 * Staff approve a requested return: the courier's return pickup (Bosta's customer-return type) is booked at
 * the order's address, at most once. The return takes its booking in one conditional update before the courier
 * is called, so two staff approving at once book one pickup: the second gets the return as the first left it.
 * A courier that refuses or cannot be reached leaves the return approved with no pickup, to be booked again.
 */
export async function approveReturn(ctx: ReturnsContext, id: number, by: number | null): Promise<Approval> {
  const courier = ctx.courier;
  const { secret, hash } = newWebhookSecret();
  const now = ctx.clock();
  const taken = await ctx.db.transaction(async (tx) => {
    const row = await takePickupBooking(tx, id, { secretHash: hash, by, now });
    if (row && !courier) {
      // No courier: the shopper brings it back; staff mark it received with the items.
      await recordPickup(tx, id, { providerId: `self-${id}`, trackingNumber: `self-${id}` }, now);
    }
    if (row?.decidedAt?.getTime() === now.getTime()) {
      const order = await orderOf(tx, row.orderId);
      await queueReturnEmail(tx, row, order.number, 'approved');
    }
    return row;
  });
  if (!taken) {
    const row = await findReturn(ctx.db, id);
    if (!row) throw new AppError(404, 'NOT_FOUND', 'notFound');
    if (row.status === 'refused') throw new AppError(409, 'RETURN_REFUSED', 'returnAlreadyRefused');
    return { row, booked: false };
  }
  if (!courier) return { row: (await findReturn(ctx.db, id))!, booked: false };
  const order = await orderOf(ctx.db, taken.orderId);
  const lines = await linesOf(ctx.db, [taken.id]);
  try {
    const booked = await courier.createReturnPickup({
      reference: `${order.number}-R${taken.id}`,
      ...courierContact(order.address),
      description: lines
        .map(({ returnLine, line }) => `${returnLine.quantity} × ${line.nameEn}`)
        .join(', ')
        .slice(0, 250),
      itemsCount: lines.reduce((sum, { returnLine }) => sum + returnLine.quantity, 0),
      webhookUrl: returnWebhookUrl(ctx),
      webhookHeaders: { [courier.webhookHeader]: secret },
    });
    await ctx.db.transaction((tx) => recordPickup(tx, taken.id, booked, ctx.clock()));
  } catch (error) {
    if (!(error instanceof CourierError)) throw error;
    ctx.log.warn({ return: taken.id, reason: error.message }, 'return pickup booking failed');
    await ctx.db.transaction((tx) => pickupFailed(tx, taken.id, ctx.clock()));
    throw new AppError(503, 'COURIER_UNAVAILABLE', 'returnPickupUnavailable');
  }
  return { row: (await findReturn(ctx.db, id))!, booked: true };
}

/** Staff refuse a requested return with a reason, mailed to the shopper in their language. Once. */
export async function refuseRequest(
  ctx: ReturnsContext,
  id: number,
  reason: string,
  by: number,
): Promise<ReturnRow> {
  return ctx.db.transaction(async (tx) => {
    const refused = await refuseReturn(tx, id, { reason, by, now: ctx.clock() });
    if (refused) {
      const order = await orderOf(tx, refused.orderId);
      await queueReturnEmail(tx, refused, order.number, 'refused');
      return refused;
    }
    const row = await lockReturn(tx, id);
    if (!row) throw new AppError(404, 'NOT_FOUND', 'notFound');
    if (row.status !== 'refused') throw new AppError(409, 'RETURN_DECIDED', 'returnAlreadyDecided');
    return row;
  });
}

/** One courier report on a return pickup (already authenticated), in one transaction on the locked return. */
export async function applyPickupUpdate(
  ctx: ReturnsContext,
  id: number,
  update: CourierUpdate & { state: ShipmentState },
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockReturn(tx, id);
    if (!row) return false;
    return recordPickupUpdate(tx, row, update, ctx.clock());
  });
}

import type { OrderStatus } from '@coffee/contracts/orders';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orders, type ShipmentState, shipmentEvents } from '../../db/schema/index.js';
import { moveOrder } from '../orders/status-flow.js';
import type { ShippingContext } from './context.js';
import type { CourierUpdate } from './couriers/types.js';
import { queueOutForDeliveryEmail } from './emails.js';
import {
  lockShipment,
  type RecordedUpdate,
  recordCodRefusal,
  recordUpdate,
  type ShipmentRow,
} from './ledger.js';
import { STATE_RANK } from './states.js';

/** Where a parcel's state takes its order; null leaves the order as it is (booked, or the booking canceled). */
function orderTargetOf(state: ShipmentState): OrderStatus | null {
  if (state === 'delivered') return 'DELIVERED';
  if (state === 'returned' || state === 'lost' || state === 'damaged') return 'CANCELED';
  if (STATE_RANK[state] >= 2 && STATE_RANK[state] < 9) return 'WITH_COURIER';
  return null;
}

/**
 * Moves the order to where its parcel is, as the system, through the orders module's one status change (and
 * the payment's follow-up): picked up → With courier; delivered → Delivered (cash marked paid); back, lost or
 * damaged → Canceled, the stock put back only for a parcel that came back. An order staff moved by hand
 * already (or canceled) is left as it is. Answers the products whose stock came back.
 */
async function followParcel(ctx: ShippingContext, tx: Executor, shipment: ShipmentRow, now: Date) {
  const target = orderTargetOf(shipment.state);
  if (!target) return [];
  const [order] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, shipment.orderId));
  let status = order?.status;
  const by = { kind: 'system' as const };
  const released: number[] = [];
  if (status === 'READY_TO_SHIP') {
    await moveOrder(tx, ctx.orderPayments, { id: shipment.orderId }, 'WITH_COURIER', by, null, now);
    status = 'WITH_COURIER';
  }
  if (status === 'WITH_COURIER' && target !== 'WITH_COURIER') {
    const change = await moveOrder(
      tx,
      ctx.orderPayments,
      { id: shipment.orderId },
      target,
      by,
      null,
      now,
      'original',
      {
        stockBack: shipment.state === 'returned',
      },
    );
    released.push(...change.released);
  }
  return released;
}

/** Whether the courier ever tried the door (out for delivery, or a failed attempt) before the parcel came back. */
async function wasAttempted(tx: Executor, shipmentId: number) {
  const rows = await tx
    .select({ id: shipmentEvents.id })
    .from(shipmentEvents)
    .where(
      and(
        eq(shipmentEvents.shipmentId, shipmentId),
        inArray(shipmentEvents.state, ['out_for_delivery', 'exception']),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export type AppliedUpdate = RecordedUpdate & { released: number[] };

/**
 * One courier report, from a webhook (already authenticated) or the poller, in one transaction: the shipment's
 * row is locked, the report recorded once, and when it moves the parcel forward the order follows, the
 * shopper is told it is out for delivery, and a cash order refused at the door is counted against its shopper.
 * A repeat, or a late report of an earlier state, changes nothing.
 */
export async function applyCourierUpdate(
  ctx: ShippingContext,
  shipmentId: number,
  update: CourierUpdate & { state: ShipmentState },
): Promise<AppliedUpdate | null> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const shipment = await lockShipment(tx, { id: shipmentId });
    if (!shipment || shipment.state === 'booking') return null;
    const result = await recordUpdate(tx, shipment, update, now);
    if (!result.advanced) return { ...result, released: [] };
    const { after, before } = result;
    const released = await followParcel(ctx, tx, after, now);
    const [order] = await tx.select().from(orders).where(eq(orders.id, after.orderId));
    if (
      order &&
      after.state === 'out_for_delivery' &&
      STATE_RANK[before.state] < STATE_RANK.out_for_delivery
    ) {
      await queueOutForDeliveryEmail(tx, order, after);
    }
    if (
      order &&
      after.state === 'returned' &&
      order.paymentMethod === 'cod' &&
      (await wasAttempted(tx, after.id))
    ) {
      await recordCodRefusal(tx, {
        userId: order.userId,
        orderId: order.id,
        shipmentId: after.id,
        mobile: order.address.mobile ?? null,
        source: 'courier',
        amount: after.codAmount,
        now,
      });
    }
    return { ...result, released };
  });
}

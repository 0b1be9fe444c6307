import { and, eq, ne } from 'drizzle-orm';
import { type AddressSnapshot, orders, shipments } from '../../db/schema/index.js';
import type { MessageKey } from '../../i18n/messages.js';
import { loadOrder } from '../orders/repository.js';
import { newWebhookSecret, type ShippingContext } from './context.js';
import { CourierError, type NewDelivery } from './couriers/types.js';
import { cancelShipment, openShipment, recordBooking, type ShipmentRow } from './ledger.js';

export type BookingResult =
  | { number: string; ok: true; shipment: ShipmentRow; created: boolean }
  | { number: string; ok: false; messageKey: MessageKey };

/** "Aya Mostafa Ali" → Aya / Mostafa Ali; a single word is both (Bosta asks for both names). */
export function splitName(name: string) {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') || first };
}

/** Who hands the parcel over or takes it, and where, as the courier asks: the order's address snapshot. */
export function courierContact(address: AddressSnapshot) {
  return {
    receiver: { ...splitName(address.recipient), phone: address.mobile },
    address: {
      city: address.governorate.name_en,
      zone: address.city.name_en,
      district: address.area || address.city.name_en,
      firstLine: address.street,
      secondLine: address.details,
    },
  };
}

/** Where Bosta's webhooks reach this API. */
export const courierWebhookUrl = (ctx: ShippingContext) =>
  `${ctx.config.apiPublicUrl}/shipping/bosta/webhook`;

/**
 * Books the courier for one order that is Ready to ship, at most once: the shipment row is opened first (one
 * live shipment per order, a unique index), then the courier is called with our order number as its business
 * reference, then its tracking number recorded. A second click, or a second staff member at once, gets the
 * first booking back. A courier that refuses or cannot be reached leaves nothing booked (it may be tried again).
 */
export async function bookOrder(
  ctx: ShippingContext,
  number: string,
  bookedBy: number | null,
): Promise<BookingResult> {
  const courier = ctx.courier;
  if (!courier) return { number, ok: false, messageKey: 'shipmentCourierOff' };
  const [found] = await ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.number, number));
  const full = found ? await loadOrder(ctx.db, found.id, { history: false }) : undefined;
  if (!full) return { number, ok: false, messageKey: 'notFound' };
  const { order, lines } = full;
  const { secret, hash } = newWebhookSecret();
  const now = ctx.clock();
  const codAmount = order.paymentMethod === 'cod' ? order.total - order.walletAmount : 0;
  const opened = await ctx.db.transaction(async (tx) => {
    // Locked while the shipment row is opened: a cancel by staff comes before it (nothing is booked) or after.
    const [current] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, order.id))
      .for('update');
    if (current?.status !== 'READY_TO_SHIP') return 'not-ready' as const;
    return openShipment(tx, {
      orderId: order.id,
      courier: courier.name,
      codAmount: Math.max(0, codAmount),
      webhookSecretHash: hash,
      bookedBy,
      now,
    });
  });
  if (opened === 'not-ready' || opened === null) {
    const [existing] = await ctx.db
      .select()
      .from(shipments)
      .where(and(eq(shipments.orderId, order.id), ne(shipments.state, 'canceled')));
    if (existing && existing.state !== 'booking')
      return { number, ok: true, shipment: existing, created: false };
    if (existing) return { number, ok: false, messageKey: 'shipmentBeingBooked' };
    return { number, ok: false, messageKey: 'shipmentNotReady' };
  }
  const { address } = order;
  const delivery: NewDelivery = {
    reference: order.number,
    codAmount: opened.codAmount,
    ...courierContact(address),
    description: lines
      .map(
        (line) => `${line.quantity} × ${line.nameEn}${line.variantNameEn ? ` (${line.variantNameEn})` : ''}`,
      )
      .join(', ')
      .slice(0, 250),
    itemsCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    webhookUrl: courierWebhookUrl(ctx),
    webhookHeaders: { [courier.webhookHeader]: secret },
  };
  try {
    const booked = await courier.createDelivery(delivery);
    const shipment = await ctx.db.transaction((tx) => recordBooking(tx, opened.id, booked, ctx.clock()));
    return { number, ok: true, shipment, created: true };
  } catch (error) {
    if (!(error instanceof CourierError)) throw error;
    ctx.log.warn({ order: order.number, reason: error.message }, 'courier booking failed');
    await ctx.db.transaction((tx) => cancelShipment(tx, opened.id, 'booking', error.message, ctx.clock()));
    return { number, ok: false, messageKey: 'shipmentCourierUnavailable' };
  }
}

export type CancelResult = 'canceled' | 'not-found' | 'not-cancelable' | 'courier-unavailable';

/**
 * Calls off a booking before the courier picks the parcel up: the courier is asked to terminate it, then the
 * shipment is canceled and the order (still Ready to ship) may be booked again. A parcel the courier has is a
 * `not-cancelable`; the courier's own refusal too.
 */
export async function cancelBooking(ctx: ShippingContext, shipmentId: number): Promise<CancelResult> {
  const courier = ctx.courier;
  const [row] = await ctx.db.select().from(shipments).where(eq(shipments.id, shipmentId));
  if (!row || !courier || !row.providerId || !row.trackingNumber) return 'not-found';
  if (row.state !== 'booked') return row.state === 'canceled' ? 'canceled' : 'not-cancelable';
  try {
    await courier.cancelDelivery({ providerId: row.providerId, trackingNumber: row.trackingNumber });
  } catch (error) {
    if (!(error instanceof CourierError)) throw error;
    ctx.log.warn({ shipment: row.id, reason: error.message }, 'courier refused to cancel');
    // Bosta terminates only before pickup: asked again, it says where the parcel is.
    return /HTTP 4\d\d/.test(error.message) ? 'not-cancelable' : 'courier-unavailable';
  }
  await ctx.db.transaction((tx) => cancelShipment(tx, row.id, 'booked', 'canceled by staff', ctx.clock()));
  return 'canceled';
}

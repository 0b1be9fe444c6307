import { z } from 'zod';
import { dataEnvelope, Id, LangQuery, Piastres } from './common';
import { OrderNumber } from './orders';

/** A parcel's state as the store reads it, whatever the courier calls it. */
export const SHIPMENT_STATES = [
  'booking',
  'booked',
  'picked_up',
  'at_warehouse',
  'out_for_delivery',
  'exception',
  'delivered',
  'returned',
  'lost',
  'damaged',
  'canceled',
] as const;
export const ShipmentState = z.enum(SHIPMENT_STATES);
export type ShipmentState = z.infer<typeof ShipmentState>;

export const ShipmentEvent = z.object({
  state: ShipmentState,
  label: z.string().describe("The state in the reader's language"),
  at: z.string().describe('When the courier says it happened (ISO 8601)'),
});
export type ShipmentEvent = z.infer<typeof ShipmentEvent>;

/** An order's parcel: who carries it, its tracking number and its timeline, oldest first. */
export const Shipment = z.object({
  id: z.number().int(),
  courier: z.enum(['bosta']),
  courier_name: z.string(),
  tracking_number: z.string().nullable(),
  state: ShipmentState,
  state_label: z.string(),
  events: z.array(ShipmentEvent),
});
export type Shipment = z.infer<typeof Shipment>;

/** `GET /orders/{number}/shipment`: the order's live parcel, or null before the courier is booked. */
export const ShipmentResponse = dataEnvelope(Shipment.nullable());
export type ShipmentResponse = z.infer<typeof ShipmentResponse>;

/** What staff see beside: the cash to collect, what the courier reported collected, and why it is stuck. */
export const AdminShipment = Shipment.extend({
  cod_amount: Piastres,
  cod_collected: Piastres.nullable(),
  reason: z.string().nullable().describe("The courier's words on an exception or a return"),
  label_url: z.string().nullable().describe('The airway bill to print (API path), once booked'),
});
export type AdminShipment = z.infer<typeof AdminShipment>;
export const AdminShipmentResponse = dataEnvelope(AdminShipment.nullable());
export type AdminShipmentResponse = z.infer<typeof AdminShipmentResponse>;

/** `POST /admin/shipping/bookings`: book the courier for these Ready-to-ship orders (each at most once). */
export const BookShipmentsBody = z.object({
  orders: z.array(OrderNumber).min(1).max(50),
});
export type BookShipmentsBody = z.infer<typeof BookShipmentsBody>;

export const BookingOutcome = z.object({
  number: OrderNumber,
  ok: z.boolean(),
  tracking_number: z.string().nullable(),
  shipment_id: z.number().int().nullable(),
  message: z.string().nullable().describe("Why it was not booked, in the reader's language"),
});
export type BookingOutcome = z.infer<typeof BookingOutcome>;
export const BookShipmentsResponse = dataEnvelope(z.array(BookingOutcome));
export type BookShipmentsResponse = z.infer<typeof BookShipmentsResponse>;

const Day = z.iso.date();

/** `GET /admin/shipping/cash`: per Cairo day of delivery, the cash the courier was to collect and reported. */
export const CourierCashQuery = LangQuery.extend({
  from: Day.optional().describe('First day, Cairo time (default: 30 days ago)'),
  to: Day.optional().describe('Last day, Cairo time (default: today)'),
});
export const CourierCashDay = z.object({
  day: Day,
  deliveries: z.number().int(),
  expected: Piastres,
  collected: Piastres,
});
export type CourierCashDay = z.infer<typeof CourierCashDay>;
export const CourierCashResponse = dataEnvelope(z.array(CourierCashDay));
export type CourierCashResponse = z.infer<typeof CourierCashResponse>;

export const ShipmentParams = z.object({ id: Id });

/** What the API answers the courier's webhook: `applied` moved the parcel, `unchanged` was a repeat or late. */
export const CourierWebhookAck = z.object({
  received: z.literal(true),
  result: z.enum(['applied', 'unchanged', 'ignored']),
});

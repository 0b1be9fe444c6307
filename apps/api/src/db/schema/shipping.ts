import { SHIPMENT_STATES, type ShipmentState } from '@coffee/contracts/shipping';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { orders } from './checkout.js';

/** A parcel's state as the store reads it (the contracts' list; modules/shipping/states.ts orders them). */
export { SHIPMENT_STATES, type ShipmentState };

/**
 * One parcel handed to a courier for one order (modules/shipping/ledger.ts is its only writer). An order has
 * at most one shipment that is not canceled; a canceled booking may be booked again.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    courier: text('courier', { enum: ['bosta'] }).notNull(),
    /** The courier's id of the delivery (Bosta `_id`) and the tracking number it prints on the airway bill. */
    providerId: text('provider_id'),
    trackingNumber: text('tracking_number'),
    state: text('state', { enum: SHIPMENT_STATES }).notNull(),
    /** When the courier says the current state began (its own clock), for ordering events of equal rank. */
    stateAt: timestamp('state_at', { withTimezone: true }).notNull(),
    /** Why it is in `exception` or came back (the courier's words), for staff. */
    stateReason: text('state_reason'),
    /** SHA-256 (hex) of the secret header the courier sends with this delivery's webhooks. */
    webhookSecretHash: text('webhook_secret_hash').notNull(),
    /** Piastres the courier collects at the door (cash on delivery; 0 otherwise). */
    codAmount: integer('cod_amount').notNull().default(0),
    /** Piastres the courier reports collected, on delivery. */
    codCollected: integer('cod_collected'),
    /** The parcel came back and its stock was put back (once). */
    restocked: boolean('restocked').notNull().default(false),
    bookedBy: integer('booked_by').references(() => users.id),
    /**
     * Calling the booking off at the courier because its order was canceled (modules/shipping/cancel.ts): when
     * the next try is due (a claim holds it a minute ahead while the courier is asked), how many tries were
     * made, and what the last one found (the courier out of reach, or the parcel picked up already).
     */
    cancelDueAt: timestamp('cancel_due_at', { withTimezone: true }),
    cancelAttempts: integer('cancel_attempts').notNull().default(0),
    cancelNote: text('cancel_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('shipments_one_live_per_order').on(t.orderId).where(sql`${t.state} <> 'canceled'`),
    uniqueIndex('shipments_tracking_number').on(t.courier, t.trackingNumber),
    index('shipments_open_idx').on(t.state, t.updatedAt),
    check('shipments_cod_nonnegative', sql`${t.codAmount} >= 0`),
  ],
);

/**
 * Every state the courier reported for a shipment, once each: the parcel's timeline. A webhook repeated (or a
 * poll seeing what a webhook said) hits the unique key and records nothing.
 */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id),
    state: text('state', { enum: SHIPMENT_STATES }).notNull(),
    /** The courier's own code (Bosta's numeric state) as sent. */
    providerState: text('provider_state').notNull(),
    /** When it happened, by the courier's clock. */
    at: timestamp('at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    reason: text('reason'),
  },
  (t) => [uniqueIndex('shipment_events_once').on(t.shipmentId, t.providerState, t.at)],
);

/**
 * A cash order the shopper refused at the door: one row per order, from the courier (its parcel came back
 * after a delivery attempt) or marked by staff. It counts against the account and the delivery mobile until
 * staff clear it; two that count stop cash on delivery (modules/checkout/cod-refusals.ts reads them).
 */
export const codRefusals = pgTable(
  'cod_refusals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    /** The courier's parcel; null when staff marked it (an order delivered without a courier). */
    shipmentId: integer('shipment_id').references(() => shipments.id),
    /** The E.164 mobile the order was to be delivered to; null on rows recorded before it was kept. */
    mobile: text('mobile'),
    source: text('source', { enum: ['courier', 'staff'] })
      .notNull()
      .default('courier'),
    /** Piastres the courier was to collect. */
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Staff forgave it (audited): it no longer counts. */
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    clearedBy: integer('cleared_by').references(() => users.id),
  },
  (t) => [index('cod_refusals_user_idx').on(t.userId), index('cod_refusals_mobile_idx').on(t.mobile)],
);

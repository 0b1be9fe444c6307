import { SHIPMENT_STATES } from '@coffee/contracts/shipping';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { orderLines, orders } from './checkout.js';

/** Why goods come back (Law 181/2018): no reason within 14 days (Art. 17), a defect within 30 (Art. 21). */
export const RETURN_KINDS = ['change_of_mind', 'defect'] as const;
/**
 * requested → refused, or approved (the courier's return pickup booked) → received (the parcel is back) →
 * refunded (staff judged each item; the refund ran once).
 */
export const RETURN_STATUSES = ['requested', 'refused', 'approved', 'received', 'refunded'] as const;

/**
 * A shopper's request to send goods of a delivered order back (modules/returns/ledger.ts is its only writer),
 * with its return pickup (Bosta's customer-return type) and, once done, what was refunded.
 */
export const returns = pgTable(
  'returns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: RETURN_KINDS }).notNull(),
    /** The shopper's own words. */
    reason: text('reason').notNull(),
    /** `original`: the gateway that took the payment; `wallet`: the store wallet (a cash order's only way). */
    refundTo: text('refund_to', { enum: ['original', 'wallet'] }).notNull(),
    /** Media paths of the defect's photos (at most 3), stored as product images are. */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    status: text('status', { enum: RETURN_STATUSES }).notNull(),
    /** Why staff refused it (mailed to the shopper). */
    refusal: text('refusal'),
    /** The language the shopper asked in: their emails are written in it. */
    lang: text('lang').notNull().default('en'),
    /** The return pickup: its state as the courier reports it, its ids and the hash of its webhook secret. */
    pickupState: text('pickup_state', { enum: SHIPMENT_STATES }),
    pickupStateAt: timestamp('pickup_state_at', { withTimezone: true }),
    pickupProviderId: text('pickup_provider_id'),
    pickupTracking: text('pickup_tracking'),
    pickupSecretHash: text('pickup_secret_hash'),
    /** Piastres given back once refunded: the goods (their share of a coupon off) and, for a defect, delivery. */
    goodsRefund: integer('goods_refund'),
    deliveryRefund: integer('delivery_refund'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    completedBy: integer('completed_by').references(() => users.id),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('returns_order_idx').on(t.orderId),
    index('returns_status_idx').on(t.status, t.createdAt),
    uniqueIndex('returns_pickup_tracking').on(t.pickupTracking),
    check('returns_refund_nonnegative', sql`coalesce(${t.goodsRefund}, 0) >= 0`),
  ],
);

/** The lines and quantities of one return; `resellable` once staff looked at what came back. */
export const returnLines = pgTable(
  'return_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id),
    quantity: integer('quantity').notNull(),
    resellable: boolean('resellable'),
  },
  (t) => [
    uniqueIndex('return_lines_once').on(t.returnId, t.orderLineId),
    check('return_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

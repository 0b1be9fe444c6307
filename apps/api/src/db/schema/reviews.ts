import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './checkout.js';

/**
 * The orders whose "how was it?" email has been queued (reviews/review-requests.ts): a row per order, taken
 * with the email in one transaction, so each delivered order is asked once even when two runs overlap.
 */
export const reviewRequests = pgTable('review_requests', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
});

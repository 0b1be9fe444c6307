import type { AuditAction } from '@coffee/contracts/backoffice';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { sellers } from './catalog.js';

/**
 * A seller's sign-in: the user who runs that seller in the seller portal. One seller per user; a seller may
 * have several people. Being linked here is what makes a user a seller (their `role` stays `customer`).
 */
export const sellerAccounts = pgTable(
  'seller_accounts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('seller_accounts_seller_idx').on(t.sellerId)],
);

/**
 * Every change made through the back office or the seller portal: who, when, what (an action and the
 * entity it touched) and the fields before and after. Written in the change's own transaction, so a change
 * that rolls back leaves no row and a change that commits always has one. Never updated or deleted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Null once the user is deleted; `actorLabel` still says who it was. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorLabel: text('actor_label').notNull(),
    actorRole: text('actor_role', { enum: ['staff', 'admin', 'seller'] }).notNull(),
    /** e.g. `order.status`, `product.price`. */
    action: text('action').$type<AuditAction>().notNull(),
    entity: text('entity').notNull(),
    /** The entity's id as people quote it (an order number, a product id). */
    entityKey: text('entity_key').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    note: text('note'),
    /**
     * The Idempotency-Key of a change a client may send twice (a wallet credit): the unique index lets only
     * the first one through, so a retried or double-clicked credit is applied once.
     */
    requestKey: text('request_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('audit_log_request_key').on(t.requestKey),
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entity, t.entityKey),
  ],
);

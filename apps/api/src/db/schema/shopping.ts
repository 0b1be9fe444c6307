import { integer, pgTable, primaryKey, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { products, productVariants } from './catalog.js';

export const carts = pgTable('carts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A line is a product, or one variant of a product sold in variants: a cart may hold several variants of one
 * product, each a line of its own. Lines of plain products have no variant, and NULLS NOT DISTINCT keeps those
 * to one per product as well (PostgreSQL 15+, PGlite).
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /**
     * The unit price (piastres) when the shopper last set this line: a different price now is pointed out on
     * the cart and at checkout, as the terms promise, until the shopper changes the line or orders it. Null for
     * lines older than this column.
     */
    priceSeen: integer('price_seen'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('cart_lines_line_key').on(t.cartId, t.productId, t.variantId).nullsNotDistinct()],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

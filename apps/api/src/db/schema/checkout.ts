import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { products, productVariants, sellers } from './catalog.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const coupons = pgTable('coupons', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** Stored uppercased; shoppers type codes in any case. */
  code: text('code').notNull().unique(),
  kind: text('kind', { enum: ['percent', 'fixed'] }).notNull(),
  /** Percent (1–100) or piastres, by kind. */
  value: integer('value').notNull(),
  minSubtotal: integer('min_subtotal').notNull().default(0),
  maxDiscount: integer('max_discount'),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  usageLimit: integer('usage_limit'),
  usedCount: integer('used_count').notNull().default(0),
  perUserLimit: integer('per_user_limit').notNull().default(1),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

export const orderStatus = pgEnum('order_status', [
  'PENDING',
  'PLACED',
  'ACCEPT',
  'PREPARE',
  'READY_TO_SHIP',
  'WITH_COURIER',
  'DELIVERED',
  'CANCELED',
]);

export const paymentMethod = pgEnum('payment_method', ['cod', 'wallet', 'paytabs', 'opay']);

export type AddressSnapshot = {
  title: string;
  governorate: { id: number; name_en: string; name_ar: string };
  city: { id: number; name_en: string; name_ar: string };
  area: string;
  street: string;
  details: string;
  recipient: string;
  mobile: string;
};

export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** What the shopper quotes to support, e.g. CM-2026-000123. */
    number: text('number').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: orderStatus('status').notNull().default('PENDING'),
    address: jsonb('address').$type<AddressSnapshot>().notNull(),
    subtotal: integer('subtotal').notNull(),
    saleDiscount: integer('sale_discount').notNull().default(0),
    couponId: integer('coupon_id').references(() => coupons.id),
    couponDiscount: integer('coupon_discount').notNull().default(0),
    shippingFee: integer('shipping_fee').notNull().default(0),
    walletAmount: integer('wallet_amount').notNull().default(0),
    total: integer('total').notNull(),
    paymentMethod: paymentMethod('payment_method').notNull(),
    paymentStatus: text('payment_status', { enum: ['unpaid', 'pending', 'paid', 'failed', 'refunded'] })
      .notNull()
      .default('unpaid'),
    lang: text('lang').notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('orders_user_idx').on(t.userId, t.createdAt)],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    variantId: integer('variant_id').references(() => productVariants.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    image: text('image').notNull().default(''),
    unitPrice: integer('unit_price').notNull(),
    beforeDiscount: integer('before_discount'),
    quantity: integer('quantity').notNull(),
    lineTotal: integer('line_total').notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: orderStatus('status').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId)],
);

export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    provider: paymentMethod('provider').notNull(),
    /** The gateway's transaction reference (PayTabs tran_ref, OPay reference); settles idempotently. */
    providerRef: text('provider_ref'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('EGP'),
    status: text('status', { enum: ['created', 'pending', 'paid', 'failed', 'canceled'] })
      .notNull()
      .default('created'),
    raw: jsonb('raw'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_provider_ref_key')
      .on(t.provider, t.providerRef)
      .where(sql`${t.providerRef} is not null`),
  ],
);

export const wallets = pgTable('wallets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Piastres; never negative. */
  balance: integer('balance').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Signed piastres: credits positive, debits negative. */
    amount: integer('amount').notNull(),
    kind: text('kind', { enum: ['top_up', 'order_payment', 'refund', 'cashback', 'adjustment'] }).notNull(),
    orderId: integer('order_id').references(() => orders.id),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('wallet_transactions_user_idx').on(t.userId, t.createdAt)],
);

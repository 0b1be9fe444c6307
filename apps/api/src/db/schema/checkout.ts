import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { products, productVariants, sellers } from './catalog.js';
import { governorates } from './locations.js';

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
  /** Only for a shopper with no earlier order that was not canceled. */
  firstOrderOnly: boolean('first_order_only').notNull().default(false),
  /**
   * Optional scope: when any list is non-empty, the discount applies only to lines whose category,
   * sub-category, brand or seller is listed (a line in scope matches every non-empty list).
   */
  categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
  subCategoryIds: integer('sub_category_ids').array().notNull().default(sql`'{}'::integer[]`),
  brandIds: integer('brand_ids').array().notNull().default(sql`'{}'::integer[]`),
  sellerIds: integer('seller_ids').array().notNull().default(sql`'{}'::integer[]`),
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

/** `paytabs` names the gateway of a payment row; an order's method is `card` or `installments` instead. */
export const paymentMethod = pgEnum('payment_method', [
  'cod',
  'wallet',
  'paytabs',
  'opay',
  'card',
  'installments',
  // Pay at Fawry: both the order's method and its gateway's name (one provider, one method).
  'fawry',
  // InstaPay transfer: the shopper sends it from their bank app; staff confirm it (no gateway, no API).
  'instapay',
]);

/** Feeds order numbers (CM-2026-000123); a retried request that finds its order already made skips one. */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1 });

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
    /** The cash-on-delivery fee charged (the store's setting when it was placed); 0 for other methods. */
    codFee: integer('cod_fee').notNull().default(0),
    total: integer('total').notNull(),
    paymentMethod: paymentMethod('payment_method').notNull(),
    paymentStatus: text('payment_status', { enum: ['unpaid', 'pending', 'paid', 'failed', 'refunded'] })
      .notNull()
      .default('unpaid'),
    lang: text('lang').notNull().default('en'),
    /** The client's Idempotency-Key and a hash of what it asked: a retry returns this order. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    /** PENDING online orders hold their stock until then; the sweep cancels them after. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('orders_idempotency_key').on(t.userId, t.idempotencyKey),
    index('orders_reservation_idx').on(t.expiresAt).where(sql`${t.status} = 'PENDING'`),
    // The last 90 days' orders, read by the popularity refresh (search/popularity.ts).
    index('orders_created_idx').on(t.createdAt),
  ],
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
    variantNameEn: text('variant_name_en'),
    variantNameAr: text('variant_name_ar'),
    image: text('image').notNull().default(''),
    unitPrice: integer('unit_price').notNull(),
    beforeDiscount: integer('before_discount'),
    quantity: integer('quantity').notNull(),
    lineTotal: integer('line_total').notNull(),
    /** When the seller marked the line prepared and ready for the courier (seller portal). */
    readyAt: timestamp('ready_at', { withTimezone: true }),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId), index('order_lines_seller_idx').on(t.sellerId)],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: orderStatus('status').notNull(),
    byKind: text('by_kind', { enum: ['customer', 'staff', 'system'] })
      .notNull()
      .default('system'),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    /** Whether the shopper sees the note: their own, or staff's told to them. Staff notes and gateway references stay internal. */
    noteForCustomer: boolean('note_for_customer').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId)],
);

/** One use of a coupon by an order; `releasedAt` is set when the order is canceled and the use given back. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('coupon_redemptions_user_idx').on(t.couponId, t.userId)],
);

/** Delivery fee per group of governorates, in piastres. */
export const shippingZones = pgTable('shipping_zones', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  fee: integer('fee').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const shippingZoneGovernorates = pgTable('shipping_zone_governorates', {
  governorateId: integer('governorate_id')
    .primaryKey()
    .references(() => governorates.id),
  zoneId: integer('zone_id')
    .notNull()
    .references(() => shippingZones.id),
});

/** The store's checkout settings: one row (id 1), so operators change them without a deploy. */
export const storeSettings = pgTable(
  'store_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Piastres of goods (at sale prices) from which delivery is free. */
    freeShippingThreshold: integer('free_shipping_threshold').notNull(),
    /** The largest total cash on delivery may collect, in piastres. */
    codMaxTotal: integer('cod_max_total').notNull(),
    /** Piastres added to a cash-on-delivery order (its own line everywhere); 0 = no fee. */
    codFee: integer('cod_fee').notNull().default(1000),
    /** The most of one product (or variant) one order may take: one shopper cannot hold a whole stock. */
    maxLineQuantity: integer('max_line_quantity').notNull().default(20),
    /** The store's InstaPay address (`name@instapay`) shoppers transfer to; null: InstaPay is not offered. */
    instapayAddress: text('instapay_address'),
    /** How shoppers reach the store, on the contact page; null: not shown. The phone as typed (a landline). */
    contactPhone: text('contact_phone'),
    /** The store's WhatsApp number, E.164 (`+201…`). */
    contactWhatsapp: text('contact_whatsapp'),
    contactAddressEn: text('contact_address_en'),
    contactAddressAr: text('contact_address_ar'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('store_settings_one_row', sql`${t.id} = 1`)],
);

/**
 * One row: a new random `version` each time the settings an order is priced with change — store settings,
 * delivery zones and their governorates, governorates' names, invoice settings. Statement triggers on those
 * tables set it (migration 0030), so every writer bumps it, the back office and a hand-typed UPDATE alike.
 * API processes cache those settings under their version and ask for the version only (decision 0049).
 */
export const configVersion = pgTable(
  'config_version',
  {
    id: integer('id').primaryKey().default(1),
    version: uuid('version').notNull().defaultRandom(),
  },
  (t) => [check('config_version_one_row', sql`${t.id} = 1`)],
);

/**
 * Money moving through a gateway or the wallet for an order. A `charge` is one payment attempt (each
 * `POST /payments/…` makes one: created → paid | failed); a `refund` gives a charge back, through its gateway
 * or to the store wallet (`provider: 'wallet'`), and points at the charge.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind', { enum: ['charge', 'refund'] })
      .notNull()
      .default('charge'),
    provider: paymentMethod('provider').notNull(),
    /** Ours, sent to the gateway (PayTabs cart_id, OPay reference): names one attempt or one refund. */
    reference: text('reference'),
    /** The gateway's transaction reference (PayTabs tran_ref, OPay orderNo). */
    providerRef: text('provider_ref'),
    /** A refund's charge. */
    parentId: integer('parent_id'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('EGP'),
    status: text('status', { enum: ['created', 'pending', 'paid', 'failed', 'canceled'] })
      .notNull()
      .default('created'),
    /** The gateway's own words on the outcome (declined, expired…), for support. */
    message: text('message'),
    raw: jsonb('raw'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_provider_ref_key')
      .on(t.provider, t.providerRef)
      .where(sql`${t.providerRef} is not null`),
    uniqueIndex('payments_reference_key').on(t.reference).where(sql`${t.reference} is not null`),
    index('payments_parent_idx').on(t.parentId).where(sql`${t.parentId} is not null`),
  ],
);

/**
 * What a shopper sent to prove an InstaPay transfer for one attempt (a `payments` charge with provider
 * `instapay`): a screenshot (a key under the API's private directory) and/or the bank's transfer reference,
 * and staff's refusal. Written by the payments module only, under the order's row lock.
 */
export const instapayProofs = pgTable('instapay_proofs', {
  paymentId: integer('payment_id')
    .primaryKey()
    .references(() => payments.id),
  screenshotKey: text('screenshot_key'),
  transferReference: text('transfer_reference'),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  refusalReason: text('refusal_reason'),
});

export const wallets = pgTable(
  'wallets',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Piastres; never negative, which the database holds too. */
    balance: integer('balance').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('wallets_balance_not_negative', sql`${t.balance} >= 0`)],
);

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

import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { type AddressSnapshot, orders } from './checkout.js';

/**
 * The last number handed out per series (`INV` invoices, `CN` credit notes) and Cairo year. Taking a number
 * is `INSERT … ON CONFLICT DO UPDATE SET last = last + 1 RETURNING last` in the transaction that issues the
 * document: the row stays locked until it commits, and a rollback takes the number back with it, so numbers
 * have no gaps and no repeats (a sequence would skip on every rollback).
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    series: text('series', { enum: ['INV', 'CN'] }).notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

/** A bilingual text as the invoice printed it. */
export type BilingualText = { en: string; ar: string };

/** What an issued invoice says, frozen at issue: later edits of products, sellers or settings change nothing. */
export type InvoiceSnapshot = {
  store: { name: BilingualText; address: BilingualText; taxRegistrationNumber: string };
  buyer: { name: string; email: string; address: AddressSnapshot };
  orderNumber: string;
  orderDate: string;
  paymentMethod: string;
  couponCode: string | null;
  lines: {
    name: BilingualText;
    variant: BilingualText | null;
    seller: BilingualText;
    quantity: number;
    /** The price before the sale, per unit (the unit price when not on sale). */
    listPrice: number;
    /** What the shopper paid per unit. */
    unitPrice: number;
    lineTotal: number;
  }[];
  /** Σ line totals (goods at the prices paid). */
  goods: number;
  saleDiscount: number;
  couponDiscount: number;
  delivery: number;
  /** The cash-on-delivery fee; absent on invoices issued before the fee (none was charged). */
  codFee?: number;
  walletAmount: number;
  /** Left to pay by the order's method after the wallet (cash on delivery, card…). */
  byMethod: number;
};

/**
 * Invoices and credit notes. An invoice is issued once per order when it is placed (an online order when its
 * payment settles); a credit note gives back part or all of an invoice's total and points at it.
 * `total` is VAT included; `vatAmount` is the VAT in it at the rate of the day it was issued.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['invoice', 'credit_note'] }).notNull(),
    /** INV-2026-000001, CN-2026-000001. */
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** A credit note's invoice. */
    invoiceId: integer('invoice_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    total: integer('total').notNull(),
    /** Percent, e.g. 14. */
    vatRate: integer('vat_rate').notNull(),
    vatAmount: integer('vat_amount').notNull(),
    /** A credit note's reason (e.g. the order was canceled). */
    reason: text('reason'),
    snapshot: jsonb('snapshot').$type<InvoiceSnapshot>(),
  },
  (t) => [
    uniqueIndex('invoices_one_per_order').on(t.orderId).where(sql`${t.kind} = 'invoice'`),
    uniqueIndex('invoices_series_seq').on(t.kind, t.year, t.seq),
    index('invoices_order_idx').on(t.orderId),
    check('invoices_total_positive', sql`${t.total} >= 0`),
  ],
);

/** What the invoices print about the store: one row (id 1), edited in the back office. */
export const invoiceSettings = pgTable(
  'invoice_settings',
  {
    id: integer('id').primaryKey().default(1),
    legalNameEn: text('legal_name_en').notNull(),
    legalNameAr: text('legal_name_ar').notNull(),
    addressEn: text('address_en').notNull(),
    addressAr: text('address_ar').notNull(),
    taxRegistrationNumber: text('tax_registration_number').notNull(),
    /** Percent of VAT included in prices; Egypt's standard rate is 14. */
    vatRate: integer('vat_rate').notNull().default(14),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('invoice_settings_one_row', sql`${t.id} = 1`),
    check('invoice_settings_vat_rate', sql`${t.vatRate} between 0 and 99`),
  ],
);

import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  coupons,
  invoiceSettings,
  invoices,
  orderLines,
  orders,
  sellers,
  users,
} from '../../db/schema/index.js';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceSettingsRow = typeof invoiceSettings.$inferSelect;

/** What the store prints when the settings row is missing (a database migrated before it was seeded). */
export const DEFAULT_INVOICE_SETTINGS: Omit<InvoiceSettingsRow, 'id' | 'updatedAt'> = {
  legalNameEn: 'Bunn Coffee Marketplace',
  legalNameAr: 'بُنّ لتجارة القهوة',
  addressEn: '12 Mahmoud Bassiouny St., Downtown, Cairo',
  addressAr: '١٢ شارع محمود بسيوني، وسط البلد، القاهرة',
  taxRegistrationNumber: '123-456-789',
  vatRate: 14,
};

export async function readInvoiceSettings(db: Executor) {
  const [row] = await db.select().from(invoiceSettings).where(eq(invoiceSettings.id, 1));
  return row ?? { id: 1, updatedAt: new Date(0), ...DEFAULT_INVOICE_SETTINGS };
}

/** The order as an invoice needs it: its figures, buyer, coupon code, and lines with their sellers' names. */
export async function readOrderForInvoice(db: Executor, orderId: number) {
  const [found] = await db
    .select({
      order: orders,
      couponCode: coupons.code,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(coupons, eq(coupons.id, orders.couponId))
    .where(eq(orders.id, orderId));
  if (!found) return undefined;
  const lines = await db
    .select({ line: orderLines, sellerNameEn: sellers.nameEn, sellerNameAr: sellers.nameAr })
    .from(orderLines)
    .innerJoin(sellers, eq(sellers.id, orderLines.sellerId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  return { ...found, lines };
}
export type OrderForInvoice = NonNullable<Awaited<ReturnType<typeof readOrderForInvoice>>>;

/** An order's invoice, if it has one. */
export async function findInvoice(db: Executor, orderId: number): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
  return row;
}

/** An order's invoice and its credit notes (oldest first), by order number; `userId` keeps it to its buyer. */
export async function findDocuments(db: Executor, orderNumber: string, userId?: number) {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.number, orderNumber), userId === undefined ? undefined : eq(orders.userId, userId)));
  if (!order) return undefined;
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.orderId, order.id))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
  const invoice = rows.find((row) => row.kind === 'invoice');
  if (!invoice) return undefined;
  return { invoice, creditNotes: rows.filter((row) => row.kind === 'credit_note') };
}

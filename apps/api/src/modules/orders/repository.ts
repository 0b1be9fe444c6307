import { and, asc, count, desc, eq, gt, inArray, ne, type Placeholder, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { readTogether } from '../../db/reads.js';
import {
  coupons,
  invoices,
  orderLines,
  orderStatusHistory,
  orders,
  sellers,
  users,
} from '../../db/schema/index.js';
import {
  type InstapayState,
  loadFawryCode,
  loadInstapayState,
  loadOrderMoney,
  type RefundView,
} from './order-money.js';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect & { sellerNameEn: string; sellerNameAr: string };
export type HistoryRow = typeof orderStatusHistory.$inferSelect;
export type FullOrder = {
  order: OrderRow;
  couponCode: string | null;
  /** The order's invoice, once it is placed (the invoices module issues it). */
  invoiceNumber: string | null;
  lines: OrderLineRow[];
  history: HistoryRow[];
  /** Each refund once (see order-money.ts). */
  refunds: RefundView[];
  /** The Fawry reference code a PENDING Pay at Fawry order waits on, once FawryPay issued it. */
  fawryCode: string | null;
  /** A PENDING InstaPay order's transfer details and proof. */
  instapay: InstapayState | null;
};

/** An order by number, the caller's own only (another shopper's is exactly as absent as a number never used). */
export async function findOrderId(
  db: Executor,
  number: string,
  userId?: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.number, number), userId === undefined ? undefined : eq(orders.userId, userId)));
  return row?.id;
}

export async function findOrderByKey(db: Executor, userId: number, key: string) {
  const [row] = await db
    .select({ id: orders.id, requestHash: orders.requestHash })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row;
}

/**
 * The shopper's orders still holding stock while they wait for an online payment (PENDING, not yet expired),
 * leaving out the one being placed.
 */
export async function countUnpaidOnlineOrders(db: Executor, userId: number, now: Date, placing: number) {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'PENDING'),
        gt(orders.expiresAt, now),
        ne(orders.id, placing),
      ),
    );
  return row?.n ?? 0;
}

/** The order with its lines (in the order they were bought), its history (oldest first) and its refunds. */
export async function loadOrder(
  db: Executor,
  orderId: number,
  parts: { history: boolean } = { history: true },
): Promise<FullOrder | undefined> {
  const [found] = await db
    .select({ order: orders, couponCode: coupons.code, invoiceNumber: invoices.number })
    .from(orders)
    .leftJoin(coupons, eq(coupons.id, orders.couponId))
    .leftJoin(invoices, and(eq(invoices.orderId, orders.id), eq(invoices.kind, 'invoice')))
    .where(eq(orders.id, orderId));
  if (!found) return undefined;
  const { order, couponCode, invoiceNumber } = found;
  const waitsOnFawry = order.status === 'PENDING' && order.paymentMethod === 'fawry';
  const waitsOnInstapay = order.status === 'PENDING' && order.paymentMethod === 'instapay';
  const [lines, history, money, fawryCode, instapay] = await readTogether(db, [
    () =>
      db
        .select({ line: orderLines, sellerNameEn: sellers.nameEn, sellerNameAr: sellers.nameAr })
        .from(orderLines)
        .innerJoin(sellers, eq(sellers.id, orderLines.sellerId))
        .where(eq(orderLines.orderId, orderId))
        .orderBy(asc(orderLines.id)),
    () =>
      parts.history
        ? db
            .select()
            .from(orderStatusHistory)
            .where(eq(orderStatusHistory.orderId, orderId))
            .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id))
        : [],
    () => (parts.history ? loadOrderMoney(db, orderId) : { refunds: [] }),
    () => (waitsOnFawry ? loadFawryCode(db, orderId) : null),
    () => (waitsOnInstapay ? loadInstapayState(db, orderId) : null),
  ]);
  return {
    order,
    couponCode,
    invoiceNumber,
    lines: lines.map(({ line, sellerNameEn, sellerNameAr }) => ({ ...line, sellerNameEn, sellerNameAr })),
    history,
    refunds: money.refunds,
    fawryCode,
    instapay,
  };
}

/** The shopper's orders, newest first, with how many items each holds. */
export async function listOrders(db: Executor, userId: number, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: orders.id,
        number: orders.number,
        status: orders.status,
        createdAt: orders.createdAt,
        total: orders.total,
      })
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)),
  ]);
  const counts =
    rows.length === 0
      ? []
      : await db
          .select({ orderId: orderLines.orderId, items: sql<number>`sum(${orderLines.quantity})::int` })
          .from(orderLines)
          .where(
            inArray(
              orderLines.orderId,
              rows.map((row) => row.id),
            ),
          )
          .groupBy(orderLines.orderId);
  const itemsOf = new Map(counts.map((row) => [row.orderId, row.items]));
  return {
    rows: rows.map((row) => ({ ...row, itemsCount: itemsOf.get(row.id) ?? 0 })),
    total: total?.n ?? 0,
  };
}

/** Whom an order's emails go to. */
export type Recipient = { email: string; firstName: string; lastName: string; mobile: string };

/** The same as a column of another statement (one json value), for a caller that makes one anyway. */
export const recipientColumn = (userId: number | Placeholder) =>
  sql<Recipient | null>`(select json_build_object('email', u.email, 'firstName', u.first_name, 'lastName', u.last_name, 'mobile', u.mobile) from users u where u.id = ${userId})`;

export async function findRecipient(db: Executor, userId: number): Promise<Recipient | undefined> {
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      mobile: users.mobile,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

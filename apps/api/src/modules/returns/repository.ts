import { and, asc, desc, eq, inArray, like, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  orderLines,
  orderStatusHistory,
  payments,
  returnLines,
  returns,
  users,
} from '../../db/schema/index.js';
import { returnRefundPrefix } from '../payments/refunds.js';
import type { ReturnRow } from './ledger.js';

/** When the order was delivered: its latest move to Delivered (null while it is not). */
export async function deliveredAt(db: Executor, orderId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: orderStatusHistory.createdAt })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.status, 'DELIVERED')))
    .orderBy(desc(orderStatusHistory.createdAt))
    .limit(1);
  return row?.at ?? null;
}

/** The order's lines with how many of each other returns (not refused) already take back. */
export async function returnableLines(db: Executor, orderId: number) {
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  const taken = await db
    .select({
      lineId: returnLines.orderLineId,
      quantity: sql<number>`sum(${returnLines.quantity})`.mapWith(Number),
    })
    .from(returnLines)
    .innerJoin(returns, eq(returns.id, returnLines.returnId))
    .where(and(eq(returns.orderId, orderId), ne(returns.status, 'refused')))
    .groupBy(returnLines.orderLineId);
  const byLine = new Map(taken.map((row) => [row.lineId, row.quantity]));
  return lines.map((line) => ({ line, returned: byLine.get(line.id) ?? 0 }));
}

export async function listOrderReturns(db: Executor, orderId: number): Promise<ReturnRow[]> {
  return db.select().from(returns).where(eq(returns.orderId, orderId)).orderBy(asc(returns.id));
}

export async function findReturn(db: Executor, id: number): Promise<ReturnRow | undefined> {
  const [row] = await db.select().from(returns).where(eq(returns.id, id));
  return row;
}

/** A return by its pickup's courier ids (a webhook names one or both). */
export async function findReturnByPickup(
  db: Executor,
  ids: { providerId: string | null; trackingNumber: string | null },
): Promise<ReturnRow | undefined> {
  const conditions = [
    ...(ids.providerId ? [eq(returns.pickupProviderId, ids.providerId)] : []),
    ...(ids.trackingNumber ? [eq(returns.pickupTracking, ids.trackingNumber)] : []),
  ];
  if (conditions.length === 0) return undefined;
  const [row] = await db
    .select()
    .from(returns)
    .where(conditions.length === 1 ? conditions[0] : and(...conditions))
    .limit(1);
  return row;
}

/** Each return's lines, with what the order said of them. */
export async function linesOf(db: Executor, returnIds: number[]) {
  if (returnIds.length === 0) return [];
  return db
    .select({ returnLine: returnLines, line: orderLines })
    .from(returnLines)
    .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
    .where(inArray(returnLines.returnId, returnIds))
    .orderBy(asc(returnLines.id));
}

/** The refund rows a return made (payments writes them; their reference names the return). */
export async function refundsOf(db: Executor, returnId: number) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.kind, 'refund'), like(payments.reference, `${returnRefundPrefix(returnId)}%`)))
    .orderBy(asc(payments.id));
}

/** The queue: one status (or all), newest first for finished ones, oldest first for those waiting. */
export async function listReturns(
  db: Executor,
  filter: { status?: ReturnRow['status'] },
  page: { limit: number; offset: number },
) {
  const where = filter.status ? eq(returns.status, filter.status) : undefined;
  const waiting = filter.status === 'requested' || filter.status === 'received';
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(returns)
      .where(where)
      .orderBy(waiting ? asc(returns.createdAt) : desc(returns.createdAt), desc(returns.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(returns)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function customerOf(db: Executor, userId: number) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

import { and, asc, count, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orderLines, orders } from '../../db/schema/index.js';
import { STORE_TIME_ZONE } from '../../lib/format.js';
import type { Actor } from '../../plugins/backoffice-auth.js';
import { recordAudit } from '../audit/repository.js';

/** Orders the store has accepted and not yet handed to the courier: what sellers prepare. */
const PREPARING = ['ACCEPT', 'PREPARE'] as const;

const lineColumns = {
  id: orderLines.id,
  orderNumber: orders.number,
  orderStatus: orders.status,
  orderedAt: orders.createdAt,
  nameEn: orderLines.nameEn,
  nameAr: orderLines.nameAr,
  variantNameEn: orderLines.variantNameEn,
  variantNameAr: orderLines.variantNameAr,
  quantity: orderLines.quantity,
  lineTotal: orderLines.lineTotal,
  readyAt: orderLines.readyAt,
};

function stateCondition(state: 'to_prepare' | 'ready' | 'all'): SQL | undefined {
  if (state === 'to_prepare') return and(isNull(orderLines.readyAt), inArray(orders.status, [...PREPARING]));
  if (state === 'ready') return isNotNull(orderLines.readyAt);
  // Lines of orders still waiting for payment or not yet accepted are the store's business, not the seller's.
  return inArray(orders.status, ['ACCEPT', 'PREPARE', 'READY_TO_SHIP', 'WITH_COURIER', 'DELIVERED']);
}

/** The seller's order lines in a state, oldest order first (first in, first prepared). */
export async function listSellerLines(
  db: Executor,
  sellerId: number,
  state: 'to_prepare' | 'ready' | 'all',
  page: { limit: number; offset: number },
) {
  const where = and(eq(orderLines.sellerId, sellerId), stateCondition(state));
  const [rows, [total]] = await Promise.all([
    db
      .select(lineColumns)
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(where)
      .orderBy(asc(orders.createdAt), asc(orderLines.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type SellerLineRow = Awaited<ReturnType<typeof listSellerLines>>['rows'][number];

/**
 * Marks one of the seller's lines ready while its order is being prepared (ACCEPT or PREPARE), audited;
 * marking it again changes nothing. `missing` for another seller's line (or one the seller cannot act on
 * yet or any more), which the route answers as a 404.
 */
export async function markLineReady(
  tx: Executor,
  actor: Actor,
  lineId: number,
  now: Date,
): Promise<SellerLineRow | 'missing'> {
  if (actor.sellerId === null) return 'missing';
  const [line] = await tx
    .select({ id: orderLines.id, readyAt: orderLines.readyAt, number: orders.number })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orderLines.id, lineId),
        eq(orderLines.sellerId, actor.sellerId),
        inArray(orders.status, [...PREPARING]),
      ),
    )
    .for('update', { of: orderLines });
  if (!line) return 'missing';
  if (line.readyAt === null) {
    await tx.update(orderLines).set({ readyAt: now }).where(eq(orderLines.id, lineId));
    await recordAudit(
      tx,
      actor,
      {
        action: 'order_line.ready',
        entity: 'order',
        entityKey: line.number,
        before: { line: lineId, ready: false },
        after: { line: lineId, ready: true },
      },
      now,
    );
  }
  const [row] = await tx
    .select(lineColumns)
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(orderLines.id, lineId));
  return row!;
}

/** Sums of the seller's lines: delivered this Cairo month, delivered ever, and still open. */
export async function sellerSales(db: Executor, sellerId: number, now: Date) {
  const sum = (where: SQL | undefined) =>
    db
      .select({
        total: sql<number>`coalesce(sum(${orderLines.lineTotal}), 0)::int`,
        items: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int`,
        orders: sql<number>`count(distinct ${orderLines.orderId})::int`,
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orderLines.sellerId, sellerId), where));
  const delivered = eq(orders.status, 'DELIVERED');
  const monthStart = sql`date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${STORE_TIME_ZONE}) at time zone ${STORE_TIME_ZONE}`;
  const [[month], [allTime], [open]] = await Promise.all([
    sum(and(delivered, sql`${orders.createdAt} >= ${monthStart}`)),
    sum(delivered),
    sum(inArray(orders.status, ['ACCEPT', 'PREPARE', 'READY_TO_SHIP', 'WITH_COURIER'])),
  ]);
  return { month: month!, allTime: allTime!, open: open! };
}

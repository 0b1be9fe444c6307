import { LOW_STOCK_THRESHOLD, SALES_CHART_DAYS } from '@coffee/contracts/backoffice-dashboard';
import type { OrderStatus } from '@coffee/contracts/orders';
import {
  and,
  asc,
  count,
  countDistinct,
  eq,
  exists,
  inArray,
  isNull,
  lte,
  notInArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orderLines, orders, products, productVariants } from '../../db/schema/index.js';
import { STORE_TIME_ZONE } from '../../lib/format.js';
import type { CatalogScope } from '../catalog/admin/scope.js';

/** Not sales: a card order still awaiting its payment, and a canceled one. */
const NOT_SALES: OrderStatus[] = ['PENDING', 'CANCELED'];
/** Orders someone still has to move on, in the store or at a seller. */
const OPEN: OrderStatus[] = ['PLACED', 'ACCEPT', 'PREPARE', 'READY_TO_SHIP'];

const cairoParts = new Intl.DateTimeFormat('en-US', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** The last `days` Cairo days (`YYYY-MM-DD`), oldest first, ending with today's. */
export function lastCairoDays(now: Date, days: number): string[] {
  const part = (type: string) =>
    Number(cairoParts.formatToParts(now).find((candidate) => candidate.type === type)?.value);
  const [year, month, day] = [part('year'), part('month'), part('day')];
  return Array.from({ length: days }, (_, index) =>
    new Date(Date.UTC(year, month - 1, day - (days - 1 - index))).toISOString().slice(0, 10),
  );
}

/** Where a Cairo period starts, as an instant (`day` or `month`). */
const cairoStart = (now: Date, unit: 'day' | 'month') =>
  sql`date_trunc(${unit}, ${now.toISOString()}::timestamptz at time zone ${STORE_TIME_ZONE}) at time zone ${STORE_TIME_ZONE}`;

/**
 * What a sale is worth and which order it is: the order's total in the back office, the caller's lines in the
 * seller portal (an order of several sellers counts for each with its own lines).
 */
function salesOf(db: Executor, scope: CatalogScope, extra: SQL | undefined) {
  if (scope.sellerId === null) {
    return db
      .select({
        total: sql<number>`coalesce(sum(${orders.total}), 0)::int`,
        orders: count(),
      })
      .from(orders)
      .where(and(notInArray(orders.status, NOT_SALES), extra));
  }
  return db
    .select({
      total: sql<number>`coalesce(sum(${orderLines.lineTotal}), 0)::int`,
      orders: countDistinct(orderLines.orderId),
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.sellerId, scope.sellerId), notInArray(orders.status, NOT_SALES), extra));
}

/** Orders the scope has a part in: every order, or those holding one of the seller's lines. */
const ordersOf = (db: Executor, scope: CatalogScope) =>
  scope.sellerId === null
    ? undefined
    : exists(
        db
          .select({ one: sql`1` })
          .from(orderLines)
          .where(and(eq(orderLines.orderId, orders.id), eq(orderLines.sellerId, scope.sellerId))),
      );

export async function readDashboard(db: Executor, scope: CatalogScope, now: Date) {
  const days = lastCairoDays(now, SALES_CHART_DAYS);
  // The zone is written into the text (a constant of ours, not input): grouping by an expression with a bound
  // parameter fails, as each use gets its own.
  const dayOf = sql<string>`to_char(${orders.createdAt} at time zone ${sql.raw(`'${STORE_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
  const chartStart = sql`(${days[0]}::date)::timestamp at time zone ${STORE_TIME_ZONE}`;
  const chartQuery =
    scope.sellerId === null
      ? db
          .select({ day: dayOf, total: sql<number>`coalesce(sum(${orders.total}), 0)::int`, orders: count() })
          .from(orders)
          .where(and(notInArray(orders.status, NOT_SALES), sql`${orders.createdAt} >= ${chartStart}`))
          .groupBy(dayOf)
      : db
          .select({
            day: dayOf,
            total: sql<number>`coalesce(sum(${orderLines.lineTotal}), 0)::int`,
            orders: countDistinct(orderLines.orderId),
          })
          .from(orderLines)
          .innerJoin(orders, eq(orders.id, orderLines.orderId))
          .where(
            and(
              eq(orderLines.sellerId, scope.sellerId),
              notInArray(orders.status, NOT_SALES),
              sql`${orders.createdAt} >= ${chartStart}`,
            ),
          )
          .groupBy(dayOf);
  const owned = scope.sellerId === null ? undefined : eq(products.sellerId, scope.sellerId);
  const [[today], [month], byStatus, waiting, lowProducts, lowVariants, chartRows] = await Promise.all([
    salesOf(db, scope, sql`${orders.createdAt} >= ${cairoStart(now, 'day')}`),
    salesOf(db, scope, sql`${orders.createdAt} >= ${cairoStart(now, 'month')}`),
    db
      .select({ status: orders.status, count: count() })
      .from(orders)
      .where(ordersOf(db, scope))
      .groupBy(orders.status),
    db
      .select({
        number: orders.number,
        status: orders.status,
        createdAt: orders.createdAt,
        // A seller sees what its own lines are worth, never the shopper's whole order. Written out with an
        // alias: drizzle drops table names inside a one-table select's sql, which made `id` mean the line's id
        // and summed the wrong lines (a seller read 2,880 where its share was 1,440).
        total:
          scope.sellerId === null
            ? orders.total
            : sql<number>`(select coalesce(sum(l.line_total), 0)::int from "order_lines" l where l.order_id = "orders"."id" and l.seller_id = ${scope.sellerId})`,
      })
      .from(orders)
      .where(
        and(
          inArray(orders.status, OPEN),
          scope.sellerId === null
            ? undefined
            : exists(
                db
                  .select({ one: sql`1` })
                  .from(orderLines)
                  .where(
                    and(
                      eq(orderLines.orderId, orders.id),
                      eq(orderLines.sellerId, scope.sellerId),
                      isNull(orderLines.readyAt),
                    ),
                  ),
              ),
        ),
      )
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(8),
    db
      .select({
        productId: products.id,
        nameEn: products.nameEn,
        nameAr: products.nameAr,
        stock: products.stock,
      })
      .from(products)
      .where(
        and(
          owned,
          eq(products.isActive, true),
          lte(products.stock, LOW_STOCK_THRESHOLD),
          sql`not exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id})`,
        ),
      )
      .orderBy(asc(products.stock), asc(products.id))
      .limit(10),
    db
      .select({
        productId: products.id,
        variantId: productVariants.id,
        nameEn: sql<string>`${products.nameEn} || ' — ' || ${productVariants.nameEn}`,
        nameAr: sql<string>`${products.nameAr} || ' — ' || ${productVariants.nameAr}`,
        stock: productVariants.stock,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(owned, eq(products.isActive, true), lte(productVariants.stock, LOW_STOCK_THRESHOLD)))
      .orderBy(asc(productVariants.stock), asc(productVariants.id))
      .limit(10),
    chartQuery,
  ]);
  const byDay = new Map(chartRows.map((row) => [row.day, row]));
  return {
    today: today ?? { total: 0, orders: 0 },
    month: month ?? { total: 0, orders: 0 },
    byStatus,
    waiting,
    lowStock: [...lowProducts.map((row) => ({ ...row, variantId: null })), ...lowVariants]
      .sort((a, b) => a.stock - b.stock)
      .slice(0, 10),
    chart: days.map((day) => ({
      day,
      total: byDay.get(day)?.total ?? 0,
      orders: byDay.get(day)?.orders ?? 0,
    })),
  };
}

import { toEgyptianMobile } from '@coffee/contracts/auth';
import type { AdminOrdersQuery } from '@coffee/contracts/backoffice';
import type { OrderStatus } from '@coffee/contracts/orders';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orderLines, orderStatusHistory, orders, payments, users } from '../../db/schema/index.js';
import { withinCairoDays } from '../../lib/cairo-days.js';
import { escapeLike } from '../../lib/normalize.js';

export type OrderFilters = {
  status?: OrderStatus | undefined;
  paymentMethod?: NonNullable<AdminOrdersQuery['payment_method']> | undefined;
  governorateId?: number | undefined;
  sellerId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
};

/**
 * One search box for what an operator has in hand: an order number (whole or its last digits), a mobile in
 * any form a person types it (matched on the account and on the parcel's recipient), or a name.
 */
function searchCondition(q: string): SQL | undefined {
  const text = q.trim();
  if (text === '') return undefined;
  const mobile = toEgyptianMobile(text);
  if (mobile) return or(eq(users.mobile, mobile), sql`${orders.address}->>'mobile' = ${mobile}`);
  if (/^\d{1,12}$/.test(text)) return ilike(orders.number, `%${text}`);
  if (/^cm-/i.test(text)) return ilike(orders.number, `${escapeLike(text.toUpperCase())}%`);
  const pattern = `%${escapeLike(text)}%`;
  return or(
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
    ilike(sql`${orders.address}->>'recipient'`, pattern),
  );
}

function filterCondition(filters: OrderFilters): SQL | undefined {
  // Days are Cairo days: an order placed at 01:00 Cairo on the 2nd belongs to the 2nd, not to UTC's 1st.
  return and(
    filters.status === undefined ? undefined : eq(orders.status, filters.status),
    filters.paymentMethod === undefined
      ? undefined
      : filters.paymentMethod === 'card'
        ? inArray(orders.paymentMethod, ['card', 'paytabs'])
        : eq(orders.paymentMethod, filters.paymentMethod),
    filters.governorateId === undefined
      ? undefined
      : sql`(${orders.address}->'governorate'->>'id')::int = ${filters.governorateId}`,
    filters.sellerId === undefined
      ? undefined
      : sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.sellerId} = ${filters.sellerId})`,
    ...withinCairoDays(orders.createdAt, filters.from, filters.to),
    filters.q === undefined ? undefined : searchCondition(filters.q),
  );
}

/** A page of every shopper's orders, newest first, with the buyer and how many items each holds. */
export async function listAllOrders(
  db: Executor,
  filters: OrderFilters,
  page: { limit: number; offset: number },
) {
  const where = filterCondition(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: orders.id,
        number: orders.number,
        status: orders.status,
        createdAt: orders.createdAt,
        total: orders.total,
        address: orders.address,
        paymentMethod: orders.paymentMethod,
        paymentStatus: orders.paymentStatus,
        firstName: users.firstName,
        lastName: users.lastName,
        // Spelled out: inside a selected field drizzle leaves column names unqualified.
        items: sql<number>`(select coalesce(sum(l.quantity), 0)::int from "order_lines" l where l.order_id = "orders"."id")`,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * What the back office adds to an order: the buyer, each charge attempt (its refunds come with the order), and
 * who wrote each history row.
 */
export async function loadOrderExtras(db: Executor, orderId: number, userId: number) {
  const [customer] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      mobile: users.mobile,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [charges, historyBy] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.kind, 'charge')))
      .orderBy(asc(payments.id)),
    db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(orderStatusHistory)
      .leftJoin(users, eq(users.id, orderStatusHistory.byUserId))
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
  ]);
  return { customer: customer!, charges, historyBy };
}

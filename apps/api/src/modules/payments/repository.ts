import { and, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orders, payments } from '../../db/schema/index.js';

export type PaymentRow = typeof payments.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;

/** The shopper's own order by its number, its row locked for the rest of the transaction. */
export async function lockOwnOrder(
  tx: Executor,
  number: string,
  userId: number,
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.number, number), eq(orders.userId, userId)))
    .for('update');
  return row;
}

export async function lockOrder(tx: Executor, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

export async function findPaymentByReference(db: Executor, reference: string, lock = false) {
  const query = db.select().from(payments).where(eq(payments.reference, reference));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findPayment(db: Executor, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** An order's charges the gateway took (paid), with what was already refunded of each. */
export async function listPaidCharges(db: Executor, orderId: number) {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['paid', 'pending'])));
  return rows
    .filter((row) => row.kind === 'charge' && row.status === 'paid')
    .map((charge) => ({
      charge,
      refunded: rows
        .filter((row) => row.kind === 'refund' && row.parentId === charge.id)
        .reduce((sum, row) => sum + row.amount, 0),
    }));
}

/** How many payment attempts (charges, whatever became of them) the order has had. */
export async function countCharges(db: Executor, orderId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.kind, 'charge')));
  return row?.n ?? 0;
}

/**
 * The Fawry reference code an order waits on: its newest Fawry charge that FawryPay issued a code for and
 * that is not settled or failed. Undefined when there is none.
 */
export async function findOpenFawryCode(db: Executor, orderId: number): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.kind, 'charge'),
        eq(payments.provider, 'fawry'),
        eq(payments.status, 'pending'),
        isNotNull(payments.providerRef),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}

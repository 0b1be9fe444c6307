import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import { orders, payments } from '../../db/schema/index.js';
import { listPaidCharges, type OrderRow, type PaymentRow } from './repository.js';

/**
 * The payments ledger: the only module that writes `payments` (charge attempts and refunds) and an order's
 * `payment_status` (a test holds every other file to it). Callers run it inside their transaction, holding
 * the order's row lock: the order first, then its attempts — the lock order every path that touches both takes.
 */

export type PaymentStatus = OrderRow['paymentStatus'];

export async function insertPayment(db: Executor, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

export async function updatePayment(
  db: Executor,
  id: number,
  values: Partial<Pick<PaymentRow, 'status' | 'providerRef' | 'message' | 'raw' | 'updatedAt'>>,
) {
  await db.update(payments).set(values).where(eq(payments.id, id));
}

/**
 * A refund the gateway refused, asked again by staff: `pending` once more (the refund job or the caller sends
 * it). Only a refused refund reopens, once: answers whether this call reopened it.
 */
export async function reopenRefund(db: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ status: 'pending', updatedAt: now })
    .where(and(eq(payments.id, id), eq(payments.kind, 'refund'), eq(payments.status, 'failed')))
    .returning({ id: payments.id });
  return rows.length > 0;
}

const paymentStatusOf = preparedStatement('order_payment_status', (db) =>
  db
    .update(orders)
    .set({ paymentStatus: sql`${sql.placeholder('status')}`, updatedAt: sql`${sql.placeholder('now')}` })
    .where(eq(orders.id, sql.placeholder('orderId'))),
);

/** Sets what the order says about its payment (the shopper's order page and the back office show it). */
export async function setOrderPaymentStatus(db: Executor, orderId: number, status: PaymentStatus, now: Date) {
  await paymentStatusOf(db, { status, now, orderId });
}

/**
 * A new order's payment: a wallet-paid order is paid, an online one waits for its gateway, cash is collected
 * on delivery (unpaid until then).
 */
export async function openOrderPayment(
  db: Executor,
  order: { id: number; paymentMethod: OrderRow['paymentMethod'] },
  online: boolean,
  now: Date,
  instapay: { address: string } | null = null,
): Promise<PaymentStatus> {
  const status: PaymentStatus = online ? 'pending' : order.paymentMethod === 'wallet' ? 'paid' : 'unpaid';
  await setOrderPaymentStatus(db, order.id, status, now);
  if (instapay) {
    // No gateway: the attempt waits for staff (the amount is the order's, set just before in this transaction).
    const [row] = await db
      .select({ number: orders.number, total: orders.total })
      .from(orders)
      .where(eq(orders.id, order.id));
    await insertPayment(db, {
      orderId: order.id,
      kind: 'charge',
      provider: 'instapay',
      reference: `${row!.number}-IP`,
      amount: row!.total,
      status: 'pending',
      raw: { address: instapay.address },
      createdAt: now,
      updatedAt: now,
    });
  }
  return status;
}

/**
 * The order waits for this attempt: its method (the shopper may switch between card, installments, opay and
 * fawry), `pending` again after a failed attempt, and the stock hold's end under that method's rule.
 */
export async function markOrderAwaiting(
  db: Executor,
  orderId: number,
  method: 'card' | 'installments' | 'opay' | 'fawry' | 'instapay',
  now: Date,
  /** The stock hold's end under the method's rule (orders/reservation.ts), under the order's row lock. */
  expiresAt: Date,
) {
  await db
    .update(orders)
    .set({ paymentMethod: method, paymentStatus: 'pending', expiresAt, updatedAt: now })
    .where(eq(orders.id, orderId));
}

/**
 * What an order says once its refunds moved: `refunded` when every paid charge is given back or on its way back;
 * `paid` again when a gateway refused a refund (the money is still with us until staff retry it). An order
 * without gateway charges (paid from the wallet) is left as its cancel set it.
 */
export async function followRefunds(db: Executor, orderId: number, now: Date) {
  const charges = await listPaidCharges(db, orderId);
  if (charges.length === 0) return;
  const whole = charges.every(({ charge, refunded }) => refunded >= charge.amount);
  const [order] = await db
    .select({ paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (whole && order?.paymentStatus !== 'refunded') await setOrderPaymentStatus(db, orderId, 'refunded', now);
  if (!whole && order?.paymentStatus === 'refunded') await setOrderPaymentStatus(db, orderId, 'paid', now);
}

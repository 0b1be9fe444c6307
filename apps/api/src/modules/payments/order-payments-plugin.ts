import { isOnlinePaymentMethod } from '@coffee/contracts/checkout';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Executor } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import type { StatusChange } from '../orders/change-status.js';
import type { OrderPayments, RefundDestination } from '../orders/order-payments.js';
import { openOrderPayment, type PaymentStatus, setOrderPaymentStatus } from './ledger.js';
import { refundOrder } from './refunds.js';

/** The payment status an order's status change leaves, before any refund: the payments module's rule. */
function paymentStatusAfter(change: StatusChange): PaymentStatus {
  const { before, order } = change;
  if (before.status === 'PENDING' && order.status === 'PLACED') return 'paid';
  if (order.status === 'DELIVERED' && before.paymentMethod === 'cod') return 'paid';
  if (order.status === 'CANCELED' && before.paymentStatus === 'pending') return 'failed';
  // A cancel gives the wallet part back at once (orders' release): an order paid wholly from it is refunded.
  if (order.status === 'CANCELED' && before.paymentStatus === 'paid' && before.paymentMethod === 'wallet')
    return 'refunded';
  return before.paymentStatus;
}

/**
 * What a status change makes due for the payment, in the caller's transaction: the status it leaves, and a
 * canceled order paid online refunded through its gateway (`original`, sent after the commit by the refund
 * job) or at once to the store wallet.
 */
export async function followStatusChange(
  tx: Executor,
  change: StatusChange,
  options: { refundTo: RefundDestination; reason: string | null; now: Date },
): ReturnType<OrderPayments['followStatusChange']> {
  const { before, order } = change;
  if (!change.changed) return { paymentStatus: order.paymentStatus, refundIds: [] };
  const status = paymentStatusAfter(change);
  if (status !== before.paymentStatus) await setOrderPaymentStatus(tx, order.id, status, options.now);
  const paidOnline = before.paymentStatus === 'paid' && isOnlinePaymentMethod(before.paymentMethod);
  if (order.status !== 'CANCELED' || !paidOnline) return { paymentStatus: status, refundIds: [] };
  const refundIds = await refundOrder(
    tx,
    order.id,
    options.refundTo,
    options.reason ?? 'order canceled',
    options.now,
  );
  // Refunding every paid charge turns the order `refunded` (the ledger decides): answer what it says now.
  const [after] = await tx
    .select({ paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, order.id));
  return { paymentStatus: after?.paymentStatus ?? status, refundIds };
}

/** Gives the orders module what it needs of payments (orders/order-payments.ts), without importing it. */
export const orderPaymentsPlugin = fp(async (app: FastifyInstance) => {
  const orderPayments: OrderPayments = {
    openPayment: (tx, order, online, now, instapay) => openOrderPayment(tx, order, online, now, instapay),
    followStatusChange,
  };
  app.decorate('orderPayments', orderPayments);
});

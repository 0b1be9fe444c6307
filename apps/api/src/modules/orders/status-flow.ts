import type { OrderStatus } from '@coffee/contracts/orders';
import type { Executor } from '../../db/client.js';
import { issueCreditNote } from '../invoices/ledger.js';
import { changeOrderStatus, type StatusActor, type StatusChange } from './change-status.js';
import type { OrderPayments, RefundDestination } from './order-payments.js';

/**
 * A status change as the store's people and timers make it: the orders module's one status change, then what
 * it makes due for the payment (paid on delivery, a refund on a cancel), handed to the payments module, and a
 * cancel's credit note — in the caller's transaction, so all happen or none. The answer's order carries its
 * payment status after.
 */
export async function moveOrder(
  tx: Executor,
  payments: OrderPayments,
  order: { id: number },
  to: OrderStatus,
  by: StatusActor,
  note: string | null,
  now: Date,
  refundTo: RefundDestination = 'original',
): Promise<StatusChange> {
  const change = await changeOrderStatus(tx, order, to, by, note, now);
  const { paymentStatus } = await payments.followStatusChange(tx, change, { refundTo, reason: note, now });
  // A canceled order's invoice is credited whole, after every refund's locks (the counter is taken last). An
  // order canceled before it was invoiced (its payment never came) has nothing to credit.
  if (change.changed && to === 'CANCELED') {
    await issueCreditNote(tx, { orderId: change.order.id, reason: 'order_canceled', now });
  }
  return { ...change, order: { ...change.order, paymentStatus } };
}

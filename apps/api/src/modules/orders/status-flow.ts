import type { OrderStatus } from '@coffee/contracts/orders';
import type { Executor } from '../../db/client.js';
import { changeOrderStatus, type StatusActor, type StatusChange, type StatusNote } from './change-status.js';
import { queueOrderEmail } from './emails.js';
import type { OrderPayments, RefundDestination } from './order-payments.js';

/**
 * A status change as the store's people and timers make it: the orders module's one status change, then what
 * it makes due for the payment (paid on delivery, a refund on a cancel), handed to the payments module — in
 * the caller's transaction, so both happen or neither; then a cancel's email, which tells what goes back. The
 * answer's order carries its payment status after.
 */
export async function moveOrder(
  tx: Executor,
  payments: OrderPayments,
  order: { id: number },
  to: OrderStatus,
  by: StatusActor,
  note: StatusNote | null,
  now: Date,
  refundTo: RefundDestination = 'original',
): Promise<StatusChange> {
  const change = await changeOrderStatus(tx, order, to, by, note, now);
  const { paymentStatus } = await payments.followStatusChange(tx, change, {
    refundTo,
    // An internal note stays ours: the gateway gets only what the shopper may read.
    reason: note?.forCustomer ? note.text : null,
    now,
  });
  // Every cancel comes this way: its email, written once the refunds are recorded, says what goes back.
  if (change.changed && to === 'CANCELED') await queueOrderEmail(tx, change.order.id, 'CANCELED');
  return { ...change, order: { ...change.order, paymentStatus } };
}

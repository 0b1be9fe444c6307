import type { OrderStatus } from '@coffee/contracts/orders';
import type { Executor } from '../../db/client.js';
import { issueCreditNote } from '../invoices/ledger.js';
import {
  type ChangeOptions,
  changeOrderStatus,
  type StatusActor,
  type StatusChange,
  type StatusNote,
} from './change-status.js';
import { queueOrderEmail } from './emails.js';
import type { OrderPayments, RefundDestination } from './order-payments.js';

/**
 * A status change as the store's people and timers make it: the orders module's one status change, then what
 * it makes due for the payment (paid on delivery, a refund on a cancel), handed to the payments module, and a
 * cancel's credit note — in the caller's transaction, so all happen or none; then a cancel's email, which
 * tells what goes back. The answer's order carries its payment status after.
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
  options: ChangeOptions = {},
): Promise<StatusChange> {
  const change = await changeOrderStatus(tx, order, to, by, note, now, options);
  const { paymentStatus } = await payments.followStatusChange(tx, change, {
    refundTo,
    // An internal note stays ours: the gateway gets only what the shopper may read.
    reason: note?.forCustomer ? note.text : null,
    now,
  });
  if (change.changed && to === 'CANCELED') {
    // A canceled order's invoice is credited whole, after every refund's locks (the counter is taken last).
    // An order canceled before it was invoiced (its payment never came) has nothing to credit.
    await issueCreditNote(tx, { orderId: change.order.id, reason: 'order_canceled', now });
    // Every cancel comes this way: its email, written once the refunds are recorded, says what goes back.
    await queueOrderEmail(tx, change.order.id, 'CANCELED');
  }
  return { ...change, order: { ...change.order, paymentStatus } };
}

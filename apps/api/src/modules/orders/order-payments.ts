import type { Executor } from '../../db/client.js';
import type { StatusChange } from './change-status.js';
import type { OrderRow } from './repository.js';

/** Where a canceled order's online payment goes back: the way it was paid (the gateway), or the store wallet. */
export type RefundDestination = 'original' | 'wallet';

/**
 * What the orders module needs of payments, which owns an order's payment status and its refunds. The payments
 * module provides it (`app.orderPayments`, see payments/order-payments-plugin.ts): orders never import payments,
 * while payments settle through the orders module's API (changeOrderStatus). Both run in the caller's
 * transaction, holding the order's row lock.
 */
export type OrderPayments = {
  /**
   * A new order's payment status, by how it is paid (`online`: a gateway will be asked); an InstaPay order's
   * attempt is opened at once, with the address the shopper is told to transfer to.
   */
  openPayment: (
    tx: Executor,
    order: { id: number; paymentMethod: OrderRow['paymentMethod'] },
    online: boolean,
    now: Date,
    instapay: { address: string } | null,
  ) => Promise<OrderRow['paymentStatus']>;
  /**
   * What a status change makes due: cash collected on delivery, an awaited payment given up on a cancel, a
   * paid online order refunded. Answers the payment status now and the refunds queued for the gateway (the
   * refund job sends them after the commit).
   */
  followStatusChange: (
    tx: Executor,
    change: StatusChange,
    options: { refundTo: RefundDestination; reason: string | null; now: Date },
  ) => Promise<{ paymentStatus: OrderRow['paymentStatus']; refundIds: number[] }>;
};

declare module 'fastify' {
  interface FastifyInstance {
    orderPayments: OrderPayments;
  }
}

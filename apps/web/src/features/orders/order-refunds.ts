import type { OrderRefund, OrderStatus } from '@coffee/contracts/orders';

/** The `OrderHistory` sentence that tells one kind of refund, where it goes and how far it got. */
export type RefundSentenceKey =
  | 'refundWalletDone'
  | 'refundCardDone'
  | 'refundCardPending'
  | 'refundOpayDone'
  | 'refundOpayPending';

const SENTENCES: Record<OrderRefund['to'], { done: RefundSentenceKey; onItsWay: RefundSentenceKey }> = {
  wallet: { done: 'refundWalletDone', onItsWay: 'refundWalletDone' },
  card: { done: 'refundCardDone', onItsWay: 'refundCardPending' },
  opay: { done: 'refundOpayDone', onItsWay: 'refundOpayPending' },
};

/**
 * What went back to the shopper, one sentence per destination and stage, amounts summed: a refund the gateway
 * refused is retried by the store, so to the shopper it is still on its way. Empty when nothing was refunded.
 */
export function summarizeRefunds(
  refunds: Pick<OrderRefund, 'amount' | 'to' | 'state'>[],
): { key: RefundSentenceKey; amount: number }[] {
  const sums = new Map<RefundSentenceKey, number>();
  for (const refund of refunds) {
    const key = SENTENCES[refund.to][refund.state === 'done' ? 'done' : 'onItsWay'];
    sums.set(key, (sums.get(key) ?? 0) + refund.amount);
  }
  return [...sums].map(([key, amount]) => ({ key, amount }));
}

/** Whether the order page still promises delivery: not once it is delivered or canceled. */
export const promisesDelivery = (status: OrderStatus): boolean =>
  status !== 'CANCELED' && status !== 'DELIVERED';

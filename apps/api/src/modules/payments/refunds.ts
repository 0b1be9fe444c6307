import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orders, wallets, walletTransactions } from '../../db/schema/index.js';
import { translate } from '../../i18n/messages.js';
import type { PaymentsContext } from './context.js';
import { GatewayError } from './providers/types.js';
import { findPayment, insertPayment, listPaidCharges, type PaymentRow, updatePayment } from './repository.js';

export type RefundDestination = 'gateway' | 'wallet';

/**
 * Gives a paid charge back, inside the caller's transaction (which holds the order's row lock). To the wallet
 * it is done at once; through the gateway it is recorded `pending` and `sendPendingRefund` asks the gateway
 * after the commit (no network call holds a database lock). Answers the refund row's id.
 */
export async function queueRefund(
  tx: Executor,
  charge: PaymentRow,
  amount: number,
  destination: RefundDestination,
  reason: string,
  now: Date,
): Promise<number> {
  const refund = await insertPayment(tx, {
    orderId: charge.orderId,
    kind: 'refund',
    provider: destination === 'wallet' ? 'wallet' : charge.provider,
    reference: `${charge.reference}-R${now.getTime().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`,
    parentId: charge.id,
    amount,
    status: destination === 'wallet' ? 'paid' : 'pending',
    message: reason,
    createdAt: now,
    updatedAt: now,
  });
  if (destination === 'wallet') await creditWallet(tx, charge.orderId, amount, now);
  await markRefundedIfWhole(tx, charge.orderId, now);
  return refund.id;
}

async function creditWallet(tx: Executor, orderId: number, amount: number, now: Date) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  await tx.insert(wallets).values({ userId: order.userId, balance: 0, updatedAt: now }).onConflictDoNothing();
  await tx
    .update(wallets)
    .set({ balance: sql`${wallets.balance} + ${amount}`, updatedAt: now })
    .where(eq(wallets.userId, order.userId));
  await tx.insert(walletTransactions).values({
    userId: order.userId,
    amount,
    kind: 'refund',
    orderId,
    descriptionEn: translate('en', 'walletOrderRefund', { number: order.number }),
    descriptionAr: translate('ar', 'walletOrderRefund', { number: order.number }),
    createdAt: now,
  });
}

/** An order whose paid charges are all given back (or asked back) says `refunded`. */
async function markRefundedIfWhole(tx: Executor, orderId: number, now: Date) {
  const charges = await listPaidCharges(tx, orderId);
  if (charges.length > 0 && charges.every(({ charge, refunded }) => refunded >= charge.amount)) {
    await tx.update(orders).set({ paymentStatus: 'refunded', updatedAt: now }).where(eq(orders.id, orderId));
  }
}

/**
 * Refunds every paid charge of a canceled order that is not given back yet: what a cancel calls, in its
 * transaction. Answers the refund rows to send to the gateway after the commit.
 */
export async function refundOrder(
  tx: Executor,
  orderId: number,
  destination: RefundDestination,
  reason: string,
  now: Date,
): Promise<number[]> {
  const ids: number[] = [];
  for (const { charge, refunded } of await listPaidCharges(tx, orderId)) {
    if (charge.amount > refunded)
      ids.push(await queueRefund(tx, charge, charge.amount - refunded, destination, reason, now));
  }
  return ids;
}

/**
 * Asks the gateway for a pending refund; a refusal or an unreachable gateway leaves it `pending` (logged) for
 * an operator or the next try, never lost.
 */
export async function sendPendingRefund(ctx: PaymentsContext, refundId: number): Promise<void> {
  const refund = await findPayment(ctx.db, refundId);
  if (refund?.kind !== 'refund' || refund.status !== 'pending' || refund.parentId === null) return;
  const charge = await findPayment(ctx.db, refund.parentId);
  if (
    !charge?.reference ||
    !charge.providerRef ||
    (charge.provider !== 'paytabs' && charge.provider !== 'opay')
  )
    return;
  try {
    const result = await ctx.providers[charge.provider].refund({
      reference: charge.reference,
      providerRef: charge.providerRef,
      refundReference: refund.reference ?? String(refund.id),
      amount: refund.amount,
      reason: refund.message ?? 'refund',
    });
    await updatePayment(ctx.db, refund.id, {
      status: result.status === 'refunded' ? 'paid' : result.status === 'failed' ? 'failed' : 'pending',
      providerRef: result.providerRef || null,
      updatedAt: ctx.clock(),
    });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    ctx.log.error({ err: error, refundId }, 'refund not accepted by the gateway; left pending');
  }
}

export async function sendPendingRefunds(ctx: PaymentsContext, refundIds: number[]): Promise<void> {
  for (const id of refundIds) await sendPendingRefund(ctx, id);
}

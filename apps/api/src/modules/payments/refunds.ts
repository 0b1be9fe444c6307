import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orders, payments } from '../../db/schema/index.js';
import { postWalletEntry, walletText } from '../account/wallet-ledger.js';
import type { RefundDestination } from '../orders/order-payments.js';
import type { PaymentsContext } from './context.js';
import { followRefunds, insertPayment, reopenRefund, updatePayment } from './ledger.js';
import { GatewayError } from './providers/types.js';
import { findPayment, listPaidCharges, lockOrder, type PaymentRow } from './repository.js';

/**
 * Gives a paid charge back (a Fawry one always to the wallet), inside the caller's transaction (which holds the order's row lock). To the wallet
 * it is done at once; through the gateway it is recorded `pending` and `sendPendingRefund` asks the gateway
 * after the commit (no network call holds a database lock). Answers the refund row's id.
 */
export async function queueRefund(
  tx: Executor,
  charge: PaymentRow,
  amount: number,
  asked: RefundDestination,
  reason: string,
  now: Date,
  reference = `${charge.reference}-R${now.getTime().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`,
): Promise<number> {
  // Cash paid at a Fawry outlet has no card or account to go back to, and an InstaPay transfer cannot be
  // sent back by any API: both go to the store wallet, at once.
  const destination = charge.provider === 'fawry' || charge.provider === 'instapay' ? 'wallet' : asked;
  const refund = await insertPayment(tx, {
    orderId: charge.orderId,
    kind: 'refund',
    provider: destination === 'wallet' ? 'wallet' : charge.provider,
    reference,
    parentId: charge.id,
    amount,
    status: destination === 'wallet' ? 'paid' : 'pending',
    message: reason,
    createdAt: now,
    updatedAt: now,
  });
  if (destination === 'wallet') {
    await creditWallet(
      tx,
      charge.orderId,
      amount,
      now,
      reference.startsWith('RET') ? 'walletReturnRefund' : undefined,
    );
  }
  await followRefunds(tx, charge.orderId, now);
  return refund.id;
}

async function creditWallet(
  tx: Executor,
  orderId: number,
  amount: number,
  now: Date,
  text: 'walletOrderRefund' | 'walletReturnRefund' = 'walletOrderRefund',
) {
  const [order] = await tx
    .select({ userId: orders.userId, number: orders.number })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return;
  await postWalletEntry(tx, {
    userId: order.userId,
    amount,
    kind: 'refund',
    orderId,
    description: walletText(text, { number: order.number }),
    now,
  });
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
    // Only gateway charges: the wallet part of an order goes back with the order's release.
    if (charge.provider !== 'wallet' && charge.provider !== 'cod')
      if (charge.amount > refunded)
        ids.push(await queueRefund(tx, charge, charge.amount - refunded, destination, reason, now));
  }
  return ids;
}

/** The references of a return's refund rows: `RET{return}-{charge}` per charge, `RET{return}-W` for the rest. */
export const returnRefundPrefix = (returnId: number) => `RET${returnId}-`;

/**
 * Gives back `amount` for goods that came back (a return), in the caller's transaction, which holds the order's
 * row lock and has made sure this return is refunded once. To `original`: each gateway charge of the order as
 * far as it goes (sent after the commit); to `wallet`: the store wallet at once. What no gateway charge covers
 * (a cash order, the wallet part of an order) goes to the wallet. Each row's reference names the return, so a
 * second refund of one return cannot be recorded (a unique index). Answers the rows to send to the gateway.
 */
export async function refundReturn(
  tx: Executor,
  request: {
    orderId: number;
    returnId: number;
    amount: number;
    destination: RefundDestination;
    reason: string;
    now: Date;
  },
): Promise<number[]> {
  const { orderId, returnId, destination, reason, now } = request;
  const prefix = returnRefundPrefix(returnId);
  let left = request.amount;
  const pending: number[] = [];
  for (const { charge, refunded } of await listPaidCharges(tx, orderId)) {
    if (left <= 0) break;
    if (charge.provider !== 'paytabs' && charge.provider !== 'opay') continue;
    const part = Math.min(left, charge.amount - refunded);
    if (part <= 0) continue;
    const id = await queueRefund(tx, charge, part, destination, reason, now, `${prefix}${charge.id}`);
    if (destination === 'original') pending.push(id);
    left -= part;
  }
  if (left > 0) {
    await insertPayment(tx, {
      orderId,
      kind: 'refund',
      provider: 'wallet',
      reference: `${prefix}W`,
      amount: left,
      status: 'paid',
      message: reason,
      createdAt: now,
      updatedAt: now,
    });
    await creditWallet(tx, orderId, left, now, 'walletReturnRefund');
  }
  return pending;
}

/**
 * Staff ask again for a refund the gateway refused: it is reopened (under the order's lock, once, however many
 * click at once) and sent. Answers false when it was not a refused refund (done, on its way, or unknown).
 */
export async function retryRefund(ctx: PaymentsContext, refundId: number): Promise<boolean> {
  const reopened = await ctx.db.transaction(async (tx) => {
    const refund = await findPayment(tx, refundId);
    if (refund?.kind !== 'refund') return false;
    await lockOrder(tx, refund.orderId);
    if (!(await reopenRefund(tx, refundId, ctx.clock()))) return false;
    await followRefunds(tx, refund.orderId, ctx.clock());
    return true;
  });
  if (reopened) await sendPendingRefund(ctx, refundId);
  return reopened;
}

/**
 * Asks the gateway for a pending refund. The refund's row stays locked while the gateway answers (`SKIP
 * LOCKED`: another process sending it too passes it by), so one refund is asked for once; only that row is
 * held, never the order. A refusal or an unreachable gateway leaves it `pending` (logged) for the next round.
 */
export async function sendPendingRefund(ctx: PaymentsContext, refundId: number): Promise<void> {
  const refused = await ctx.db.transaction(async (tx) => {
    const [refund] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.id, refundId), eq(payments.kind, 'refund'), eq(payments.status, 'pending')))
      .for('update', { skipLocked: true });
    if (!refund || refund.parentId === null) return undefined;
    const charge = await findPayment(tx, refund.parentId);
    if (!charge?.reference || !charge.providerRef) return undefined;
    if (charge.provider !== 'paytabs' && charge.provider !== 'opay') return undefined;
    try {
      const result = await ctx.providers[charge.provider].refund({
        reference: charge.reference,
        providerRef: charge.providerRef,
        refundReference: refund.reference ?? String(refund.id),
        amount: refund.amount,
        reason: refund.message ?? 'refund',
      });
      await updatePayment(tx, refund.id, {
        status: result.status === 'refunded' ? 'paid' : result.status === 'failed' ? 'failed' : 'pending',
        providerRef: result.providerRef || null,
        updatedAt: ctx.clock(),
      });
      return result.status === 'failed' ? refund.orderId : undefined;
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      ctx.log.error({ err: error, refundId }, 'refund not accepted by the gateway; left pending');
      return undefined;
    }
  });
  if (refused === undefined) return;
  // A refused refund leaves the money with us: the order says paid again (under its lock, taken first as every
  // path does, hence a transaction of its own) until staff retry it.
  ctx.log.warn({ refundId }, 'refund refused by the gateway');
  await ctx.db.transaction(async (tx) => {
    await lockOrder(tx, refused);
    await followRefunds(tx, refused, ctx.clock());
  });
}

export async function sendPendingRefunds(ctx: PaymentsContext, refundIds: number[]): Promise<void> {
  for (const id of refundIds) await sendPendingRefund(ctx, id);
}

/** Every refund still waiting for its gateway (a cancel's, or one a gateway refused before): the job's round. */
export async function sendAllPendingRefunds(ctx: PaymentsContext, limit = 50): Promise<number> {
  const due = await ctx.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.kind, 'refund'), eq(payments.status, 'pending')))
    .orderBy(asc(payments.id))
    .limit(limit);
  await sendPendingRefunds(
    ctx,
    due.map((row) => row.id),
  );
  return due.length;
}

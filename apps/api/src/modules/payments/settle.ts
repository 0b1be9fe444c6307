import type { NotificationAck } from '@coffee/contracts/payments';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { changeOrderStatus } from '../orders/change-status.js';
import type { PaymentsContext } from './context.js';
import { setOrderPaymentStatus, updatePayment } from './ledger.js';
import { followStatusChange } from './order-payments-plugin.js';
import type { PaymentOutcome, ProviderName } from './providers/types.js';
import { queueRefund, sendPendingRefunds } from './refunds.js';
import { findOpenFawryCode, findPaymentByReference, lockOrder, type PaymentRow } from './repository.js';

/**
 * What applying a gateway's word did: `settled` (the order is placed now), `duplicate` (already applied),
 * `failed` (the attempt failed; the order waits for another), `refunding` (paid after the order was canceled
 * or already paid by another attempt: recorded and given back), `pending` (not final yet).
 */
export type SettleResult = NotificationAck['result'];

/** Why an authentic-looking outcome is still refused: it does not describe the attempt we made. */
export type Mismatch = 'unknown_reference' | 'other_provider' | 'other_transaction' | 'amount' | 'currency';

/** What applying an outcome did, and whether the order is now due to be canceled (its Fawry code is dead). */
export type Applied = { result: SettleResult; orderNumber: string; orderId: number; cancelDue: boolean };

export class OutcomeRefused extends Error {
  constructor(readonly reason: Mismatch) {
    super(reason);
  }
}

/** The attempt must be ours, with this gateway, this transaction, our amount and currency (from our database). */
function checkAgainstAttempt(
  attempt: PaymentRow | undefined,
  provider: ProviderName,
  outcome: PaymentOutcome,
) {
  if (attempt?.kind !== 'charge') throw new OutcomeRefused('unknown_reference');
  if (attempt.provider !== provider) throw new OutcomeRefused('other_provider');
  if (attempt.providerRef && outcome.providerRef !== attempt.providerRef)
    throw new OutcomeRefused('other_transaction');
  if (outcome.amount !== attempt.amount) throw new OutcomeRefused('amount');
  if (outcome.currency !== attempt.currency) throw new OutcomeRefused('currency');
  return attempt;
}

/**
 * A PENDING order whose payment arrived: placed through the orders module's one status change (which also
 * queues the confirmation email), then marked paid here, in the caller's transaction.
 */
export async function placePaidOrder(tx: Executor, order: { id: number }, note: string | null, now: Date) {
  // The gateway's reference is for staff: the shopper's timeline shows the status in their words only.
  const internal = note ? { text: note, forCustomer: false } : null;
  const change = await changeOrderStatus(tx, order, 'PLACED', { kind: 'system' }, internal, now);
  await followStatusChange(tx, change, { refundTo: 'original', reason: note, now });
  return change;
}

/**
 * Applies a verified outcome exactly once. Callbacks repeat and race with the browser's return: the order's
 * row lock makes them take turns, and the attempt's status (read under that lock) says whether this one is
 * news. A success on a PENDING order places it (the orders module's one status change, which also queues the
 * confirmation email); a success on an order no longer waiting is recorded and refunded.
 */
async function applyOutcomeOnce(
  ctx: PaymentsContext,
  provider: ProviderName,
  outcome: PaymentOutcome,
): Promise<Applied> {
  const first = checkAgainstAttempt(
    await findPaymentByReference(ctx.db, outcome.reference),
    provider,
    outcome,
  );
  const refundIds: number[] = [];
  const answer = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock();
    // The order first, then its attempt: the lock order every path that touches both takes.
    const order = await lockOrder(tx, first.orderId);
    const attempt = checkAgainstAttempt(
      await findPaymentByReference(tx, outcome.reference, true),
      provider,
      outcome,
    );
    if (!order) throw new OutcomeRefused('unknown_reference');
    const done = (result: SettleResult, cancelDue = false): Applied => ({
      result,
      orderNumber: order.number,
      orderId: order.id,
      cancelDue,
    });
    if (outcome.status === 'pending') return done('pending');
    if (attempt.status === 'paid') return done('duplicate');
    const recorded = {
      providerRef: attempt.providerRef ?? (outcome.providerRef || null),
      message: outcome.message,
      updatedAt: now,
    };

    if (outcome.status === 'failed') {
      const repeated = attempt.status === 'failed';
      if (!repeated) {
        await updatePayment(tx, attempt.id, { ...recorded, status: 'failed' });
        if (order.status === 'PENDING' && order.paymentStatus === 'pending') {
          await setOrderPaymentStatus(tx, order.id, 'failed', now);
        }
      }
      // A Fawry code that expired (or was canceled) leaves a Pay at Fawry order nothing to wait for: it is
      // due to be canceled now, by the orders module (the caller asks it), unless another code is open.
      const cancelDue =
        provider === 'fawry' &&
        order.status === 'PENDING' &&
        order.paymentMethod === 'fawry' &&
        !(await findOpenFawryCode(tx, order.id));
      return done(repeated ? 'duplicate' : 'failed', cancelDue);
    }

    await updatePayment(tx, attempt.id, { ...recorded, status: 'paid' });
    if (order.status === 'PENDING' && order.paymentStatus !== 'paid') {
      await placePaidOrder(tx, order, `${provider} ${recorded.providerRef}`, now);
      return done('settled');
    }
    // Paid after the reservation ended (the order is canceled) or a second time: never kept, never lost.
    const reason = order.status === 'CANCELED' ? 'paid after the order was canceled' : 'order already paid';
    refundIds.push(
      await queueRefund(tx, { ...attempt, status: 'paid' }, attempt.amount, 'original', reason, now),
    );
    return done('refunding');
  });
  await sendPendingRefunds(ctx, refundIds);
  return answer;
}

/**
 * Applies a verified outcome (`applyOutcomeOnce`), then, when it left a Pay at Fawry order nothing to wait
 * for (its code expired), has the orders module cancel it now, giving its stock back: the order's lock makes
 * this and a PAID for the same order take turns, so exactly one of them wins.
 */
export async function applyOutcome(
  ctx: PaymentsContext,
  provider: ProviderName,
  outcome: PaymentOutcome,
): Promise<Applied> {
  const applied = await applyOutcomeOnce(ctx, provider, outcome);
  if (applied.cancelDue) await ctx.cancelUnpaidOrder(applied.orderId, ctx.clock());
  return applied;
}

/**
 * The browser is back from the gateway. Its word alone settles nothing: an attempt still open is asked about
 * at the gateway (by its transaction reference), and that answer goes through `applyOutcome` like a callback.
 * The shopper is told `paid` only when their order is placed.
 */
export async function resolveAttempt(
  ctx: PaymentsContext,
  provider: ProviderName,
  reference: string,
): Promise<{ status: 'paid' | 'failed' | 'pending'; orderNumber: string } | null> {
  const attempt = await findPaymentByReference(ctx.db, reference);
  if (attempt?.kind !== 'charge' || attempt.provider !== provider) return null;
  if ((attempt.status === 'created' || attempt.status === 'pending') && attempt.providerRef) {
    const outcome = await ctx.providers[provider].queryPayment({
      reference,
      providerRef: attempt.providerRef,
    });
    await applyOutcome(ctx, provider, outcome);
  }
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, attempt.orderId));
  const now = await findPaymentByReference(ctx.db, reference);
  if (!order || !now) return null;
  const placed = order.paymentStatus === 'paid' && order.status !== 'PENDING' && order.status !== 'CANCELED';
  const status = placed
    ? 'paid'
    : now.status === 'created' || now.status === 'pending'
      ? 'pending'
      : 'failed';
  return { status, orderNumber: order.number };
}

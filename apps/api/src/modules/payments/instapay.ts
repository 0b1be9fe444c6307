import type { InstapayQueueItem } from '@coffee/contracts/payments';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { instapayProofs, orders, payments, users } from '../../db/schema/index.js';
import { translate } from '../../i18n/messages.js';
import { AppError } from '../../lib/errors.js';
import { type ImageKind, removePrivateDocument, savePrivateDocument } from '../../lib/uploads.js';
import type { Actor } from '../../plugins/backoffice-auth.js';
import { recordAudit } from '../audit/repository.js';
import { queueInstapayRefusedEmail } from '../orders/emails.js';
import type { PaymentsContext } from './context.js';
import { setOrderPaymentStatus, updatePayment } from './ledger.js';
import type { OrderRow, PaymentRow } from './repository.js';
import { placePaidOrder } from './settle.js';

/**
 * InstaPay transfers (decision 0040). InstaPay has no merchant API: the shopper transfers from their bank app
 * to the store's address, then sends a proof (a screenshot, a reference or both); staff, looking at the bank
 * account, confirm (the order is placed, once) or refuse (the order is canceled, its stock back). Everything
 * here is the payments module's: the attempt, its proof and the order's payment status, under the order's lock.
 */

/** The newest InstaPay charge of an order (open or decided), locked with the order's lock already held. */
async function lastAttempt(tx: Executor, orderId: number): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.kind, 'charge'), eq(payments.provider, 'instapay')))
    .orderBy(desc(payments.id))
    .limit(1)
    .for('update');
  return row;
}

/** The order by number (the shopper's own when `userId` is given: another's is exactly as absent), locked. */
async function lockByNumber(tx: Executor, number: string, userId?: number): Promise<OrderRow> {
  const where =
    userId === undefined
      ? eq(orders.number, number)
      : and(eq(orders.number, number), eq(orders.userId, userId));
  const [order] = await tx.select().from(orders).where(where).for('update');
  if (!order) throw new AppError(404, 'NOT_FOUND', 'notFound');
  return order;
}

/** An order that still waits for its transfer, before its deadline, and its open attempt; else a 409. */
function openAttemptOf(order: OrderRow, attempt: PaymentRow | undefined, now: Date): PaymentRow {
  if (order.paymentMethod !== 'instapay' || order.status !== 'PENDING' || attempt?.status !== 'pending') {
    throw new AppError(409, 'INSTAPAY_NOT_AWAITING', 'instapayNotAwaiting');
  }
  if (order.expiresAt && order.expiresAt <= now)
    throw new AppError(409, 'ORDER_EXPIRED', 'instapayHoldExpired');
  return attempt;
}

export type ProofInput = {
  userId: number;
  number: string;
  screenshot: { kind: ImageKind; bytes: Buffer } | null;
  reference: string | null;
};

/**
 * The shopper's proof of transfer for their own waiting order. The screenshot is written first (under the
 * private space) and deleted again if the order refuses it; a new proof replaces the previous one.
 */
export async function submitProof(ctx: PaymentsContext, input: ProofInput) {
  if (!input.screenshot && !input.reference)
    throw new AppError(422, 'INSTAPAY_PROOF_EMPTY', 'instapayProofEmpty');
  const storage = ctx.storage;
  const key = input.screenshot
    ? await savePrivateDocument(storage, input.screenshot.kind, input.screenshot.bytes)
    : null;
  try {
    const { proof, replaced } = await ctx.db.transaction(async (tx) => {
      const now = ctx.clock();
      const order = await lockByNumber(tx, input.number, input.userId);
      const attempt = openAttemptOf(order, await lastAttempt(tx, order.id), now);
      const [before] = await tx.select().from(instapayProofs).where(eq(instapayProofs.paymentId, attempt.id));
      const values = {
        screenshotKey: key,
        transferReference: input.reference,
        submittedAt: now,
        refusalReason: null,
      };
      await tx
        .insert(instapayProofs)
        .values({ paymentId: attempt.id, ...values })
        .onConflictDoUpdate({ target: instapayProofs.paymentId, set: values });
      return { proof: values, replaced: before?.screenshotKey ?? null };
    });
    if (replaced) await removePrivateDocument(storage, replaced);
    return {
      submitted_at: proof.submittedAt.toISOString(),
      transfer_reference: proof.transferReference,
      has_screenshot: key !== null,
    };
  } catch (error) {
    if (key) await removePrivateDocument(storage, key);
    throw error;
  }
}

/** The stored screenshot key of an order's newest InstaPay proof (the shopper's own when `userId` is given). */
export async function findScreenshot(db: Executor, number: string, userId?: number): Promise<string | null> {
  const where =
    userId === undefined
      ? eq(orders.number, number)
      : and(eq(orders.number, number), eq(orders.userId, userId));
  const [row] = await db
    .select({ key: instapayProofs.screenshotKey })
    .from(orders)
    .innerJoin(payments, and(eq(payments.orderId, orders.id), eq(payments.provider, 'instapay')))
    .innerJoin(instapayProofs, eq(instapayProofs.paymentId, payments.id))
    .where(where)
    .orderBy(desc(payments.id))
    .limit(1);
  return row?.key ?? null;
}

export type Decision = {
  order_number: string;
  status: string;
  payment_status: string;
  result: 'confirmed' | 'refused' | 'duplicate';
};

const decided = (
  order: { number: string; status: string; paymentStatus: string },
  result: Decision['result'],
) => ({
  order_number: order.number,
  status: order.status,
  payment_status: order.paymentStatus,
  result,
});

/**
 * Staff saw the money arrive: the attempt is paid and the order placed, once (the order's lock serialises
 * two confirmations; the second finds it paid and answers `duplicate`). Refused once the hold has run out,
 * even before the sweep canceled it: the stock may be promised elsewhere by then. Audited.
 */
export async function confirmTransfer(ctx: PaymentsContext, actor: Actor, number: string): Promise<Decision> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock();
    const order = await lockByNumber(tx, number);
    const attempt = await lastAttempt(tx, order.id);
    if (attempt?.status === 'paid' && order.paymentStatus === 'paid') return decided(order, 'duplicate');
    const open = openAttemptOf(order, attempt, now);
    await updatePayment(tx, open.id, {
      status: 'paid',
      message: `confirmed by ${actor.label}`,
      updatedAt: now,
    });
    const note = translate(order.lang === 'ar' ? 'ar' : 'en', 'instapayConfirmNote', { staff: actor.label });
    const change = await placePaidOrder(tx, order, note, now);
    await recordAudit(
      tx,
      actor,
      {
        action: 'instapay.confirm',
        entity: 'order',
        entityKey: order.number,
        before: { status: order.status, payment_status: order.paymentStatus },
        after: { status: change.order.status, payment_status: 'paid', amount: open.amount },
      },
      now,
    );
    return decided({ number, status: change.order.status, paymentStatus: 'paid' }, 'confirmed');
  });
}

/**
 * Staff found no such transfer: the attempt fails with the reason, the shopper is mailed it in their language,
 * and the order is canceled through the orders module (stock, coupon and wallet part back). Audited.
 */
export async function refuseTransfer(
  ctx: PaymentsContext,
  actor: Actor,
  number: string,
  reason: string,
): Promise<Decision> {
  const refused = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock();
    const order = await lockByNumber(tx, number);
    const attempt = await lastAttempt(tx, order.id);
    if (attempt?.status === 'failed' && order.status === 'CANCELED') return { order, repeat: true };
    if (order.paymentMethod !== 'instapay' || order.status !== 'PENDING' || attempt?.status !== 'pending') {
      throw new AppError(409, 'INSTAPAY_NOT_AWAITING', 'instapayNotAwaiting');
    }
    await updatePayment(tx, attempt.id, { status: 'failed', message: reason, updatedAt: now });
    await tx
      .update(instapayProofs)
      .set({ refusalReason: reason })
      .where(eq(instapayProofs.paymentId, attempt.id));
    await setOrderPaymentStatus(tx, order.id, 'failed', now);
    await queueInstapayRefusedEmail(tx, order.id, reason);
    await recordAudit(
      tx,
      actor,
      {
        action: 'instapay.refuse',
        entity: 'order',
        entityKey: order.number,
        before: { status: order.status, payment_status: order.paymentStatus },
        after: { status: 'CANCELED', payment_status: 'failed', reason },
      },
      now,
    );
    return { order, repeat: false };
  });
  if (refused.repeat) return decided(refused.order, 'duplicate');
  // The orders module's cancel, under the order's lock again: a sweep that got there first leaves it as is.
  await ctx.cancelUnpaidOrder(refused.order.id, ctx.clock());
  const [after] = await ctx.db.select().from(orders).where(eq(orders.id, refused.order.id));
  return decided(after!, 'refused');
}

/** Every InstaPay order still waiting: those with a proof first, then by deadline. */
export async function listQueue(db: Executor): Promise<InstapayQueueItem[]> {
  const rows = await db
    .select({ order: orders, user: users, proof: instapayProofs })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(
      payments,
      and(eq(payments.orderId, orders.id), eq(payments.provider, 'instapay'), eq(payments.status, 'pending')),
    )
    .leftJoin(instapayProofs, eq(instapayProofs.paymentId, payments.id))
    .where(and(eq(orders.status, 'PENDING'), eq(orders.paymentMethod, 'instapay')))
    .orderBy(sql`${instapayProofs.submittedAt} is null`, asc(orders.expiresAt), asc(orders.id));
  return rows.map(({ order, user, proof }) => ({
    order_number: order.number,
    customer_name: `${user.firstName} ${user.lastName}`.trim(),
    customer_email: user.email,
    amount: order.total,
    placed_at: order.createdAt.toISOString(),
    expires_at: (order.expiresAt ?? order.createdAt).toISOString(),
    proof: proof && {
      submitted_at: proof.submittedAt.toISOString(),
      transfer_reference: proof.transferReference,
      has_screenshot: proof.screenshotKey !== null,
    },
  }));
}

import type { OrderStatus, StatusActorKind } from '@coffee/contracts/orders';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  couponRedemptions,
  coupons,
  orderLines,
  orderStatusHistory,
  orders,
  wallets,
  walletTransactions,
} from '../../db/schema/index.js';
import { translate } from '../../i18n/messages.js';
import { AppError } from '../../lib/errors.js';
import { lockStock, moveStock } from '../checkout/repository.js';
import { type RefundDestination, refundOrder } from '../payments/refunds.js';
import { queueOrderEmail } from './emails.js';
import type { OrderRow } from './repository.js';
import { canChangeStatus } from './status-machine.js';

const ONLINE_METHODS: readonly string[] = ['card', 'installments', 'opay'];

/** Who changes a status: the shopper, a staff member (both with their user id), or the system. */
export type StatusActor = { kind: StatusActorKind; userId?: number | undefined };

/** `released`: the products whose stock a cancel gave back, for the caller's catalogChanged after commit. */
export type StatusChange = { order: OrderRow; changed: boolean; released: number[] };

/**
 * Gives back what a canceled order held: its stock (locked products then variants, as orders take them), its
 * coupon use, and its wallet part as a refund transaction. Runs once per order: only the change to CANCELED,
 * under the order's row lock, calls it.
 */
async function releaseOrder(tx: Executor, order: OrderRow, now: Date): Promise<number[]> {
  const lines = await tx
    .select({
      productId: orderLines.productId,
      variantId: orderLines.variantId,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.id));
  await lockStock(tx, lines);
  await moveStock(tx, lines, 1);

  const released = await tx
    .update(couponRedemptions)
    .set({ releasedAt: now })
    .where(and(eq(couponRedemptions.orderId, order.id), isNull(couponRedemptions.releasedAt)))
    .returning({ couponId: couponRedemptions.couponId });
  for (const { couponId } of released) {
    await tx
      .update(coupons)
      .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
      .where(eq(coupons.id, couponId));
  }

  if (order.walletAmount > 0) {
    await tx
      .update(wallets)
      .set({ balance: sql`${wallets.balance} + ${order.walletAmount}`, updatedAt: now })
      .where(eq(wallets.userId, order.userId));
    await tx.insert(walletTransactions).values({
      userId: order.userId,
      amount: order.walletAmount,
      kind: 'refund',
      orderId: order.id,
      descriptionEn: translate('en', 'walletOrderRefund', { number: order.number }),
      descriptionAr: translate('ar', 'walletOrderRefund', { number: order.number }),
      createdAt: now,
    });
  }
  return lines.map((line) => line.productId);
}

/**
 * The one way an order's status changes, inside the caller's transaction: locks the order's row, checks the
 * change against the status machine (409 ILLEGAL_STATUS_CHANGE otherwise), releases stock, coupon and wallet
 * on a cancel, records the history row (who and why) and queues the shopper's email. Canceling an order that
 * is already canceled changes nothing and is not an error, so a retried cancel is safe. The payments module
 * calls it for PENDING → PLACED when a payment settles (`{kind: 'system'}`), which also marks it paid.
 * Canceling an order paid online refunds it: through its gateway (`refundTo: 'original'`, sent after the
 * commit by the refund job) or at once to the store wallet.
 */
export async function changeOrderStatus(
  tx: Executor,
  order: { id: number },
  to: OrderStatus,
  by: StatusActor,
  note: string | null,
  now: Date,
  refundTo: RefundDestination = 'original',
): Promise<StatusChange> {
  const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
  if (!locked) throw new AppError(404, 'NOT_FOUND', 'notFound');
  if (locked.status === to && to === 'CANCELED') return { order: locked, changed: false, released: [] };
  if (!canChangeStatus(locked.status, to, by.kind)) {
    const messageKey =
      to === 'CANCELED' && by.kind === 'customer' ? 'orderNotCancelable' : 'illegalStatusChange';
    throw new AppError(409, 'ILLEGAL_STATUS_CHANGE', messageKey);
  }
  const released = to === 'CANCELED' ? await releaseOrder(tx, locked, now) : [];

  const paymentStatus =
    locked.status === 'PENDING' && to === 'PLACED'
      ? 'paid'
      : to === 'DELIVERED' && locked.paymentMethod === 'cod'
        ? 'paid'
        : to === 'CANCELED' && locked.paymentStatus === 'pending'
          ? 'failed'
          : locked.paymentStatus;
  const [updated] = await tx
    .update(orders)
    .set({
      status: to,
      paymentStatus,
      updatedAt: now,
      ...(locked.status === 'PENDING' && { expiresAt: null }),
    })
    .where(eq(orders.id, locked.id))
    .returning();
  const paidOnline = locked.paymentStatus === 'paid' && ONLINE_METHODS.includes(locked.paymentMethod);
  if (to === 'CANCELED' && paidOnline)
    await refundOrder(tx, locked.id, refundTo, note ?? 'order canceled', now);
  await tx.insert(orderStatusHistory).values({
    orderId: locked.id,
    status: to,
    byKind: by.kind,
    byUserId: by.userId ?? null,
    note,
    createdAt: now,
  });
  await queueOrderEmail(tx, locked.id, to);
  return { order: updated!, changed: true, released };
}

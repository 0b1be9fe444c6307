import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import type { Cache } from '../../lib/cache.js';
import { catalogChanged } from '../../plugins/cache.js';
import type { OrderPayments } from './order-payments.js';
import { moveOrder } from './status-flow.js';

/**
 * Cancels PENDING orders whose reservation has run out, one transaction per order, and gives back their
 * stock, coupon use and wallet part (changeOrderStatus does), and marks the awaited payment failed. `SKIP LOCKED` lets several API processes sweep
 * at once without waiting on or canceling the same order twice, and skips an order whose payment is being
 * settled right now (that holds the row's lock). The stock given back is announced to the catalog's caches after
 * each commit. Answers how many it canceled.
 */
export async function sweepExpiredReservations(
  app: { db: Database; cache: Cache; orderPayments: OrderPayments },
  now: Date,
  limit = 100,
): Promise<number> {
  const { db } = app;
  let canceled = 0;
  for (let index = 0; index < limit; index++) {
    const swept = await db.transaction(async (tx) => {
      const [due] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, 'PENDING'), lte(orders.expiresAt, now)))
        .orderBy(asc(orders.expiresAt), asc(orders.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return undefined;
      return moveOrder(tx, app.orderPayments, due, 'CANCELED', { kind: 'system' }, null, now);
    });
    if (!swept) break;
    await catalogChanged(app, { productIds: swept.released });
    canceled++;
  }
  return canceled;
}

/**
 * Cancels one order still waiting for its payment, now (its Fawry code expired before the reservation did):
 * under its row lock, through the same status change as the sweep, which gives back stock, coupon and wallet.
 * Answers whether it canceled it; an order no longer PENDING is left as it is.
 */
export async function cancelUnpaidOrder(
  app: { db: Database; cache: Cache; orderPayments: OrderPayments },
  orderId: number,
  now: Date,
): Promise<boolean> {
  const swept = await app.db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (due?.status !== 'PENDING') return undefined;
    return moveOrder(tx, app.orderPayments, due, 'CANCELED', { kind: 'system' }, null, now);
  });
  if (!swept) return false;
  await catalogChanged(app, { productIds: swept.released });
  return true;
}

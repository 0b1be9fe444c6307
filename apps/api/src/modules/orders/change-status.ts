import type { OrderStatus, StatusActorKind } from '@coffee/contracts/orders';
import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { placeholderFor, preparedStatement } from '../../db/prepared.js';
import { orderLines, orderStatusHistory, orders } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { postWalletEntry, walletText } from '../account/wallet-ledger.js';
import { lockStock, moveStock } from '../catalog/stock.js';
import { releaseCouponRedemptions } from '../checkout/coupon-redemptions.js';
import { issueInvoice } from '../invoices/ledger.js';
import { queueOrderEmail } from './emails.js';
import type { OrderRow } from './repository.js';
import { canChangeStatus } from './status-machine.js';

/**
 * The order-status ledger: the only module that writes `orders.status` and `order_status_history` (a test
 * holds every other file to it). An order's status moves only through the status machine, and every move
 * leaves its history row.
 */

/** Who changes a status: the shopper, a staff member (both with their user id), or the system. */
export type StatusActor = { kind: StatusActorKind; userId?: number | undefined };

/**
 * A note on a status change and who may read it: `forCustomer` shows it to the shopper (their own note, or staff's
 * told to them); otherwise it stays with staff (internal notes, gateway references).
 */
export type StatusNote = { text: string; forCustomer: boolean };

/**
 * What a status change did: the order `before` and after it, whether anything `changed`, and the products
 * whose stock a cancel gave back (`released`, for the caller's catalogChanged after commit). What it means for
 * the payment (marked paid, failed, or refunded) is the payments module's rule: the caller hands this change
 * to it (app.orderPayments.followStatusChange) in the same transaction.
 */
export type StatusChange = { order: OrderRow; before: OrderRow; changed: boolean; released: number[] };

/**
 * Gives back what a canceled order held: its stock (through the stock ledger, in its lock order), its coupon
 * use, and its wallet part as a refund entry. Runs once per order: only the change to CANCELED, under the
 * order's row lock, calls it.
 */
async function releaseOrder(tx: Executor, order: OrderRow, now: Date, stockBack: boolean): Promise<number[]> {
  const lines = await tx
    .select({
      productId: orderLines.productId,
      variantId: orderLines.variantId,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.id));
  if (stockBack) {
    await lockStock(tx, lines);
    await moveStock(tx, lines, 1);
  }
  await releaseCouponRedemptions(tx, order.id, now);
  if (order.walletAmount > 0) {
    await postWalletEntry(tx, {
      userId: order.userId,
      amount: order.walletAmount,
      kind: 'refund',
      orderId: order.id,
      description: walletText('walletOrderRefund', { number: order.number }),
      now,
    });
  }
  return stockBack ? lines.map((line) => line.productId) : [];
}

/**
 * `stockBack: false` cancels without putting the goods back on sale: the courier lost or damaged the parcel,
 * so nothing came back to the shelf (a parcel brought back puts its stock back as any cancel does).
 */
export type ChangeOptions = { stockBack?: boolean };

/** What placing an order writes into its row with its first status. */
const PRICED = [
  'address',
  'subtotal',
  'saleDiscount',
  'couponId',
  'couponDiscount',
  'shippingFee',
  'walletAmount',
  'codFee',
  'total',
  'paymentMethod',
  'expiresAt',
] as const;
export type PricedOrder = Required<Pick<typeof orders.$inferInsert, (typeof PRICED)[number]>>;

/**
 * The first status, the order's figures and the first history row in ONE statement: the history row is a
 * data-modifying CTE beside the UPDATE (both this ledger's tables), one round trip fewer per placed order.
 * The history row's id comes back as a column of the order's row; the rest of it is what was written.
 */
const firstStatus = preparedStatement('order_first_status', (db) => {
  const history = db.$with('first_history').as(
    db
      .insert(orderStatusHistory)
      .values({
        orderId: sql.placeholder('orderId'),
        status: sql.placeholder('status'),
        byKind: sql.placeholder('byKind'),
        byUserId: sql.placeholder('byUserId'),
        createdAt: sql.placeholder('now'),
      })
      .returning({ id: orderStatusHistory.id }),
  );
  return db
    .with(history)
    .update(orders)
    .set({
      ...Object.fromEntries(PRICED.map((key) => [key, placeholderFor(key, orders[key])])),
      status: placeholderFor('status', orders.status),
    })
    .where(eq(orders.id, sql.placeholder('orderId')))
    .returning({
      ...getTableColumns(orders),
      historyId: sql<number>`(select "id" from ${history})`.mapWith(Number),
    });
});

type HistoryRow = typeof orderStatusHistory.$inferSelect;

/**
 * A new order's first status (PLACED, or PENDING while an online payment is awaited) and its first history
 * row, in the transaction that places it; `priced`: the order's figures, written in the same statement (never
 * its payment status, which the payments ledger writes).
 */
export async function enterFirstStatus(
  tx: Executor,
  orderId: number,
  status: 'PENDING' | 'PLACED',
  by: StatusActor,
  now: Date,
  priced: PricedOrder,
): Promise<{ order: OrderRow; history: HistoryRow[] }> {
  const byUserId = by.userId ?? null;
  const [row] = await firstStatus(tx, { ...priced, status, orderId, byKind: by.kind, byUserId, now });
  const { historyId, ...order } = row!;
  const history: HistoryRow = {
    id: historyId,
    orderId,
    status,
    byKind: by.kind,
    byUserId,
    note: null,
    noteForCustomer: false,
    createdAt: now,
  };
  return { order, history: [history] };
}

/**
 * The one way an order's status changes, inside the caller's transaction: locks the order's row, checks the
 * change against the status machine (409 ILLEGAL_STATUS_CHANGE otherwise), releases stock, coupon and wallet
 * on a cancel, records the history row (who and why) and queues the shopper's email (a cancel's once its refunds
 * are known: moveOrder). Canceling an order that
 * is already canceled changes nothing and is not an error, so a retried cancel is safe. The payments module
 * calls it for PENDING → PLACED when a payment settles (`{kind: 'system'}`).
 */
export async function changeOrderStatus(
  tx: Executor,
  order: { id: number },
  to: OrderStatus,
  by: StatusActor,
  note: StatusNote | null,
  now: Date,
  options: ChangeOptions = {},
): Promise<StatusChange> {
  const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
  if (!locked) throw new AppError(404, 'NOT_FOUND', 'notFound');
  if (locked.status === to && to === 'CANCELED')
    return { order: locked, before: locked, changed: false, released: [] };
  if (!canChangeStatus(locked.status, to, by.kind)) {
    const messageKey =
      to === 'CANCELED' && by.kind === 'customer' ? 'orderNotCancelable' : 'illegalStatusChange';
    throw new AppError(409, 'ILLEGAL_STATUS_CHANGE', messageKey);
  }
  const released = to === 'CANCELED' ? await releaseOrder(tx, locked, now, options.stockBack ?? true) : [];
  const [updated] = await tx
    .update(orders)
    .set({ status: to, updatedAt: now, ...(locked.status === 'PENDING' && { expiresAt: null }) })
    .where(eq(orders.id, locked.id))
    .returning();
  await tx.insert(orderStatusHistory).values({
    orderId: locked.id,
    status: to,
    byKind: by.kind,
    byUserId: by.userId ?? null,
    note: note?.text ?? null,
    noteForCustomer: note?.forCustomer ?? false,
    createdAt: now,
  });
  // A cancel's email says what goes back, which the payments module decides after this: moveOrder queues it.
  if (to !== 'CANCELED') await queueOrderEmail(tx, locked.id, to);
  // An order awaiting its online payment is invoiced when the payment places it, never before.
  if (to === 'PLACED') await issueInvoice(tx, locked.id, now);
  return { order: updated!, before: locked, changed: true, released };
}

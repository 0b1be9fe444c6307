import type { CompleteReturnBody } from '@coffee/contracts/returns';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orders, returns } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { lockStock, moveStock } from '../catalog/stock.js';
import { issueCreditNote } from '../invoices/ledger.js';
import { refundReturn, sendPendingRefunds } from '../payments/refunds.js';
import type { ReturnsContext } from './context.js';
import { queueReturnEmail } from './emails.js';
import { completeReturn, lockReturn, type ReturnRow } from './ledger.js';
import { linesOf } from './repository.js';

type OrderRow = typeof orders.$inferSelect;

/**
 * What a return gives back, from the order's own figures (never the browser's): the goods at the prices paid,
 * less their share of a coupon; and for a defect the delivery fee, once per order. Never more than is left
 * of the order's total after earlier returns.
 */
export async function refundDue(
  tx: Executor,
  order: OrderRow,
  row: ReturnRow,
  lines: { quantity: number; unitPrice: number }[],
) {
  const value = lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
  const coupon = order.subtotal > 0 ? Math.round((order.couponDiscount * value) / order.subtotal) : 0;
  const [earlier] = await tx
    .select({
      goods: sql<number>`coalesce(sum(${returns.goodsRefund}), 0)`.mapWith(Number),
      delivery: sql<number>`coalesce(sum(${returns.deliveryRefund}), 0)`.mapWith(Number),
    })
    .from(returns)
    .where(and(eq(returns.orderId, order.id), eq(returns.status, 'refunded'), ne(returns.id, row.id)));
  const left = order.total - (earlier?.goods ?? 0) - (earlier?.delivery ?? 0);
  const goods = Math.max(0, Math.min(value - coupon, left));
  const delivery =
    row.kind === 'defect' && (earlier?.delivery ?? 0) === 0 ? Math.min(order.shippingFee, left - goods) : 0;
  return { goods, delivery: Math.max(0, delivery) };
}

export type Completion = { row: ReturnRow; completed: boolean; restocked: number[] };

/**
 * The parcel is back: staff mark each line resellable or not, and in one transaction — the order's row lock
 * first (as every money path takes it), then the return's — resellable stock goes back through the stock
 * owner, the refund is recorded through the payments owner (to the gateway, or the wallet at once), the
 * invoice gets its credit note, and the shopper an email. The return moves to `refunded` in that transaction
 * by a conditional update, so two staff completing at once make one refund; the second gets the first's result.
 * Gateway refunds are sent after the commit (a refusal stays visible for a retry).
 */
export async function completeRequest(
  ctx: ReturnsContext,
  id: number,
  body: CompleteReturnBody,
  by: number,
): Promise<Completion> {
  const now = ctx.clock();
  const outcome = await ctx.db.transaction(async (tx) => {
    const [head] = await tx.select({ orderId: returns.orderId }).from(returns).where(eq(returns.id, id));
    if (!head) throw new AppError(404, 'NOT_FOUND', 'notFound');
    const [order] = await tx.select().from(orders).where(eq(orders.id, head.orderId)).for('update');
    const row = await lockReturn(tx, id);
    if (!order || !row) throw new AppError(404, 'NOT_FOUND', 'notFound');
    if (row.status === 'refunded') return { row, completed: false, restocked: [], refundIds: [] };
    const from: ReturnRow['status'][] = ctx.courier ? ['received'] : ['received', 'approved'];
    if (!from.includes(row.status)) throw new AppError(409, 'RETURN_NOT_RECEIVED', 'returnNotReceived');
    const lines = await linesOf(tx, [row.id]);
    const judged = new Map(body.lines.map((line) => [line.line_id, line.resellable]));
    if (lines.length !== judged.size || lines.some(({ line }) => !judged.has(line.id))) {
      throw new AppError(422, 'RETURN_LINES_UNJUDGED', 'returnLinesUnjudged');
    }
    const back = lines
      .filter(({ line }) => judged.get(line.id))
      .map(({ line, returnLine }) => ({
        productId: line.productId,
        variantId: line.variantId,
        quantity: returnLine.quantity,
      }));
    if (back.length > 0) {
      await lockStock(tx, back);
      await moveStock(tx, back, 1);
    }
    const due = await refundDue(
      tx,
      order,
      row,
      lines.map(({ line, returnLine }) => ({ quantity: returnLine.quantity, unitPrice: line.unitPrice })),
    );
    const moved = await completeReturn(tx, row.id, {
      resellable: judged,
      goodsRefund: due.goods,
      deliveryRefund: due.delivery,
      by,
      now,
      from,
    });
    if (!moved) throw new AppError(409, 'RETURN_NOT_RECEIVED', 'returnNotReceived');
    const amount = due.goods + due.delivery;
    const refundIds =
      amount > 0
        ? await refundReturn(tx, {
            orderId: order.id,
            returnId: row.id,
            amount,
            destination: row.refundTo,
            reason: `return ${row.id} of order ${order.number}`,
            now,
          })
        : [];
    // The credit note last: its counter is the last lock a money transaction takes.
    if (amount > 0) await issueCreditNote(tx, { orderId: order.id, amount, reason: 'return', now });
    await queueReturnEmail(tx, row, order.number, 'refunded', { amount });
    const after = (await lockReturn(tx, row.id))!;
    return { row: after, completed: true, restocked: back.map((line) => line.productId), refundIds };
  });
  if (outcome.refundIds.length > 0) await sendPendingRefunds(ctx.payments, outcome.refundIds);
  return { row: outcome.row, completed: outcome.completed, restocked: outcome.restocked };
}

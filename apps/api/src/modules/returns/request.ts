import { isOnlinePaymentMethod } from '@coffee/contracts/checkout';
import type { ReturnRefundTo, ReturnRequestBody } from '@coffee/contracts/returns';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import type { Lang } from '../../i18n/lang.js';
import { AppError } from '../../lib/errors.js';
import { openReturn, type ReturnRow } from './ledger.js';
import { deliveredAt, returnableLines } from './repository.js';
import { formatDay, lastReturnDay, withinWindow } from './window.js';

type OrderRow = typeof orders.$inferSelect;

/** Where a return's money may go: a cash or wallet order's only way back is the store wallet. */
export const refundOptionsOf = (order: Pick<OrderRow, 'paymentMethod'>): ReturnRefundTo[] =>
  isOnlinePaymentMethod(order.paymentMethod) ? ['original', 'wallet'] : ['wallet'];

/**
 * Opens a shopper's return of their delivered order, in one transaction holding the order's row lock (so two
 * requests at once cannot both take the last unit back): within the window of its kind, counted in Cairo
 * days from delivery; each line at most what was delivered less what other returns take; the refund where
 * the order allows. Answers the new return.
 */
export async function requestReturn(
  tx: Executor,
  input: {
    orderId: number;
    userId: number;
    lang: Lang;
    body: ReturnRequestBody;
    photos: string[];
    now: Date;
  },
): Promise<{ row: ReturnRow; orderNumber: string }> {
  const { body, now, lang } = input;
  const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
  if (!order || order.userId !== input.userId) throw new AppError(404, 'NOT_FOUND', 'notFound');
  const delivered = await deliveredAt(tx, order.id);
  if (order.status !== 'DELIVERED' || !delivered) {
    throw new AppError(409, 'RETURN_NOT_DELIVERED', 'returnNotDelivered');
  }
  if (!withinWindow(delivered, body.kind, now)) {
    const lastDay = lastReturnDay(delivered, body.kind);
    throw new AppError(
      422,
      'RETURN_WINDOW_CLOSED',
      body.kind === 'defect' ? 'returnDefectWindowClosed' : 'returnWindowClosed',
      [],
      { last_day: lastDay },
      { date: formatDay(lang, lastDay) },
    );
  }
  if (!refundOptionsOf(order).includes(body.refund_to)) {
    throw new AppError(422, 'RETURN_REFUND_WALLET_ONLY', 'returnRefundWalletOnly');
  }
  const wanted = new Map<number, number>();
  for (const line of body.lines) wanted.set(line.line_id, (wanted.get(line.line_id) ?? 0) + line.quantity);
  const lines = new Map((await returnableLines(tx, order.id)).map((entry) => [entry.line.id, entry]));
  for (const [lineId, quantity] of wanted) {
    const entry = lines.get(lineId);
    if (!entry) throw new AppError(422, 'RETURN_LINE_UNKNOWN', 'returnLineUnknown');
    const left = entry.line.quantity - entry.returned;
    if (quantity > left) {
      throw new AppError(
        422,
        'RETURN_TOO_MANY',
        'returnTooMany',
        [],
        { line_id: lineId, returnable: left },
        {
          name: lang === 'ar' ? entry.line.nameAr : entry.line.nameEn,
          count: left,
        },
      );
    }
  }
  const row = await openReturn(tx, {
    orderId: order.id,
    userId: input.userId,
    kind: body.kind,
    reason: body.reason,
    refundTo: body.refund_to,
    photos: body.kind === 'defect' ? input.photos : [],
    lang,
    lines: [...wanted].map(([orderLineId, quantity]) => ({ orderLineId, quantity })),
    now,
  });
  return { row, orderNumber: order.number };
}

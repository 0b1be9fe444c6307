import type { AdminReturn, ReturnView } from '@coffee/contracts/returns';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import type { Lang } from '../../i18n/lang.js';
import { type MessageKey, translate } from '../../i18n/messages.js';
import { toRefunds } from '../orders/order-money.js';
import type { ReturnRow } from './ledger.js';
import { customerOf, deliveredAt, linesOf, refundsOf } from './repository.js';

/** A return as its shopper reads it, in their language: what goes back, how far it got, what was refunded. */
export async function toReturnView(db: Executor, row: ReturnRow, lang: Lang): Promise<ReturnView> {
  const [lines, refundRows] = await Promise.all([linesOf(db, [row.id]), refundsOf(db, row.id)]);
  return {
    id: row.id,
    kind: row.kind,
    kind_label: translate(lang, `returnKind_${row.kind}` as MessageKey),
    status: row.status,
    status_label: translate(lang, `returnStatus_${row.status}` as MessageKey),
    reason: row.reason,
    refund_to: row.refundTo,
    refusal: row.refusal,
    photos: row.photos,
    lines: lines.map(({ returnLine, line }) => ({
      line_id: line.id,
      name: lang === 'ar' ? line.nameAr : line.nameEn,
      variant_name: (lang === 'ar' ? line.variantNameAr : line.variantNameEn) ?? null,
      image: line.image,
      quantity: returnLine.quantity,
      unit_price: line.unitPrice,
      resellable: returnLine.resellable,
    })),
    pickup: row.pickupState
      ? {
          tracking_number: row.pickupTracking,
          state: row.pickupState,
          state_label: translate(lang, `shipmentState${row.pickupState}` as MessageKey),
        }
      : null,
    goods_refund: row.goodsRefund,
    delivery_refund: row.deliveryRefund,
    refunds: toRefunds(refundRows, []).map((refund) => ({
      id: refund.id ?? 0,
      amount: refund.amount,
      to: refund.to,
      state: refund.state,
    })),
    created_at: row.createdAt.toISOString(),
  };
}

/** What staff see beside: the order, the shopper, how the order was paid, when it was delivered. */
export async function toAdminReturn(db: Executor, row: ReturnRow, lang: Lang): Promise<AdminReturn> {
  const [view, customer, [order], delivered] = await Promise.all([
    toReturnView(db, row, lang),
    customerOf(db, row.userId),
    db
      .select({ number: orders.number, paymentMethod: orders.paymentMethod })
      .from(orders)
      .where(eq(orders.id, row.orderId)),
    deliveredAt(db, row.orderId),
  ]);
  return {
    ...view,
    order_number: order?.number ?? '',
    customer: {
      name: [customer?.firstName, customer?.lastName].filter(Boolean).join(' '),
      email: customer?.email ?? '',
    },
    payment_method: order?.paymentMethod ?? 'cod',
    delivered_at: delivered?.toISOString() ?? null,
  };
}

import { DELIVERY_DAYS } from '@coffee/contracts/checkout';
import type { Order, OrderListItem, OrderStatus } from '@coffee/contracts/orders';
import { type Lang, localized } from '../../i18n/lang.js';
import { type MessageKey, translate } from '../../i18n/messages.js';
import type { MediaUrl } from '../../lib/media.js';
import { presentAddress } from '../../lib/present-address.js';
import type { FullOrder } from './repository.js';
import { canChangeStatus } from './status-machine.js';

/** Spec §4 label of a status, in the reader's language. */
export const statusLabel = (lang: Lang, status: OrderStatus): string =>
  translate(lang, `status${status}` as MessageKey);

/**
 * Who reads the order: the shopper sees only the notes meant for them (their own, or staff's marked so); staff
 * see every note, gateway references included.
 */
export type OrderAudience = 'customer' | 'staff';

export function toOrder(
  { order, couponCode, invoiceNumber, lines, history, refunds, fawryCode, instapay }: FullOrder,
  lang: Lang,
  media: MediaUrl,
  audience: OrderAudience = 'customer',
): Order {
  const { address } = order;
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    status_label: statusLabel(lang, order.status),
    // An order placed before the methods were split by gateway shows `paytabs` as card.
    payment_method: order.paymentMethod === 'paytabs' ? 'card' : order.paymentMethod,
    payment_status: order.paymentStatus,
    created_at: order.createdAt.toISOString(),
    items: lines.map((line) => ({
      product_id: line.productId,
      variant_id: line.variantId,
      name: localized(lang, line.nameEn, line.nameAr),
      variant_name:
        line.variantNameEn === null ? null : localized(lang, line.variantNameEn, line.variantNameAr ?? ''),
      image: line.image ? media(line.image) : '',
      seller: { id: line.sellerId, name: localized(lang, line.sellerNameEn, line.sellerNameAr) },
      unit_price: line.unitPrice,
      before_discount: line.beforeDiscount,
      quantity: line.quantity,
      line_total: line.lineTotal,
    })),
    address: presentAddress(lang, address),
    DiscountedSubtotal: order.subtotal,
    DiscountAmount: order.couponDiscount,
    saleDiscountAmount: order.saleDiscount,
    Shipping_Fees: order.shippingFee,
    walletAmount: order.walletAmount,
    cod_fee: order.codFee,
    DiscountedTotal: order.total,
    coupon_code: couponCode,
    invoice_number: invoiceNumber,
    expires_at: order.status === 'PENDING' && order.expiresAt ? order.expiresAt.toISOString() : null,
    fawry:
      order.status === 'PENDING' && order.expiresAt && fawryCode
        ? { reference_number: fawryCode, amount: order.total, expires_at: order.expiresAt.toISOString() }
        : null,
    instapay:
      order.status === 'PENDING' && order.expiresAt && instapay
        ? {
            address: instapay.address,
            amount: order.total,
            note: order.number,
            expires_at: order.expiresAt.toISOString(),
            proof: instapay.proof && {
              submitted_at: instapay.proof.submittedAt.toISOString(),
              transfer_reference: instapay.proof.transferReference,
              has_screenshot: instapay.proof.hasScreenshot,
            },
          }
        : null,
    delivery_days: { ...DELIVERY_DAYS },
    can_cancel: canChangeStatus(order.status, 'CANCELED', 'customer'),
    history: history.map((entry) => ({
      status: entry.status,
      label: statusLabel(lang, entry.status),
      at: entry.createdAt.toISOString(),
      by: entry.byKind,
      note: audience === 'staff' || entry.noteForCustomer ? entry.note : null,
      note_for_customer: entry.noteForCustomer,
    })),
    refunds: refunds.map((refund) => ({
      amount: refund.amount,
      to: refund.to,
      state: refund.state,
      at: refund.at.toISOString(),
    })),
  };
}

export const toOrderListItem = (
  row: {
    id: number;
    number: string;
    status: OrderStatus;
    createdAt: Date;
    total: number;
    itemsCount: number;
  },
  lang: Lang,
): OrderListItem => ({
  id: row.id,
  number: row.number,
  status: row.status,
  status_label: statusLabel(lang, row.status),
  created_at: row.createdAt.toISOString(),
  DiscountedTotal: row.total,
  items_count: row.itemsCount,
});

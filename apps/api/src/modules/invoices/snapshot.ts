import type { InvoiceSnapshot } from '../../db/schema/index.js';
import type { InvoiceSettingsRow, OrderForInvoice } from './repository.js';

/**
 * What an invoice says, taken from the order and the store's settings at the moment it is issued, in both
 * languages: the invoice keeps it, so renaming a product or a seller, or moving the store, changes no invoice.
 */
export function toSnapshot(source: OrderForInvoice, settings: InvoiceSettingsRow): InvoiceSnapshot {
  const { order, lines } = source;
  return {
    store: {
      name: { en: settings.legalNameEn, ar: settings.legalNameAr },
      address: { en: settings.addressEn, ar: settings.addressAr },
      taxRegistrationNumber: settings.taxRegistrationNumber,
    },
    buyer: {
      name: `${source.firstName} ${source.lastName}`.trim(),
      email: source.email,
      address: order.address,
    },
    orderNumber: order.number,
    orderDate: order.createdAt.toISOString(),
    // Orders from before the methods were split by gateway say `paytabs` for a card.
    paymentMethod: order.paymentMethod === 'paytabs' ? 'card' : order.paymentMethod,
    couponCode: source.couponCode,
    lines: lines.map(({ line, sellerNameEn, sellerNameAr }) => ({
      name: { en: line.nameEn, ar: line.nameAr },
      variant:
        line.variantNameEn === null
          ? null
          : { en: line.variantNameEn, ar: line.variantNameAr ?? line.variantNameEn },
      seller: { en: sellerNameEn, ar: sellerNameAr },
      quantity: line.quantity,
      listPrice: line.beforeDiscount ?? line.unitPrice,
      unitPrice: line.unitPrice,
      lineTotal: line.lineTotal,
    })),
    goods: lines.reduce((sum, { line }) => sum + line.lineTotal, 0),
    saleDiscount: order.saleDiscount,
    couponDiscount: order.couponDiscount,
    delivery: order.shippingFee,
    codFee: order.codFee,
    walletAmount: order.walletAmount,
    byMethod: order.total,
  };
}

/**
 * The invoice's total, VAT included: goods less the coupon, plus delivery and the cash-on-delivery fee (the
 * wallet is a way to pay it).
 */
export const invoiceTotal = (snapshot: InvoiceSnapshot): number =>
  snapshot.goods - snapshot.couponDiscount + snapshot.delivery + (snapshot.codFee ?? 0);

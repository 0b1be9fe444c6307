import type { CartDetails } from '@coffee/contracts/cart';
import type { OrderSummary } from '@coffee/contracts/checkout';

/** The spec's money fields, as the summary and a placed order both carry them. */
export type OrderFigureFields = Pick<
  OrderSummary,
  | 'DiscountedSubtotal'
  | 'DiscountAmount'
  | 'saleDiscountAmount'
  | 'Shipping_Fees'
  | 'walletAmount'
  | 'DiscountedTotal'
> & { cod_fee?: number };

/**
 * The order summary mapped onto the cart state exactly as spec §4 says: sub_total = DiscountedSubtotal,
 * total = DiscountedTotal, delivery_charge = Shipping_Fees, walletAmount, discount = DiscountAmount +
 * saleDiscountAmount; and the cash-on-delivery fee as `codFee`. So the page adds up: sub_total − discount +
 * delivery_charge + codFee − walletAmount = total.
 */
export function toCartFigures(
  summary: OrderFigureFields & { items_count: number },
): CartDetails & { codFee: number } {
  return {
    sub_total: summary.DiscountedSubtotal,
    total: summary.DiscountedTotal,
    totalItems: summary.items_count,
    delivery_charge: summary.Shipping_Fees,
    walletAmount: summary.walletAmount,
    discount: summary.DiscountAmount + summary.saleDiscountAmount,
    saleDiscount: summary.saleDiscountAmount,
    codFee: summary.cod_fee ?? 0,
  };
}

/** What is still missing before free delivery; 0 once the sale-price subtotal reaches the threshold. */
export function getFreeShippingGap(summary: OrderSummary): number {
  const salePriceSubtotal = summary.DiscountedSubtotal - summary.saleDiscountAmount;
  return Math.max(0, summary.free_shipping_threshold - salePriceSubtotal);
}

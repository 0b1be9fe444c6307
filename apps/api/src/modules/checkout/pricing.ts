import { listPriceOf } from '@coffee/contracts/cart-figures';
import type { ScopedLine } from './coupon-rules.js';

/**
 * A cart line priced from the catalog now. `beforeDiscount` is the list price when the item is on sale
 * (above `price`), else null; `price` is what the shopper pays per unit.
 */
export type PricedLine = Omit<ScopedLine, 'lineTotal'> & {
  productId: number;
  variantId: number | null;
  quantity: number;
  price: number;
  beforeDiscount: number | null;
};

export type Totals = {
  /** Σ list price × quantity (list price = beforeDiscount ?? price): the spec's DiscountedSubtotal. */
  listSubtotal: number;
  /** Σ (beforeDiscount − price) × quantity. */
  saleDiscount: number;
  /** What the goods cost at today's prices: listSubtotal − saleDiscount. */
  saleSubtotal: number;
  couponDiscount: number;
  shipping: number;
  walletAmount: number;
  /** The cash-on-delivery fee: charged when cash on delivery collects something (the wallet left some to pay). */
  codFee: number;
  /** listSubtotal − saleDiscount − couponDiscount + shipping − walletAmount + codFee, never negative. */
  total: number;
  itemsCount: number;
};

export type TotalsInput = {
  lines: PricedLine[];
  couponDiscount: number;
  /** The zone's fee, or null when no address or governorate is known yet (then shipping is 0). */
  zoneFee: number | null;
  freeShippingThreshold: number;
  walletBalance: number;
  useWallet: boolean;
  /** The store's cash-on-delivery fee when the shopper pays cash on delivery, else 0. */
  codFee: number;
};

/** What a line counts toward coupon scope and minimums: its cost at today's price. */
export const toScopedLine = (line: PricedLine): ScopedLine => ({
  lineTotal: line.price * line.quantity,
  categoryId: line.categoryId,
  subCategoryId: line.subCategoryId,
  brandId: line.brandId,
  sellerId: line.sellerId,
});

/**
 * The one place an order's money is worked out, for the summary and for the order itself, so what the page
 * shows is what the order charges. Delivery is free from the threshold on (goods at sale prices, before the
 * coupon); the wallet pays what it can of the rest, and cash on delivery adds its fee to what is left (none
 * when the wallet paid it all: there is no cash to collect).
 */
export function computeTotals(input: TotalsInput): Totals {
  let listSubtotal = 0;
  let saleSubtotal = 0;
  let itemsCount = 0;
  for (const line of input.lines) {
    listSubtotal += listPriceOf(line) * line.quantity;
    saleSubtotal += line.price * line.quantity;
    itemsCount += line.quantity;
  }
  const couponDiscount = Math.max(0, Math.min(input.couponDiscount, saleSubtotal));
  const shipping =
    input.zoneFee === null || saleSubtotal >= input.freeShippingThreshold || input.lines.length === 0
      ? 0
      : input.zoneFee;
  const due = saleSubtotal - couponDiscount + shipping;
  const walletAmount = input.useWallet ? Math.max(0, Math.min(input.walletBalance, due)) : 0;
  const codFee = due - walletAmount > 0 ? Math.max(0, input.codFee) : 0;
  return {
    listSubtotal,
    saleDiscount: listSubtotal - saleSubtotal,
    saleSubtotal,
    couponDiscount,
    shipping,
    walletAmount,
    codFee,
    total: due - walletAmount + codFee,
    itemsCount,
  };
}

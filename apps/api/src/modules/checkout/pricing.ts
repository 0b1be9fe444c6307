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
  /** listSubtotal − saleDiscount − couponDiscount + shipping − walletAmount, never negative. */
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
 * coupon); the wallet pays what it can of the rest.
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
  return {
    listSubtotal,
    saleDiscount: listSubtotal - saleSubtotal,
    saleSubtotal,
    couponDiscount,
    shipping,
    walletAmount,
    total: due - walletAmount,
    itemsCount,
  };
}

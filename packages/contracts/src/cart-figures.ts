/**
 * A cart's figures before any checkout summary prices it (no coupon, delivery or wallet yet), in the spec's
 * mapping (§4): sub_total at list prices, discount = what the sale prices take off. The API's cart and the
 * browser's own copy both price through here, so they never disagree. No zod: the browser's cart store loads it
 * (the type import below is erased).
 */

import type { CartDetails } from './cart';

type PricedLine = { price: number; beforeDiscount: number | null };

/** The list price of a line: its price before the sale, or its price when it is not on sale. */
export const listPriceOf = (line: PricedLine): number =>
  line.beforeDiscount !== null && line.beforeDiscount > line.price ? line.beforeDiscount : line.price;

export function cartFigures(lines: readonly { product: PricedLine; quantity: number }[]): CartDetails {
  let listSubtotal = 0;
  let saleSubtotal = 0;
  let totalItems = 0;
  for (const line of lines) {
    listSubtotal += listPriceOf(line.product) * line.quantity;
    saleSubtotal += line.product.price * line.quantity;
    totalItems += line.quantity;
  }
  const saleDiscount = listSubtotal - saleSubtotal;
  return {
    sub_total: listSubtotal,
    total: saleSubtotal,
    totalItems,
    delivery_charge: 0,
    walletAmount: 0,
    discount: saleDiscount,
    saleDiscount,
  };
}

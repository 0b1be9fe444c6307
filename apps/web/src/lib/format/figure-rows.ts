import type { CartDetails } from '@coffee/contracts/cart';
import type { Locale } from '@coffee/contracts/common';
import type { FigureRow } from '@/components/ui/figures-table';
import { fillTemplate } from '@/lib/i18n/fill-template';
import { formatPrice, formatSignedPrice } from './money';

export type FigureLabels = {
  subtotal: string;
  /** The coupon's discount (the sale prices are already in the lines). */
  couponDiscount: string;
  delivery: string;
  walletPaid: string;
  total: string;
  /** Delivery when it is free. */
  deliveryFree: string;
  /** Delivery before an address sets the zone ("calculated at the address step"). */
  deliveryPending?: string;
  /** "You save {amount}": the sale prices and the coupon together, under the total. */
  youSave: string;
  /** The cash-on-delivery fee's row (shown when the figures carry one). */
  codFee?: string;
};

export type Figures = {
  rows: FigureRow[];
  total: FigureRow;
  /** "You save EGP 200", or null when nothing is saved. */
  savings: string | null;
};

/**
 * The cart state's figures (spec §4) as a shopper adds them up. The state keeps the spec's mapping
 * (sub_total = the list-price subtotal, discount = the sale prices' and the coupon's discounts together); the
 * lines show what each costs now (the was-price struck through beside it), so the rows read:
 *
 *   Subtotal (Σ the lines as shown) − coupon discount + delivery + cash-on-delivery fee − wallet = total
 *
 * and what the sale prices and the coupon save together is said once, under the total. Deductions carry a
 * minus sign; empty ones are left out.
 */
export function toFigureRows(
  figures: Omit<CartDetails, 'totalItems'> & { codFee?: number },
  locale: Locale,
  labels: FigureLabels,
  zoneKnown = true,
): Figures {
  const minus = (amount: number) => formatSignedPrice(-amount, locale);
  const linesSubtotal = figures.sub_total - figures.saleDiscount;
  const couponDiscount = figures.discount - figures.saleDiscount;
  const delivery =
    !zoneKnown && labels.deliveryPending
      ? labels.deliveryPending
      : figures.delivery_charge > 0
        ? formatPrice(figures.delivery_charge, locale)
        : labels.deliveryFree;
  const rows: FigureRow[] = [{ label: labels.subtotal, value: formatPrice(linesSubtotal, locale) }];
  if (couponDiscount > 0) rows.push({ label: labels.couponDiscount, value: minus(couponDiscount) });
  rows.push({ label: labels.delivery, value: delivery });
  if (figures.codFee && figures.codFee > 0 && labels.codFee) {
    rows.push({ label: labels.codFee, value: formatPrice(figures.codFee, locale) });
  }
  if (figures.walletAmount > 0) rows.push({ label: labels.walletPaid, value: minus(figures.walletAmount) });
  return {
    rows,
    total: { label: labels.total, value: formatPrice(figures.total, locale) },
    savings:
      figures.discount > 0
        ? fillTemplate(labels.youSave, { amount: formatPrice(figures.discount, locale) })
        : null,
  };
}

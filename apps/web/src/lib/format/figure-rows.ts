import type { CartDetails } from '@coffee/contracts/cart';
import type { Locale } from '@coffee/contracts/common';
import type { FigureRow } from '@/components/ui/figures-table';
import { formatPrice, formatSignedPrice } from './money';

export type FigureLabels = {
  subtotal: string;
  discount: string;
  delivery: string;
  walletPaid: string;
  total: string;
  /** Delivery when it is free. */
  deliveryFree: string;
  /** Delivery before an address sets the zone ("calculated at the address step"). */
  deliveryPending?: string;
};

/**
 * The cart state's figures (spec §4) as rows: subtotal, the discounts together, delivery, what the wallet
 * pays, and the total. Deductions are printed with a minus sign; empty ones are left out.
 */
export function toFigureRows(
  figures: Omit<CartDetails, 'totalItems'>,
  locale: Locale,
  labels: FigureLabels,
  zoneKnown = true,
): { rows: FigureRow[]; total: FigureRow } {
  const minus = (amount: number) => formatSignedPrice(-amount, locale);
  const delivery =
    !zoneKnown && labels.deliveryPending
      ? labels.deliveryPending
      : figures.delivery_charge > 0
        ? formatPrice(figures.delivery_charge, locale)
        : labels.deliveryFree;
  const rows: FigureRow[] = [{ label: labels.subtotal, value: formatPrice(figures.sub_total, locale) }];
  if (figures.discount > 0) rows.push({ label: labels.discount, value: minus(figures.discount) });
  rows.push({ label: labels.delivery, value: delivery });
  if (figures.walletAmount > 0) rows.push({ label: labels.walletPaid, value: minus(figures.walletAmount) });
  return { rows, total: { label: labels.total, value: formatPrice(figures.total, locale) } };
}

/**
 * Texts of the cart's client components, in the page's language, from the `Cart` messages. Templates keep
 * `{name}` for the product's name, filled in the browser (no message catalogue ships to it).
 */
export type CartControlLabels = {
  addToCart: string;
  outOfStock: string;
  /** "Increase quantity of {name}" */
  increase: string;
  decrease: string;
  /** "Quantity of {name}" */
  quantityOf: string;
  toasts: CartToastLabels;
};

/** One per change (spec §4: added, updated, updated −1, removed). */
export type CartToastLabels = { added: string; updated: string; decreased: string; removed: string };

export const fillName = (template: string, name: string): string => template.replaceAll('{name}', name);

import type { CartVariant } from '@coffee/contracts/cart';
import { isolated } from '@/components/ui/user-text';
import { fillTemplate } from '@/lib/i18n/fill-template';
import type { CartItem } from './cart-rules';

/**
 * Texts of the cart's client components, in the page's language, from the `Cart` messages. Templates keep
 * `{name}` (and `{variant}`) to be filled in the browser (no message catalogue ships to it).
 */
export type CartControlLabels = {
  addToCart: string;
  outOfStock: string;
  /** A card's link to the page of a product sold in variants, where one is chosen. */
  chooseOptions: string;
  /** "Increase quantity of {name}" */
  increase: string;
  decrease: string;
  /** "Quantity of {name}" */
  quantityOf: string;
  toasts: CartToastLabels;
  naming: CartLineNaming;
};

/** One per change (spec §4: added, updated, updated −1, removed). */
export type CartToastLabels = { added: string; updated: string; decreased: string; removed: string };

/** How a line is named where its variant matters: "Size: {name}" per kind, "{name}, {variant}" in full. */
export type CartLineNaming = {
  variant: Record<CartVariant['kind'], string>;
  /** The product's name and its variant, for controls' names: "Ethiopia Sidamo, Size: 1 kg". */
  lineName: string;
};

/** A control's name for screen readers ("Increase quantity of {name}"), the line's name isolated in it. */
export const fillName = (template: string, name: string): string =>
  fillTemplate(template, { name: isolated(name) });

/** What a line's variant is, in words: "Size: 1 kg". */
export const describeVariant = (variant: CartVariant, naming: CartLineNaming): string =>
  fillTemplate(naming.variant[variant.kind], { name: variant.name });

/** A line's name for its controls: the product's, with its variant when it has one. */
export function getLineName({ product, variant }: CartItem, naming: CartLineNaming): string {
  if (!variant) return product.name;
  return fillTemplate(naming.lineName, { name: product.name, variant: describeVariant(variant, naming) });
}

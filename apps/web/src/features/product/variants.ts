import type { ProductDetail, Variant } from '@coffee/contracts/catalog';

export type VariantKind = Variant['kind'];

/** What the price block and stock line show: the chosen variant's figures, else the product's. */
export type Offer = { price: number; beforeDiscount: number | null; stock: number; variant: Variant | null };

/**
 * The variant named by `?variant=` when it belongs to this product; otherwise the first one in stock (then
 * the first one), so a page without the parameter still shows a price someone can buy.
 */
export function pickVariant(variants: readonly Variant[], requested: string | undefined): Variant | null {
  const requestedId = requested !== undefined && /^\d+$/.test(requested) ? Number(requested) : undefined;
  return (
    variants.find((variant) => variant.id === requestedId) ??
    variants.find((variant) => variant.stock > 0) ??
    variants[0] ??
    null
  );
}

export function getOffer(
  product: Pick<ProductDetail, 'price' | 'beforeDiscount' | 'stock'>,
  variant: Variant | null,
): Offer {
  if (!variant)
    return { price: product.price, beforeDiscount: product.beforeDiscount, stock: product.stock, variant };
  return { price: variant.price, beforeDiscount: variant.beforeDiscount, stock: variant.stock, variant };
}

/** Variants grouped by what they vary (grind, size, colour), groups and options in the API's order. */
export function groupVariants(variants: readonly Variant[]): { kind: VariantKind; options: Variant[] }[] {
  const groups = new Map<VariantKind, Variant[]>();
  for (const variant of variants) {
    const options = groups.get(variant.kind) ?? [];
    options.push(variant);
    groups.set(variant.kind, options);
  }
  return [...groups].map(([kind, options]) => ({ kind, options }));
}

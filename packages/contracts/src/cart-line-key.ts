/**
 * What identifies a cart line: its product and, when it has one, its variant. Kept apart from cart.ts so the
 * browser's cart store can use it without loading zod.
 */
export const cartLineKey = (line: { product_id: number; variant_id?: number | null }): string =>
  `${line.product_id}:${line.variant_id ?? ''}`;

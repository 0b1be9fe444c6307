import type { CartAdjustment } from '@coffee/contracts/cart';
import { type CartProductRow, type CartVariantRow, lineKey, type StoredLine } from './repository.js';

/** Which line: a product and, for a product sold in variants, one of them (null for a plain product). */
export type LineRef = { productId: number; variantId: number | null };

/**
 * What a request asks of the cart. `check` asks nothing: the stored lines are held against the catalog.
 * `remove` without a variant removes every line of the product.
 */
export type CartChange =
  | { kind: 'replace'; items: (LineRef & { quantity: number })[] }
  | ({ kind: 'set'; quantity: number } & LineRef)
  | { kind: 'remove'; productId: number; variantId?: number }
  | { kind: 'check' };

/**
 * A line the shopper wants; `addedAt` is null for a line the cart does not hold yet. `priceSeen` is the stored
 * one for a line the request leaves as it was, and absent for a line the shopper sets now (at today's price).
 */
export type WantedLine = LineRef & { quantity: number; addedAt: Date | null; priceSeen?: number | null };

/**
 * An adjustment before it is put into words. `product` is absent when no such product exists; `variant` is
 * the line's variant when there is one. `unknown_variant` (the variant named is not one of the product's)
 * reaches the client as `unavailable`.
 */
export type Adjustment = Omit<CartAdjustment, 'message' | 'reason'> & {
  reason: CartAdjustment['reason'] | 'unknown_variant';
  product: CartProductRow | undefined;
  variant: CartVariantRow | undefined;
};

/** The lines the cart should hold after the change, before stock has its say. Quantity 0 means no line. */
export function wantedLines(stored: StoredLine[], change: CartChange): WantedLine[] {
  const held = new Map(stored.map((line) => [lineKey(line), line]));
  const asStored = ({ productId, variantId, quantity, addedAt, priceSeen }: StoredLine): WantedLine => ({
    productId,
    variantId,
    quantity,
    addedAt,
    priceSeen,
  });
  switch (change.kind) {
    case 'replace':
      return change.items
        .filter((item) => item.quantity > 0)
        .map((item) => {
          const line = held.get(lineKey(item));
          // A line the replacement leaves at its quantity is not one the shopper set again.
          return line?.quantity === item.quantity
            ? asStored(line)
            : { ...item, addedAt: line?.addedAt ?? null };
        });
    case 'set': {
      const key = lineKey(change);
      const others = stored.filter((line) => lineKey(line) !== key).map(asStored);
      if (change.quantity === 0) return others;
      const { productId, variantId, quantity } = change;
      return [...others, { productId, variantId, quantity, addedAt: held.get(key)?.addedAt ?? null }];
    }
    case 'remove': {
      const { productId, variantId } = change;
      const removed = (line: StoredLine) =>
        line.productId === productId && (variantId === undefined || line.variantId === variantId);
      return stored.filter((line) => !removed(line)).map(asStored);
    }
    case 'check':
      return stored.map(asStored);
  }
}

/** Oldest first; lines stamped alike (none written here are) fall back on product, then variant. */
function byPlaceInCart(a: StoredLine, b: StoredLine): number {
  return (
    a.addedAt.getTime() - b.addedAt.getTime() ||
    a.productId - b.productId ||
    (a.variantId ?? Number.MAX_SAFE_INTEGER) - (b.variantId ?? Number.MAX_SAFE_INTEGER)
  );
}

/**
 * Holds the wanted lines against the catalog as it is now: a product that is gone or unpublished gets no
 * line; a product sold in variants is sold only as one of its own variants, and a plain product only as
 * itself; a line with no stock (the variant's, for a variant) gets none; a quantity above stock is capped
 * at it. Each such line is reported.
 * New lines are stamped after every line the cart has held, in the order asked, so "oldest first" keeps
 * the shopper's order even when several lines arrive in one request or the clock has not moved.
 */
export function settleLines(
  wanted: WantedLine[],
  catalog: Map<number, CartProductRow>,
  stored: StoredLine[],
  now: Date,
): { lines: StoredLine[]; adjustments: Adjustment[] } {
  const latest = Math.max(now.getTime() - 1, ...stored.map((line) => line.addedAt.getTime()));
  let stamped = 0;
  const lines: StoredLine[] = [];
  const adjustments: Adjustment[] = [];
  for (const line of wanted) {
    const product = catalog.get(line.productId);
    const variant =
      line.variantId === null ? undefined : product?.variants.find(({ id }) => id === line.variantId);
    const base = {
      product_id: line.productId,
      variant_id: line.variantId,
      requested: line.quantity,
      product,
      variant,
    };
    const drop = (reason: Adjustment['reason']) => adjustments.push({ ...base, quantity: 0, reason });
    if (!product?.isActive) {
      drop('unavailable');
      continue;
    }
    if (line.variantId === null && product.variants.length > 0) {
      drop('variant_required');
      continue;
    }
    // A variant of another product, one deleted since, or any variant of a plain product.
    if (line.variantId !== null && !variant) {
      drop('unknown_variant');
      continue;
    }
    const stock = variant ? variant.stock : product.stock;
    if (stock <= 0) {
      drop('out_of_stock');
      continue;
    }
    const quantity = Math.min(line.quantity, stock);
    if (quantity < line.quantity) adjustments.push({ ...base, quantity, reason: 'capped_at_stock' });
    const price = variant ? variant.price : product.price;
    const priceSeen = line.priceSeen === undefined ? price : line.priceSeen;
    if (priceSeen !== null && priceSeen !== price) {
      adjustments.push({ ...base, quantity, reason: 'price_changed', price_was: priceSeen });
    }
    stamped += line.addedAt ? 0 : 1;
    lines.push({
      productId: line.productId,
      variantId: line.variantId,
      quantity,
      addedAt: line.addedAt ?? new Date(latest + stamped),
      priceSeen,
    });
  }
  lines.sort(byPlaceInCart);
  return { lines, adjustments };
}

import type { CartAdjustment } from '@coffee/contracts/cart';
import type { CartProductRow, StoredLine } from './repository.js';

/** What a request asks of the cart. `check` asks nothing: the stored lines are held against the catalog. */
export type CartChange =
  | { kind: 'replace'; items: { productId: number; quantity: number }[] }
  | { kind: 'set'; productId: number; quantity: number }
  | { kind: 'remove'; productId: number }
  | { kind: 'check' };

/** A line the shopper wants; `addedAt` is null for a product the cart does not hold yet. */
export type WantedLine = { productId: number; quantity: number; addedAt: Date | null };

/** An adjustment before it is put into words; `product` is absent when no such product exists. */
export type Adjustment = Omit<CartAdjustment, 'message'> & { product: CartProductRow | undefined };

/** The lines the cart should hold after the change, before stock has its say. Quantity 0 means no line. */
export function wantedLines(stored: StoredLine[], change: CartChange): WantedLine[] {
  const held = new Map(stored.map((line) => [line.productId, line.addedAt]));
  switch (change.kind) {
    case 'replace':
      return change.items
        .filter((item) => item.quantity > 0)
        .map((item) => ({ ...item, addedAt: held.get(item.productId) ?? null }));
    case 'set': {
      const others = stored.filter((line) => line.productId !== change.productId);
      if (change.quantity === 0) return others;
      const addedAt = held.get(change.productId) ?? null;
      return [...others, { productId: change.productId, quantity: change.quantity, addedAt }];
    }
    case 'remove':
      return stored.filter((line) => line.productId !== change.productId);
    case 'check':
      return stored;
  }
}

/**
 * Holds the wanted lines against the catalog as it is now: a product that is gone or unpublished, or has
 * no stock, gets no line; a quantity above stock is capped at it. Each such line is reported.
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
    const base = { product_id: line.productId, requested: line.quantity, product };
    if (!product?.isActive) {
      adjustments.push({ ...base, quantity: 0, reason: 'unavailable' });
      continue;
    }
    if (product.stock <= 0) {
      adjustments.push({ ...base, quantity: 0, reason: 'out_of_stock' });
      continue;
    }
    const quantity = Math.min(line.quantity, product.stock);
    if (quantity < line.quantity) adjustments.push({ ...base, quantity, reason: 'capped_at_stock' });
    stamped += line.addedAt ? 0 : 1;
    lines.push({ productId: line.productId, quantity, addedAt: line.addedAt ?? new Date(latest + stamped) });
  }
  lines.sort((a, b) => a.addedAt.getTime() - b.addedAt.getTime() || a.productId - b.productId);
  return { lines, adjustments };
}

import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { cartLines, carts, products } from '../../db/schema/index.js';

/** A line as the cart stores it; `addedAt` orders the cart (oldest first). */
export type StoredLine = { productId: number; quantity: number; addedAt: Date };

/** What pricing and stock checks need of a product. `isActive` false = no longer sold. */
export type CartProductRow = {
  id: number;
  nameEn: string;
  nameAr: string;
  price: number;
  beforeDiscount: number | null;
  images: string[];
  stock: number;
  isActive: boolean;
};

const storedLineColumns = {
  productId: cartLines.productId,
  quantity: cartLines.quantity,
  addedAt: cartLines.addedAt,
};

const lineOrder = [asc(cartLines.addedAt), asc(cartLines.productId)];

/** The shopper's lines, oldest first, read without a lock (a cart nobody opened has none). */
export function listLinesOf(db: Executor, userId: number): Promise<StoredLine[]> {
  return db
    .select(storedLineColumns)
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .where(eq(carts.userId, userId))
    .orderBy(...lineOrder);
}

/**
 * Opens the shopper's cart if needed and locks its row until the transaction ends: every change to one
 * cart takes this lock first, so changes take turns and each sees the lines the previous one left.
 * The insert may wait on a concurrent first insert; it then does nothing and the select finds that row.
 */
export async function lockCart(tx: Executor, userId: number, now: Date): Promise<number> {
  await tx.insert(carts).values({ userId, updatedAt: now }).onConflictDoNothing({ target: carts.userId });
  const [row] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId)).for('update');
  return row!.id;
}

/** The lines of a cart whose row the caller has locked, oldest first. */
export function listLines(tx: Executor, cartId: number): Promise<StoredLine[]> {
  return tx
    .select(storedLineColumns)
    .from(cartLines)
    .where(eq(cartLines.cartId, cartId))
    .orderBy(...lineOrder);
}

/**
 * The products behind these ids, published or not (an unpublished one is reported by name). With `lock`,
 * each row is key-share locked: it cannot be deleted between this read and the lines written for it.
 */
export async function findCartProducts(
  db: Executor,
  ids: number[],
  lock = false,
): Promise<Map<number, CartProductRow>> {
  if (ids.length === 0) return new Map();
  const query = db
    .select({
      id: products.id,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      price: products.price,
      beforeDiscount: products.beforeDiscount,
      images: products.images,
      stock: products.stock,
      isActive: products.isActive,
    })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id));
  const rows = lock ? await query.for('key share') : await query;
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Makes the locked cart hold exactly `lines`: drops every other line, inserts new ones and updates the
 * quantities that changed. A line that stays keeps its `addedAt`, so it keeps its place in the cart.
 */
export async function writeLines(
  tx: Executor,
  cartId: number,
  before: StoredLine[],
  lines: StoredLine[],
  now: Date,
): Promise<void> {
  const keep = lines.map((line) => line.productId);
  const dropped = before.filter((line) => !keep.includes(line.productId));
  if (dropped.length > 0) {
    await tx
      .delete(cartLines)
      .where(
        and(
          eq(cartLines.cartId, cartId),
          keep.length > 0 ? notInArray(cartLines.productId, keep) : undefined,
        ),
      );
  }
  const previous = new Map(before.map((line) => [line.productId, line.quantity]));
  const changed = lines.filter((line) => previous.get(line.productId) !== line.quantity);
  if (changed.length > 0) {
    await tx
      .insert(cartLines)
      .values(changed.map((line) => ({ cartId, ...line })))
      .onConflictDoUpdate({
        target: [cartLines.cartId, cartLines.productId],
        set: { quantity: sql`excluded.quantity` },
      });
  }
  if (dropped.length > 0 || changed.length > 0) {
    await tx.update(carts).set({ updatedAt: now }).where(eq(carts.id, cartId));
  }
}

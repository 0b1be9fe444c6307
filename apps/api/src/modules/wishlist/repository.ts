import { and, count, desc, eq, max } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { products, users, wishlistItems } from '../../db/schema/index.js';
import { selectProductCards } from '../catalog/card-query.js';

/**
 * Makes the shopper's toggles take turns until the transaction ends. The user's row stands for the list;
 * NO KEY UPDATE still lets other work insert rows that point at the user (sessions, addresses).
 */
export async function lockWishlist(tx: Executor, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  return row !== undefined;
}

/** Whether the product is sold; the row stays key-share locked so it cannot vanish before it is added. */
export async function isProductListed(tx: Executor, productId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)))
    .for('key share');
  return row !== undefined;
}

/** Removes the product from the list; answers whether it was there. */
export async function removeFromWishlist(tx: Executor, userId: number, productId: number): Promise<boolean> {
  const removed = await tx
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .returning({ productId: wishlistItems.productId });
  return removed.length > 0;
}

/** How many products the list holds and when the newest was added. */
export async function wishlistSize(tx: Executor, userId: number) {
  const [row] = await tx
    .select({ items: count(), latest: max(wishlistItems.createdAt) })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId));
  return { items: row?.items ?? 0, latest: row?.latest ?? null };
}

export async function addToWishlist(tx: Executor, userId: number, productId: number, addedAt: Date) {
  await tx.insert(wishlistItems).values({ userId, productId, createdAt: addedAt }).onConflictDoNothing();
}

/** The published products of the list as cards, most recently added first. */
export function listWishlist(db: Executor, userId: number) {
  return selectProductCards(db)
    .innerJoin(wishlistItems, eq(wishlistItems.productId, products.id))
    .where(and(eq(wishlistItems.userId, userId), eq(products.isActive, true)))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
}

import { cartLineKey } from '@coffee/contracts/cart-line-key';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import { cartLines, carts, products, productVariants } from '../../db/schema/index.js';

/**
 * A line as the cart stores it: a product, or one variant of a product sold in variants (`variantId`, null
 * for a plain product). `addedAt` orders the cart (oldest first).
 */
export type StoredLine = {
  productId: number;
  variantId: number | null;
  quantity: number;
  addedAt: Date;
  /** The unit price when the shopper last set the line (null: not known). */
  priceSeen: number | null;
};
/** A stored line as read back, with its row id. */
export type HeldLine = StoredLine & { id: number };

/** What tells lines apart: product and variant, as the table's unique key (and the contract) do. */
export const lineKey = (line: Pick<StoredLine, 'productId' | 'variantId'>): string =>
  cartLineKey({ product_id: line.productId, variant_id: line.variantId });

/** What pricing and stock checks need of a variant: its own price and stock. */
export type CartVariantRow = {
  id: number;
  productId: number;
  kind: 'grind' | 'size' | 'color';
  nameEn: string;
  nameAr: string;
  price: number;
  beforeDiscount: number | null;
  stock: number;
};

/**
 * What pricing and stock checks need of a product. `isActive` false = no longer sold. `variants` (oldest
 * first) is empty for a plain product; a product that has any is sold only as one of them.
 */
export type CartProductRow = {
  id: number;
  nameEn: string;
  nameAr: string;
  price: number;
  beforeDiscount: number | null;
  images: string[];
  stock: number;
  isActive: boolean;
  variants: CartVariantRow[];
};

const heldLineColumns = {
  id: cartLines.id,
  productId: cartLines.productId,
  variantId: cartLines.variantId,
  quantity: cartLines.quantity,
  addedAt: cartLines.addedAt,
  priceSeen: cartLines.priceSeen,
};

const lineOrder = [asc(cartLines.addedAt), asc(cartLines.productId), asc(cartLines.variantId)];

/** The shopper's lines, oldest first, read without a lock (a cart nobody opened has none). */
export function listLinesOf(db: Executor, userId: number): Promise<HeldLine[]> {
  return db
    .select(heldLineColumns)
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

const cartLock = preparedStatement('cart_lock', (db) =>
  db
    .select({ id: carts.id })
    .from(carts)
    .where(eq(carts.userId, sql.placeholder('userId')))
    .for('update'),
);

const cartLinesOf = preparedStatement('cart_lines', (db) =>
  db
    .select(heldLineColumns)
    .from(cartLines)
    .where(eq(cartLines.cartId, sql.placeholder('cartId')))
    .orderBy(...lineOrder),
);

/** The shopper's cart row locked as lockCart does, when there is one; none means an empty cart. */
export async function lockExistingCart(tx: Executor, userId: number): Promise<number | undefined> {
  const [row] = await cartLock(tx, { userId });
  return row?.id;
}

/** The lines of a cart whose row the caller has locked, oldest first. */
export function listLines(tx: Executor, cartId: number): Promise<HeldLine[]> {
  return cartLinesOf(tx, { cartId });
}

/**
 * The products behind these ids, published or not (an unpublished one is reported by name), each with all
 * its variants. With `lock`, every row read is key-share locked, products then variants, each in id order:
 * none can be deleted between this read and the lines written for it (which reference them).
 */
export async function findCartProducts(
  db: Executor,
  ids: number[],
  lock = false,
): Promise<Map<number, CartProductRow>> {
  if (ids.length === 0) return new Map();
  const unique = [...new Set(ids)];
  const productQuery = db
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
    .where(inArray(products.id, unique))
    .orderBy(asc(products.id));
  const productRows = lock ? await productQuery.for('key share') : await productQuery;
  if (productRows.length === 0) return new Map();
  const variantQuery = db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      kind: productVariants.kind,
      nameEn: productVariants.nameEn,
      nameAr: productVariants.nameAr,
      price: productVariants.price,
      beforeDiscount: productVariants.beforeDiscount,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .where(
      inArray(
        productVariants.productId,
        productRows.map((row) => row.id),
      ),
    )
    .orderBy(asc(productVariants.id));
  const variantRows = lock ? await variantQuery.for('key share') : await variantQuery;
  return new Map(
    productRows.map((row) => [
      row.id,
      { ...row, variants: variantRows.filter((variant) => variant.productId === row.id) },
    ]),
  );
}

/**
 * Makes the locked cart hold exactly `lines`: drops every other line, inserts new ones and updates the
 * quantities that changed. A line that stays keeps its `addedAt`, so it keeps its place in the cart.
 */
export async function writeLines(
  tx: Executor,
  cartId: number,
  before: HeldLine[],
  lines: StoredLine[],
  now: Date,
): Promise<void> {
  const kept = new Set(lines.map(lineKey));
  const dropped = before.filter((line) => !kept.has(lineKey(line)));
  if (dropped.length > 0) {
    await tx.delete(cartLines).where(
      and(
        eq(cartLines.cartId, cartId),
        inArray(
          cartLines.id,
          dropped.map((line) => line.id),
        ),
      ),
    );
  }
  const previous = new Map(before.map((line) => [lineKey(line), line]));
  const changed = lines.filter((line) => {
    const held = previous.get(lineKey(line));
    return held?.quantity !== line.quantity || held.priceSeen !== line.priceSeen;
  });
  if (changed.length > 0) {
    await tx
      .insert(cartLines)
      .values(
        changed.map(({ productId, variantId, quantity, addedAt, priceSeen }) => ({
          cartId,
          productId,
          variantId,
          quantity,
          addedAt,
          priceSeen,
        })),
      )
      // NOTE: the unique key is NULLS NOT DISTINCT, so a plain product's line (variant null) conflicts too.
      .onConflictDoUpdate({
        target: [cartLines.cartId, cartLines.productId, cartLines.variantId],
        set: { quantity: sql`excluded.quantity`, priceSeen: sql`excluded.price_seen` },
      });
  }
  if (dropped.length > 0 || changed.length > 0) {
    await tx.update(carts).set({ updatedAt: now }).where(eq(carts.id, cartId));
  }
}

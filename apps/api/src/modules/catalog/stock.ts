import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import { cartLines, products, productVariants } from '../../db/schema/index.js';

/**
 * The stock ledger: the only module that moves `products.stock` and `product_variants.stock` (a test holds
 * every other file to it). Every writer locks stock rows in one documented order — products by id, then
 * variants by id — so two orders sharing items queue instead of deadlocking.
 */

/** What a stock lock reads of each product. */
const lockedProduct = {
  id: products.id,
  stock: products.stock,
  isActive: products.isActive,
  nameEn: products.nameEn,
  nameAr: products.nameAr,
};

const lockProducts = preparedStatement('stock_lock_products', (db) =>
  db
    .select(lockedProduct)
    .from(products)
    .where(sql`${products.id} = any(${sql.placeholder('ids')}::int[])`)
    .orderBy(asc(products.id))
    .for('no key update'),
);

const lockVariants = preparedStatement('stock_lock_variants', (db) =>
  db
    .select({ id: productVariants.id, productId: productVariants.productId, stock: productVariants.stock })
    .from(productVariants)
    .where(sql`${productVariants.id} = any(${sql.placeholder('ids')}::int[])`)
    .orderBy(asc(productVariants.id))
    .for('no key update'),
);

/** The variants of these lines locked, by id (after their products: the documented order). */
async function lockVariantsOf(tx: Executor, lines: { variantId: number | null }[]) {
  const ids = [...new Set(lines.flatMap((line) => (line.variantId === null ? [] : [line.variantId])))].sort(
    (a, b) => a - b,
  );
  const rows = ids.length === 0 ? [] : await lockVariants(tx, { ids });
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Locks the stock rows of these lines until the transaction ends, always in one order — products by id, then
 * variants by id — so two orders sharing items queue instead of deadlocking. NO KEY UPDATE is the lock an
 * UPDATE of stock takes anyway; unlike FOR UPDATE it does not wait on the KEY SHARE locks carts take.
 */
export async function lockStock(tx: Executor, lines: { productId: number; variantId: number | null }[]) {
  const productIds = [...new Set(lines.map((line) => line.productId))].sort((a, b) => a - b);
  // Prepared statements of one text whatever the number of lines (`= any(array)`; db/prepared.ts).
  const productRows = productIds.length === 0 ? [] : await lockProducts(tx, { ids: productIds });
  return {
    products: new Map(productRows.map((row) => [row.id, row])),
    variants: await lockVariantsOf(tx, lines),
  };
}

/**
 * A cart's lines and their products' stock rows locked, in ONE statement: products by id, as lockProducts
 * (`FOR NO KEY UPDATE OF products`: the lock is taken row by row in the sort's order, so the lock order holds).
 * The cart's lines are read in the statement that locks, so the caller must hold the cart's row (every change
 * to a cart takes that lock first): the lines read as of the statement's start are then the lines at the lock.
 */
const lockCartProducts = preparedStatement('stock_lock_cart_products', (db) =>
  db
    .select({
      ...lockedProduct,
      variantId: cartLines.variantId,
      quantity: cartLines.quantity,
      // The cart's order (cart/repository.ts: added, product, variant), to the microsecond a Date would lose.
      addedAt: sql<number>`(extract(epoch from ${cartLines.addedAt}) * 1000000)::bigint`.mapWith(Number),
    })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(eq(cartLines.cartId, sql.placeholder('cartId')))
    .orderBy(asc(products.id))
    .for('no key update', { of: products }),
);

type CartStockLine = { productId: number; variantId: number | null; quantity: number; addedAt: number };

/** The cart's order: oldest first, then product, then variant (no variant last, as PostgreSQL sorts null). */
const cartOrder = (a: CartStockLine, b: CartStockLine): number =>
  a.addedAt - b.addedAt ||
  a.productId - b.productId ||
  (a.variantId ?? Number.POSITIVE_INFINITY) - (b.variantId ?? Number.POSITIVE_INFINITY) ||
  0;

/**
 * lockStock for the lines of a cart whose row the caller holds locked: the lines (in the cart's order) and
 * their stock rows locked in the same order as lockStock, one statement fewer than reading the lines first
 * (one for the products and their lines, then the variants, if any line has one).
 */
export async function lockCartStock(tx: Executor, cartId: number) {
  const rows = await lockCartProducts(tx, { cartId });
  const held = rows
    .map((row) => ({
      productId: row.id,
      variantId: row.variantId,
      quantity: row.quantity,
      addedAt: row.addedAt,
    }))
    .sort(cartOrder);
  return {
    held,
    products: new Map(
      rows.map(({ id, stock, isActive, nameEn, nameAr }) => [id, { id, stock, isActive, nameEn, nameAr }]),
    ),
    variants: await lockVariantsOf(tx, held),
  };
}

/**
 * Moves stock by `delta` per unit of each line (−1 to take, +1 to give back). A variant's line moves the
 * variant's stock and its product's, which the catalog keeps as the sum of its variants'. Call it with the
 * rows locked (lockStock), products before variants, as lockStock does: holding the locks, each table's rows
 * move in ONE statement (an UPDATE … FROM unnest(…)), whatever the number of lines.
 * A take that would leave a row below zero moves nothing: the caller checked the stock under those locks,
 * so this is a last guard, and it fails the whole transaction rather than sell what is not there.
 */
export async function moveStock(
  tx: Executor,
  lines: { productId: number; variantId: number | null; quantity: number }[],
  delta: 1 | -1,
): Promise<void> {
  const byProduct = new Map<number, number>();
  const byVariant = new Map<number, number>();
  for (const line of lines) {
    byProduct.set(line.productId, (byProduct.get(line.productId) ?? 0) + line.quantity);
    if (line.variantId !== null)
      byVariant.set(line.variantId, (byVariant.get(line.variantId) ?? 0) + line.quantity);
  }
  await moveRows(tx, 'products', byProduct, delta);
  await moveRows(tx, 'product_variants', byVariant, delta);
}

/**
 * One statement per table and direction, of one text whatever the number of lines (`unnest` of two arrays), so
 * each is a named prepared statement (db/prepared.ts): built by drizzle once, parsed once per connection. A take
 * moves only rows that stay at zero or above; a give-back moves every row it names.
 */
function stockMove(name: string, table: typeof products | typeof productVariants, guard: boolean) {
  return preparedStatement(name, (db) =>
    db
      .update(table)
      .set({ stock: sql`${table.stock} + m.delta` })
      .from(
        sql`unnest(${sql.placeholder('ids')}::int[], ${sql.placeholder('deltas')}::int[]) as m(id, delta)`,
      )
      .where(guard ? sql`${table.id} = m.id and ${table.stock} + m.delta >= 0` : sql`${table.id} = m.id`)
      .returning({ id: table.id }),
  );
}

const moves = {
  products: {
    take: stockMove('stock_take_products', products, true),
    give: stockMove('stock_give_products', products, false),
  },
  product_variants: {
    take: stockMove('stock_take_variants', productVariants, true),
    give: stockMove('stock_give_variants', productVariants, false),
  },
};

async function moveRows(
  tx: Executor,
  table: 'products' | 'product_variants',
  quantities: Map<number, number>,
  delta: 1 | -1,
): Promise<void> {
  if (quantities.size === 0) return;
  const move = delta < 0 ? moves[table].take : moves[table].give;
  const moved = await move(tx, {
    ids: [...quantities.keys()],
    deltas: [...quantities.values()].map((quantity) => delta * quantity),
  });
  if (moved.length !== quantities.size)
    throw new Error(`${table}: a stock move would leave a row below zero; the transaction is refused`);
}

/**
 * What an operator counted (the back office, the seller portal, a CSV import): the product's stock becomes
 * that figure. The caller holds the product's row lock, as every editor of a product does.
 */
export async function setProductStock(tx: Executor, productId: number, stock: number): Promise<void> {
  await tx.update(products).set({ stock }).where(eq(products.id, productId));
}

/** The same for a variant; the caller holds its product's row lock, then the variant's (lockStock's order). */
export async function setVariantStock(tx: Executor, variantId: number, stock: number): Promise<void> {
  await tx.update(productVariants).set({ stock }).where(eq(productVariants.id, variantId));
}

import type { ProductPricingBody, VariantPricingBody } from '@coffee/contracts/backoffice';
import { and, asc, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { products, productVariants, sellers } from '../../../db/schema/index.js';
import { escapeLike } from '../../../lib/normalize.js';
import type { Actor } from '../../../plugins/backoffice-auth.js';
import { changedFields, recordAudit } from '../../audit/repository.js';
import { setProductStock, setVariantStock } from '../stock.js';
import { type CatalogScope, checkSalePrice, ownedBy } from './scope.js';

/**
 * A page of products, newest first, with their variants; `q` is the id or part of the English or Arabic name
 * as typed (operators paste names; the shoppers' fuzzy search is not what they want here).
 */
export async function listCatalog(
  db: Executor,
  scope: CatalogScope,
  filter: { q?: string | undefined; sellerId?: number | undefined },
  page: { limit: number; offset: number },
) {
  const q = filter.q?.trim() ?? '';
  const where = and(
    ownedBy(scope),
    filter.sellerId === undefined ? undefined : eq(products.sellerId, filter.sellerId),
    /^\d{1,9}$/.test(q)
      ? eq(products.id, Number(q))
      : q === ''
        ? undefined
        : or(ilike(products.nameEn, `%${escapeLike(q)}%`), ilike(products.nameAr, `%${escapeLike(q)}%`)),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        product: products,
        sellerNameEn: sellers.nameEn,
        sellerNameAr: sellers.nameAr,
      })
      .from(products)
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(products).where(where),
  ]);
  const variants =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(productVariants)
          .where(
            inArray(
              productVariants.productId,
              rows.map((row) => row.product.id),
            ),
          )
          .orderBy(asc(productVariants.sortOrder), asc(productVariants.id));
  return {
    rows: rows.map((row) => ({
      ...row,
      variants: variants.filter((variant) => variant.productId === row.product.id),
    })),
    total: total?.n ?? 0,
  };
}

export type CatalogRow = Awaited<ReturnType<typeof listCatalog>>['rows'][number];

/**
 * Sets a product's price, sale price, stock and whether it is on sale, under the product's row lock (the
 * lock orders take), and audits what changed. Another seller's product is a 404 exactly like a missing one.
 */
export async function updateProductPricing(
  tx: Executor,
  actor: Actor,
  scope: CatalogScope,
  productId: number,
  body: ProductPricingBody,
  now: Date,
): Promise<boolean> {
  checkSalePrice(body.price, body.before_discount);
  const [before] = await tx
    .select({
      price: products.price,
      beforeDiscount: products.beforeDiscount,
      stock: products.stock,
      isActive: products.isActive,
    })
    .from(products)
    .where(and(eq(products.id, productId), ownedBy(scope)))
    .for('update');
  if (!before) return false;
  const after = {
    price: body.price,
    beforeDiscount: body.before_discount,
    stock: body.stock,
    isActive: body.is_active,
  };
  const changed = changedFields(before, after);
  if (!changed) return true;
  const { stock, ...columns } = after;
  await tx
    .update(products)
    .set({ ...columns, updatedAt: now })
    .where(eq(products.id, productId));
  if (stock !== before.stock) await setProductStock(tx, productId, stock);
  await recordAudit(
    tx,
    actor,
    { action: 'product.pricing', entity: 'product', entityKey: String(productId), ...changed },
    now,
  );
  return true;
}

/** The same for one variant (its product's seller decides who may). */
export async function updateVariantPricing(
  tx: Executor,
  actor: Actor,
  scope: CatalogScope,
  variantId: number,
  body: VariantPricingBody,
  now: Date,
): Promise<number | undefined> {
  checkSalePrice(body.price, body.before_discount);
  // Products then variants, the order in which orders lock them, so the two never wait on each other.
  const [owner] = await tx
    .select({ productId: productVariants.productId })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.id, variantId), ownedBy(scope)));
  if (!owner) return undefined;
  await tx.select({ id: products.id }).from(products).where(eq(products.id, owner.productId)).for('update');
  const [before] = await tx
    .select({
      price: productVariants.price,
      beforeDiscount: productVariants.beforeDiscount,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .where(eq(productVariants.id, variantId))
    .for('update');
  if (!before) return undefined;
  const after = { price: body.price, beforeDiscount: body.before_discount, stock: body.stock };
  const changed = changedFields(before, after);
  if (!changed) return owner.productId;
  const { stock, ...columns } = after;
  await tx.update(productVariants).set(columns).where(eq(productVariants.id, variantId));
  if (stock !== before.stock) await setVariantStock(tx, variantId, stock);
  await tx.update(products).set({ updatedAt: now }).where(eq(products.id, owner.productId));
  await recordAudit(
    tx,
    actor,
    { action: 'variant.pricing', entity: 'variant', entityKey: String(variantId), ...changed },
    now,
  );
  return owner.productId;
}

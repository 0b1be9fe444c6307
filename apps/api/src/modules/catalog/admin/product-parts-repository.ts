import { PRODUCT_IMAGES_MAX, type VariantEditBody } from '@coffee/contracts/backoffice-catalog';
import { and, count, eq, max } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { orderLines, products, productVariants } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import type { Actor } from '../../../plugins/backoffice-auth.js';
import { changedFields, recordAudit } from '../../audit/repository.js';
import { setVariantStock } from '../stock.js';
import { checkSkuFree, guardSku, lockOwnProduct } from './product-edit-repository.js';
import { type CatalogScope, checkSalePrice, ownedBy } from './scope.js';

// A product's images and variants. Each change locks the product's row first, the order in which orders lock
// products then variants, so an edit and an order never wait on each other in a cycle.

const touch = (tx: Executor, productId: number, now: Date) =>
  tx.update(products).set({ updatedAt: now }).where(eq(products.id, productId));

/** Appends an uploaded image (already stored); 'missing' when not the caller's product, 'full' at the limit. */
export async function addProductImage(
  tx: Executor,
  actor: Actor,
  scope: CatalogScope,
  productId: number,
  path: string,
  now: Date,
): Promise<'missing' | 'full' | 'added'> {
  const product = await lockOwnProduct(tx, scope, productId);
  if (!product) return 'missing';
  if (product.images.length >= PRODUCT_IMAGES_MAX) return 'full';
  const images = [...product.images, path];
  await tx.update(products).set({ images, updatedAt: now }).where(eq(products.id, productId));
  await recordAudit(
    tx,
    actor,
    {
      action: 'product.images',
      entity: 'product',
      entityKey: String(productId),
      before: { images: product.images },
      after: { images },
    },
    now,
  );
  return 'added';
}

/**
 * Puts the product's images in the order given; one left out is removed. Only images the product has may be
 * named (nobody can point a product at another's file). Answers the removed paths, to delete after commit.
 */
export async function setProductImages(
  tx: Executor,
  actor: Actor,
  scope: CatalogScope,
  productId: number,
  images: string[],
  now: Date,
): Promise<string[] | 'missing'> {
  const product = await lockOwnProduct(tx, scope, productId);
  if (!product) return 'missing';
  const unique = new Set(images);
  if (unique.size !== images.length || images.some((image) => !product.images.includes(image))) {
    throw new AppError(422, 'UNKNOWN_IMAGE', 'unknownImage');
  }
  const changed = changedFields({ images: product.images }, { images });
  if (!changed) return [];
  await tx.update(products).set({ images, updatedAt: now }).where(eq(products.id, productId));
  await recordAudit(
    tx,
    actor,
    { action: 'product.images', entity: 'product', entityKey: String(productId), ...changed },
    now,
  );
  return product.images.filter((image) => !unique.has(image));
}

type VariantFields = Required<VariantEditBody>;

const variantColumns = (body: VariantFields) => ({
  kind: body.kind,
  nameEn: body.name_en,
  nameAr: body.name_ar,
  sku: body.sku,
  price: body.price,
  beforeDiscount: body.before_discount,
  stock: body.stock,
});

/** Adds a variant at the end of the product's list; undefined when not the caller's product. */
export async function createVariant(
  tx: Executor,
  actor: Actor,
  scope: CatalogScope,
  productId: number,
  body: VariantFields,
  now: Date,
): Promise<number | undefined> {
  checkSalePrice(body.price, body.before_discount);
  if (!(await lockOwnProduct(tx, scope, productId))) return undefined;
  await checkSkuFree(tx, body.sku, {});
  const [last] = await tx
    .select({ order: max(productVariants.sortOrder) })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  const values = variantColumns(body);
  const { stock, ...columns } = values;
  const [created] = await guardSku(body.sku, () =>
    tx
      .insert(productVariants)
      .values({ ...columns, productId, sortOrder: (last?.order ?? -1) + 1 })
      .returning({ id: productVariants.id }),
  );
  if (!created) throw new Error('insert returned no row');
  await setVariantStock(tx, created.id, stock);
  await touch(tx, productId, now);
  await recordAudit(
    tx,
    actor,
    {
      action: 'variant.create',
      entity: 'variant',
      entityKey: String(created.id),
      before: null,
      after: { productId, ...values },
    },
    now,
  );
  return created.id;
}

/** The caller's variant and its product, the product locked first; null when missing or another seller's. */
async function lockOwnVariant(tx: Executor, scope: CatalogScope, variantId: number) {
  const [owner] = await tx
    .select({ productId: productVariants.productId })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.id, variantId), ownedBy(scope)));
  if (!owner || !(await lockOwnProduct(tx, scope, owner.productId))) return null;
  const [variant] = await tx
    .select()
    .from(productVariants)
    .where(eq(productVariants.id, variantId))
    .for('update');
  return variant ?? null;
}

/** Rewrites a variant; answers its product's id, undefined when not the caller's. */
export async function updateVariant(
  tx: Executor,
  actor: Actor,
  scope: CatalogScope,
  variantId: number,
  body: VariantFields,
  now: Date,
): Promise<number | undefined> {
  checkSalePrice(body.price, body.before_discount);
  const variant = await lockOwnVariant(tx, scope, variantId);
  if (!variant) return undefined;
  await checkSkuFree(tx, body.sku, { variantId });
  const after = variantColumns(body);
  const before = {
    kind: variant.kind,
    nameEn: variant.nameEn,
    nameAr: variant.nameAr,
    sku: variant.sku,
    price: variant.price,
    beforeDiscount: variant.beforeDiscount,
    stock: variant.stock,
  };
  const changed = changedFields(before, after);
  if (!changed) return variant.productId;
  const { stock, ...columns } = after;
  await guardSku(body.sku, () =>
    tx.update(productVariants).set(columns).where(eq(productVariants.id, variantId)),
  );
  if (stock !== variant.stock) await setVariantStock(tx, variantId, stock);
  await touch(tx, variant.productId, now);
  await recordAudit(
    tx,
    actor,
    { action: 'variant.update', entity: 'variant', entityKey: String(variantId), ...changed },
    now,
  );
  return variant.productId;
}

/**
 * Removes a variant nobody has ordered (shoppers' carts drop it with it). One that orders name stays, so
 * their history keeps its line: a 409 that says to set its stock to 0 instead.
 */
export async function deleteVariant(
  tx: Executor,
  actor: Actor,
  scope: CatalogScope,
  variantId: number,
  now: Date,
): Promise<number | undefined> {
  const variant = await lockOwnVariant(tx, scope, variantId);
  if (!variant) return undefined;
  const [ordered] = await tx
    .select({ n: count() })
    .from(orderLines)
    .where(eq(orderLines.variantId, variantId));
  if ((ordered?.n ?? 0) > 0) throw new AppError(409, 'VARIANT_ORDERED', 'variantOrdered');
  await tx.delete(productVariants).where(eq(productVariants.id, variantId));
  await touch(tx, variant.productId, now);
  const { id: _id, productId, sortOrder: _order, ...fields } = variant;
  await recordAudit(
    tx,
    actor,
    {
      action: 'variant.delete',
      entity: 'variant',
      entityKey: String(variantId),
      before: { productId, ...fields },
      after: null,
    },
    now,
  );
  return productId;
}

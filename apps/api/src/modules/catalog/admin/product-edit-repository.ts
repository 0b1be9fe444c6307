import type { ProductEditBody } from '@coffee/contracts/backoffice-catalog';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { uniqueViolation } from '../../../db/errors.js';
import {
  brands,
  categories,
  products,
  productVariants,
  sellers,
  subCategories,
} from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import { normalize, searchNameOf } from '../../../lib/normalize.js';
import { newSlug } from '../../../lib/slug.js';
import type { Actor } from '../../../plugins/backoffice-auth.js';
import { changedFields, recordAudit } from '../../audit/repository.js';
import { setProductStock } from '../stock.js';
import { type CatalogScope, checkSalePrice, ownedBy } from './scope.js';

/** The body once its defaults are applied (what the route hands over). */
export type ProductFields = Required<Omit<ProductEditBody, 'seller_id'>> & { seller_id?: number | undefined };

/** A product with its variants as its edit form shows them, or null when missing or another seller's. */
export async function readEditableProduct(db: Executor, scope: CatalogScope, productId: number) {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), ownedBy(scope)));
  if (!product) return null;
  const variants = await db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.sortOrder), asc(productVariants.id));
  return { product, variants };
}

export type EditableRow = NonNullable<Awaited<ReturnType<typeof readEditableProduct>>>;

/**
 * What the product belongs to must exist, the sub-category must be the category's, and a seller may only
 * pick what shoppers see (staff may file a product under a hidden category while preparing it). Answers the
 * names the search text is made of.
 */
async function checkPlacement(tx: Executor, scope: CatalogScope, body: ProductFields, sellerId: number) {
  const [placement] = await tx
    .select({
      categoryEn: categories.nameEn,
      categoryAr: categories.nameAr,
      categoryHidden: categories.isHidden,
      subEn: subCategories.nameEn,
      subAr: subCategories.nameAr,
      subHidden: subCategories.isHidden,
    })
    .from(subCategories)
    .innerJoin(categories, eq(categories.id, subCategories.categoryId))
    .where(and(eq(subCategories.id, body.sub_category_id), eq(categories.id, body.category_id)));
  const [brand] = await tx
    .select({ nameEn: brands.nameEn, nameAr: brands.nameAr, hidden: brands.isHidden })
    .from(brands)
    .where(eq(brands.id, body.brand_id));
  const [seller] = await tx.select({ id: sellers.id }).from(sellers).where(eq(sellers.id, sellerId));
  const sellerOnly = scope.sellerId !== null;
  if (!placement || (sellerOnly && (placement.categoryHidden || placement.subHidden))) {
    throw new AppError(422, 'UNKNOWN_CATEGORY', 'unknownCategory');
  }
  if (!brand || (sellerOnly && brand.hidden)) throw new AppError(422, 'UNKNOWN_BRAND', 'unknownBrand');
  if (!seller) throw new AppError(422, 'UNKNOWN_SELLER', 'unknownSeller');
  return [
    brand.nameEn,
    brand.nameAr,
    placement.categoryEn,
    placement.categoryAr,
    placement.subEn,
    placement.subAr,
  ];
}

/** A SKU names one product or one variant across both tables (the CSV import looks it up in either). */
export async function checkSkuFree(
  tx: Executor,
  sku: string | null,
  self: { productId?: number; variantId?: number },
) {
  if (sku === null) return;
  const [product] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.sku, sku), self.productId ? ne(products.id, self.productId) : undefined));
  const [variant] = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(
      and(eq(productVariants.sku, sku), self.variantId ? ne(productVariants.id, self.variantId) : undefined),
    );
  if (product || variant) throw new AppError(409, 'SKU_TAKEN', 'skuTaken', [], {}, { sku });
}

/** Runs a write whose unique SKU another request may have taken meanwhile: that race is a 409, not a 500. */
export async function guardSku<T>(sku: string | null, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sku !== null && uniqueViolation(error)?.includes('sku')) {
      throw new AppError(409, 'SKU_TAKEN', 'skuTaken', [], {}, { sku });
    }
    throw error;
  }
}

const slugOf = (nameEn: string) => newSlug(nameEn, 'product');

/** The columns a product's edit form sets, as the database names them. */
function columnsOf(body: ProductFields, sellerId: number, names: string[]) {
  return {
    nameEn: body.name_en,
    nameAr: body.name_ar,
    descriptionEn: body.description_en,
    descriptionAr: body.description_ar,
    categoryId: body.category_id,
    subCategoryId: body.sub_category_id,
    brandId: body.brand_id,
    sellerId,
    sku: body.sku,
    price: body.price,
    beforeDiscount: body.before_discount,
    stock: body.stock,
    weightGrams: body.weight_grams,
    weightUnit: body.weight_unit,
    badgeEn: body.badge_en,
    badgeAr: body.badge_ar,
    featured: body.featured,
    isActive: body.is_active,
    searchName: searchNameOf(body.name_en, body.name_ar),
    searchText: normalize([body.name_en, body.name_ar, ...names].join(' ')),
  };
}

/** The audited view of a product's columns: what a person changed, without the derived search columns. */
const audited = ({ searchName: _name, searchText: _text, ...rest }: ReturnType<typeof columnsOf>) => rest;

/**
 * Creates a product (no images or variants yet: those are added on its page). The seller portal always
 * files it under the caller's seller and never features it; the back office names the seller.
 */
export async function createProduct(
  tx: Executor,
  actor: Actor,
  scope: CatalogScope,
  body: ProductFields,
  now: Date,
): Promise<number> {
  checkSalePrice(body.price, body.before_discount);
  const sellerId = scope.sellerId ?? body.seller_id;
  if (sellerId === undefined) throw new AppError(422, 'UNKNOWN_SELLER', 'unknownSeller');
  const fields = { ...body, featured: scope.sellerId === null ? body.featured : false };
  const names = await checkPlacement(tx, scope, fields, sellerId);
  await checkSkuFree(tx, body.sku, {});
  const values = columnsOf(fields, sellerId, names);
  const { stock, ...columns } = values;
  const [created] = await guardSku(body.sku, () =>
    tx
      .insert(products)
      .values({ ...columns, slug: slugOf(body.name_en), createdAt: now, updatedAt: now })
      .returning({ id: products.id }),
  );
  if (!created) throw new Error('insert returned no row');
  await setProductStock(tx, created.id, stock);
  await recordAudit(
    tx,
    actor,
    {
      action: 'product.create',
      entity: 'product',
      entityKey: String(created.id),
      before: null,
      after: audited(values),
    },
    now,
  );
  return created.id;
}

/**
 * Rewrites a product's details under its row lock (the lock orders take). The seller portal keeps the
 * product's seller and featured flag whatever is sent. False when missing or another seller's.
 */
export async function updateProduct(
  tx: Executor,
  actor: Actor,
  scope: CatalogScope,
  productId: number,
  body: ProductFields,
  now: Date,
): Promise<boolean> {
  checkSalePrice(body.price, body.before_discount);
  const [current] = await tx
    .select()
    .from(products)
    .where(and(eq(products.id, productId), ownedBy(scope)))
    .for('update');
  if (!current) return false;
  const sellerId = scope.sellerId ?? body.seller_id ?? current.sellerId;
  const fields = { ...body, featured: scope.sellerId === null ? body.featured : current.featured };
  const names = await checkPlacement(tx, scope, fields, sellerId);
  await checkSkuFree(tx, body.sku, { productId });
  const after = columnsOf(fields, sellerId, names);
  const before = Object.fromEntries(
    Object.keys(audited(after)).map((key) => [key, current[key as keyof typeof current]]),
  );
  const changed = changedFields(before, audited(after));
  if (!changed) return true;
  const { stock, ...columns } = after;
  await guardSku(body.sku, () =>
    tx
      .update(products)
      .set({ ...columns, updatedAt: now })
      .where(eq(products.id, productId)),
  );
  if (stock !== current.stock) await setProductStock(tx, productId, stock);
  await recordAudit(
    tx,
    actor,
    { action: 'product.update', entity: 'product', entityKey: String(productId), ...changed },
    now,
  );
  return true;
}

/** Locks one of the caller's products for a change of its images or variants; null when not theirs. */
export async function lockOwnProduct(tx: Executor, scope: CatalogScope, productId: number) {
  const [row] = await tx
    .select({ id: products.id, images: products.images })
    .from(products)
    .where(and(eq(products.id, productId), ownedBy(scope)))
    .for('update');
  return row ?? null;
}

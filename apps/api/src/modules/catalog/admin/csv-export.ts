import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { products, productVariants } from '../../../db/schema/index.js';
import { type CatalogScope, ownedBy } from './scope.js';

/**
 * Each product of the scope, then its variants, with price, sale price and stock: the rows of the CSV export,
 * ordered by product id so two exports compare line by line.
 */
export async function listPricingRows(db: Executor, scope: CatalogScope) {
  const rows = await db
    .select({
      productId: products.id,
      variantId: productVariants.id,
      productSku: products.sku,
      variantSku: productVariants.sku,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      variantEn: productVariants.nameEn,
      variantAr: productVariants.nameAr,
      price: products.price,
      beforeDiscount: products.beforeDiscount,
      stock: products.stock,
      variantPrice: productVariants.price,
      variantBefore: productVariants.beforeDiscount,
      variantStock: productVariants.stock,
    })
    .from(products)
    .leftJoin(productVariants, eq(productVariants.productId, products.id))
    .where(ownedBy(scope))
    .orderBy(asc(products.id), sql`${productVariants.sortOrder} NULLS FIRST`, asc(productVariants.id));
  const out: {
    productId: number;
    variantId: number | null;
    sku: string | null;
    nameEn: string;
    nameAr: string;
    price: number;
    beforeDiscount: number | null;
    stock: number;
  }[] = [];
  for (const row of rows) {
    if (out.at(-1)?.productId !== row.productId) {
      out.push({
        productId: row.productId,
        variantId: null,
        sku: row.productSku,
        nameEn: row.nameEn,
        nameAr: row.nameAr,
        price: row.price,
        beforeDiscount: row.beforeDiscount,
        stock: row.stock,
      });
    }
    if (row.variantId !== null) {
      out.push({
        productId: row.productId,
        variantId: row.variantId,
        sku: row.variantSku,
        nameEn: `${row.nameEn} — ${row.variantEn}`,
        nameAr: `${row.nameAr} — ${row.variantAr}`,
        price: row.variantPrice ?? 0,
        beforeDiscount: row.variantBefore,
        stock: row.variantStock ?? 0,
      });
    }
  }
  return out;
}

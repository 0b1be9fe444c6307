import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { brands, products, sellers } from '../../db/schema/index.js';

/** The one select of a product card, shared by lists, collections, related products and seller pages. */
export const productCardColumns = {
  id: products.id,
  slug: products.slug,
  nameEn: products.nameEn,
  nameAr: products.nameAr,
  descriptionEn: products.descriptionEn,
  descriptionAr: products.descriptionAr,
  images: products.images,
  price: products.price,
  beforeDiscount: products.beforeDiscount,
  ratingAvg: products.ratingAvg,
  ratingCount: products.ratingCount,
  stock: products.stock,
  badgeEn: products.badgeEn,
  badgeAr: products.badgeAr,
  weightGrams: products.weightGrams,
  weightUnit: products.weightUnit,
  brandId: brands.id,
  brandNameEn: brands.nameEn,
  brandNameAr: brands.nameAr,
  sellerId: sellers.id,
  sellerNameEn: sellers.nameEn,
  sellerNameAr: sellers.nameAr,
  // NOTE: written out in full; drizzle drops table names inside a select's sql (see listBrands). One probe of
  // product_variants_product_idx per card.
  hasVariants: sql<boolean>`EXISTS (SELECT 1 FROM product_variants pv WHERE pv.product_id = products.id)`,
  // A second probe of the same index: the lowest variant price when the variants' prices differ.
  priceFrom: sql<
    number | null
  >`(SELECT CASE WHEN max(pv.price) > min(pv.price) THEN min(pv.price) END FROM product_variants pv WHERE pv.product_id = products.id)`,
};

export function selectProductCards(db: Executor) {
  return db
    .select(productCardColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId));
}

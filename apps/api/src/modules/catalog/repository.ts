import type { ProductSort } from '@coffee/contracts/catalog';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  brands,
  categories,
  productReviews,
  products,
  productVariants,
  sellers,
  subCategories,
} from '../../db/schema/index.js';
import { escapeLike } from '../../lib/normalize.js';
import { matchWords } from '../search/words.js';
import { selectProductCards } from './card-query.js';
import { facetsExcept, nameStartsWith, type ProductConditions } from './product-filters.js';

/** The store's menu: categories and sub-categories the back office has not hidden. */
export async function listCategories(db: Executor) {
  const [categoryRows, subRows] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(eq(categories.isHidden, false))
      .orderBy(asc(categories.sortOrder), asc(categories.id)),
    db
      .select()
      .from(subCategories)
      .where(eq(subCategories.isHidden, false))
      .orderBy(asc(subCategories.sortOrder), asc(subCategories.id)),
  ]);
  return categoryRows.map((category) => ({
    ...category,
    subCategories: subRows.filter((sub) => sub.categoryId === category.id),
  }));
}

/**
 * Relevance (issue 23): names that start with the search (either language), then products of the kind the
 * search names (قهوة تركي → the Turkish coffees; those with a name word starting with it first), then names with a word starting with it, then names holding
 * every word, then the rest (words found only in brand or category, or through a correction). Within a tier,
 * in stock before sold out — never a sold-out product above an equal one in stock — then closeness of the
 * name (trigram word similarity), popularity (orders of the last 90 days: search/popularity.ts), rating count,
 * newest.
 */
function relevanceOrder(conditions: ProductConditions): SQL[] {
  const { phrase } = conditions;
  const wordStarts = sql`${products.searchName} LIKE ${`% ${escapeLike(phrase)}%`}`;
  const ofKind = conditions.ofNamedKind ?? sql`FALSE`;
  const tier = sql`CASE
    WHEN ${nameStartsWith(phrase)} THEN 0
    WHEN ${ofKind} AND ${wordStarts} THEN 1
    WHEN ${ofKind} THEN 2
    WHEN ${wordStarts} THEN 3
    WHEN ${conditions.inName ?? sql`FALSE`} THEN 4
    ELSE 5 END`;
  return [
    asc(tier),
    desc(sql`${products.stock} > 0`),
    desc(sql`word_similarity(${phrase}, ${products.searchName})`),
    desc(products.recentOrders),
    desc(products.ratingCount),
    desc(products.id),
  ];
}

function orderFor(sort: ProductSort, conditions: ProductConditions): SQL[] {
  switch (sort) {
    case 'price_asc':
      return [asc(products.price), asc(products.id)];
    case 'price_desc':
      return [desc(products.price), desc(products.id)];
    case 'top_rated':
      return [desc(products.ratingAvg), desc(products.ratingCount), desc(products.id)];
    case 'relevance':
      if (conditions.phrase === '') return [desc(products.createdAt), desc(products.id)];
      return relevanceOrder(conditions);
    default:
      return [desc(products.createdAt), desc(products.id)];
  }
}

export async function listProductPage(
  db: Executor,
  conditions: ProductConditions,
  sort: ProductSort,
  page: { limit: number; offset: number },
) {
  return selectProductCards(db)
    .where(and(conditions.scope, facetsExcept(conditions)))
    .orderBy(...orderFor(sort, conditions))
    .limit(page.limit)
    .offset(page.offset);
}

/** Popular products in stock (most ordered in 90 days, then most rated): offered when a search finds nothing. */
export async function listPopular(db: Executor, limit: number) {
  return selectProductCards(db)
    .where(and(products.isActive, sql`${products.stock} > 0`))
    .orderBy(desc(products.recentOrders), desc(products.ratingCount), desc(products.id))
    .limit(limit);
}

export type Collection = 'featured' | 'top-rated' | 'most-recent' | 'offers' | '';

export async function listCollection(db: Executor, collection: Collection, limit: number) {
  const query = selectProductCards(db);
  switch (collection) {
    case 'featured':
      return query
        .where(and(products.isActive, products.featured))
        .orderBy(desc(products.createdAt))
        .limit(limit);
    case 'top-rated':
      return query
        .where(and(products.isActive, sql`${products.ratingCount} >= 3`))
        .orderBy(desc(products.ratingAvg), desc(products.ratingCount), desc(products.id))
        .limit(limit);
    case 'offers':
      return query
        .where(
          and(products.isActive, sql`${products.beforeDiscount} IS NOT NULL`, sql`${products.stock} > 0`),
        )
        .orderBy(
          desc(sql`(${products.beforeDiscount} - ${products.price})::float / ${products.beforeDiscount}`),
        )
        .limit(limit);
    default:
      return query
        .where(eq(products.isActive, true))
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(limit);
  }
}

export async function findProduct(db: Executor, id: number) {
  const [row] = await db
    .select({
      product: products,
      category: { id: categories.id, en: categories.nameEn, ar: categories.nameAr },
      subCategory: { id: subCategories.id, en: subCategories.nameEn, ar: subCategories.nameAr },
      brand: { id: brands.id, en: brands.nameEn, ar: brands.nameAr },
      seller: {
        id: sellers.id,
        en: sellers.nameEn,
        ar: sellers.nameAr,
        isCoffeeShop: sellers.isCoffeeShop,
        logo: sellers.logo,
      },
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(and(eq(products.id, id), products.isActive));
  return row;
}

export function listVariants(db: Executor, productId: number) {
  return db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.sortOrder), asc(productVariants.id));
}

export async function findVariant(db: Executor, id: number) {
  const [row] = await db
    .select({ variant: productVariants })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.id, id), products.isActive));
  return row?.variant;
}

export async function reviewDistribution(db: Executor, productId: number): Promise<number[]> {
  const rows = await db
    .select({ rating: productReviews.rating, count: count() })
    .from(productReviews)
    .where(and(eq(productReviews.productId, productId), eq(productReviews.status, 'approved')))
    .groupBy(productReviews.rating);
  return [1, 2, 3, 4, 5].map((stars) => rows.find((row) => row.rating === stars)?.count ?? 0);
}

/** Latest approved reviews, those written in the page's language first. */
export function listReviews(db: Executor, productId: number, lang: string, limit: number) {
  return db
    .select()
    .from(productReviews)
    .where(and(eq(productReviews.productId, productId), eq(productReviews.status, 'approved')))
    .orderBy(
      desc(sql`${productReviews.lang} = ${lang}`),
      desc(productReviews.createdAt),
      desc(productReviews.id),
    )
    .limit(limit);
}

/**
 * Products from the same sub-category first, then the rest of the category; in stock before sold out; then by
 * rating. Written as four ranked tiers, each a walk down an index in rating order that stops at `limit`
 * (products_related_sub_idx, products_related_category_idx): one ORDER BY over the whole category sorted
 * ~30,000 rows per product page on 100k products (385 ms). A tier runs only while the ones before left room.
 */
export async function listRelated(
  db: Executor,
  product: { id: number; categoryId: number; subCategoryId: number },
  limit: number,
) {
  const tier = (rank: number, where: SQL) => sql`(
    SELECT ${products.id} AS id, ${rank} AS tier FROM ${products}
    WHERE ${products.isActive} AND ${products.id} <> ${product.id} AND ${where}
    ORDER BY ${products.ratingAvg} DESC, ${products.id} DESC LIMIT ${limit})`;
  const sameSub = sql`${products.subCategoryId} = ${product.subCategoryId}`;
  const otherSub = sql`${products.categoryId} = ${product.categoryId} AND ${products.subCategoryId} <> ${product.subCategoryId}`;
  const picked = await db.execute(sql`
    SELECT id FROM (
      ${tier(1, sql`${sameSub} AND ${products.stock} > 0`)}
      UNION ALL ${tier(2, sql`${sameSub} AND ${products.stock} <= 0`)}
      UNION ALL ${tier(3, sql`${otherSub} AND ${products.stock} > 0`)}
      UNION ALL ${tier(4, sql`${otherSub} AND ${products.stock} <= 0`)}
    ) AS ranked LIMIT ${limit}`);
  const ids = (picked as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
  if (ids.length === 0) return [];
  const cards = await selectProductCards(db).where(inArray(products.id, ids));
  const byId = new Map(cards.map((card) => [card.id, card]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function listBrands(db: Executor) {
  return db
    .select({
      id: brands.id,
      slug: brands.slug,
      nameEn: brands.nameEn,
      nameAr: brands.nameAr,
      countryEn: brands.countryEn,
      countryAr: brands.countryAr,
      logo: brands.logo,
      // NOTE: written out in full; drizzle drops table names inside a select's sql, which made `id` mean products.id.
      productsCount: sql<number>`(SELECT count(*)::int FROM products p WHERE p.brand_id = brands.id AND p.is_active)`,
    })
    .from(brands)
    .where(eq(brands.isHidden, false))
    .orderBy(asc(brands.nameEn));
}

/** Whether some active product has every word in its search text (as typed: no correction). */
export async function anyProductMatches(db: Executor, words: string[]): Promise<boolean> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(products.isActive, matchWords(products.searchText, words)))
    .limit(1);
  return rows.length > 0;
}

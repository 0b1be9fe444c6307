import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  brands,
  categories,
  categoryFacetCounts,
  products,
  sellers,
  subCategories,
} from '../../db/schema/index.js';
import { facetsExcept, type ProductConditions } from './product-filters.js';

// The side panel of a product listing: how many products each option holds, and the options' names.

export type FacetRow = {
  set: 'category' | 'subCategory' | 'brand' | 'seller' | 'stars' | 'total';
  key: number | null;
  count: number;
  priceMin: number | null;
  priceMax: number | null;
  inStock: number;
  onSale: number;
};

/**
 * Counts for the side panel and the result's total. A listing with neither search words nor a chosen facet
 * (a category page as first opened, or all products) reads the counts the triggers keep per category
 * (countUnfiltered); any other is counted in one pass over the scoped products: one grouping set per facet,
 * each counted under every chosen facet except its own.
 */
export async function countFacets(db: Executor, conditions: ProductConditions): Promise<FacetRow[]> {
  if (conditions.words.length === 0 && Object.keys(conditions.facets).length === 0)
    return countUnfiltered(db, conditions.category);
  const all = facetsExcept(conditions);
  const result = await db.execute(sql`
    SELECT
      CASE
        WHEN GROUPING("products".category_id) = 0 THEN 'category'
        WHEN GROUPING("products".sub_category_id) = 0 THEN 'subCategory'
        WHEN GROUPING("products".brand_id) = 0 THEN 'brand'
        WHEN GROUPING("products".seller_id) = 0 THEN 'seller'
        WHEN GROUPING(floor("products".rating_avg)) = 0 THEN 'stars'
        ELSE 'total'
      END AS "set",
      COALESCE("products".category_id, "products".sub_category_id, "products".brand_id, "products".seller_id, floor("products".rating_avg)::int) AS "key",
      CASE
        WHEN GROUPING("products".category_id) = 0 THEN count(*) FILTER (WHERE ${all})
        WHEN GROUPING("products".sub_category_id) = 0 THEN count(*) FILTER (WHERE ${facetsExcept(conditions, 'subCategory')})
        WHEN GROUPING("products".brand_id) = 0 THEN count(*) FILTER (WHERE ${facetsExcept(conditions, 'brand')})
        WHEN GROUPING("products".seller_id) = 0 THEN count(*) FILTER (WHERE ${facetsExcept(conditions, 'seller')})
        WHEN GROUPING(floor("products".rating_avg)) = 0 THEN count(*) FILTER (WHERE ${facetsExcept(conditions, 'rating')})
        ELSE count(*) FILTER (WHERE ${all})
      END::int AS "count",
      min("products".price) FILTER (WHERE ${facetsExcept(conditions, 'price')}) AS "priceMin",
      max("products".price) FILTER (WHERE ${facetsExcept(conditions, 'price')}) AS "priceMax",
      count(*) FILTER (WHERE ${facetsExcept(conditions, 'in_stock')} AND "products".stock > 0)::int AS "inStock",
      count(*) FILTER (WHERE ${facetsExcept(conditions, 'on_sale')} AND "products".before_discount IS NOT NULL)::int AS "onSale"
    FROM ${products}
    WHERE ${conditions.scope}
    GROUP BY GROUPING SETS (("products".category_id), ("products".sub_category_id), ("products".brand_id), ("products".seller_id), (floor("products".rating_avg)), ())
  `);
  return (result as unknown as { rows: FacetRow[] }).rows.map((row) => ({
    ...row,
    key: row.key === null ? null : Number(row.key),
    count: Number(row.count),
    priceMin: row.priceMin === null ? null : Number(row.priceMin),
    priceMax: row.priceMax === null ? null : Number(row.priceMax),
    inStock: Number(row.inStock),
    onSale: Number(row.onSale),
  }));
}

/**
 * Rows a category's counts may pile up (one per change that altered a count) before they are folded into one
 * per key; a few hundred keep the read well under a millisecond.
 */
const UNFOLDED_ROWS = 500;

/**
 * The unfiltered counts of one category (or of all): the sums of `category_facet_counts`, which triggers on
 * `products` keep exactly in step (migration 0012), plus the price range read off an index's two ends. The
 * same rows as countFacets' grouping sets, without aggregating the category's products on every request
 * (5–6 ms of PostgreSQL CPU for a 30k-product category on 100k products: bench/api/FINDINGS.md).
 */
async function countUnfiltered(db: Executor, category: number | undefined): Promise<FacetRow[]> {
  const inScope = category === undefined ? sql`TRUE` : sql`category_id = ${category}`;
  const [counted, priced] = await Promise.all([
    db.execute(sql`
      SELECT category_id AS "category", facet, key, sum(products)::int AS "products",
        sum(in_stock)::int AS "inStock", sum(on_sale)::int AS "onSale", count(*)::int AS "pieces"
      FROM ${categoryFacetCounts} WHERE ${inScope} GROUP BY 1, 2, 3`),
    db
      .select({
        min: sql<number | null>`min(${products.price})`,
        max: sql<number | null>`max(${products.price})`,
      })
      .from(products)
      .where(and(products.isActive, category === undefined ? undefined : eq(products.categoryId, category))),
  ]);
  type Counted = {
    category: number;
    facet: Exclude<FacetRow['set'], 'category'>;
    key: number;
    products: number;
    inStock: number;
    onSale: number;
    pieces: number;
  };
  const rows = (counted as unknown as { rows: Counted[] }).rows;
  const sums = new Map<string, FacetRow>();
  const add = (set: FacetRow['set'], key: number | null, row: Counted) => {
    const id = `${set}:${key}`;
    const sum = sums.get(id) ?? { set, key, count: 0, priceMin: null, priceMax: null, inStock: 0, onSale: 0 };
    sum.count += row.products;
    sum.inStock += row.inStock;
    sum.onSale += row.onSale;
    sums.set(id, sum);
  };
  let pieces = 0;
  for (const row of rows) {
    pieces += row.pieces;
    if (row.facet === 'total') {
      add('total', null, row);
      add('category', Number(row.category), row);
    } else add(row.facet, Number(row.key), row);
  }
  if (pieces - rows.length > UNFOLDED_ROWS)
    await db.execute(sql`SELECT category_facet_counts_compact(${category ?? null}::integer)`);
  const [range] = priced;
  const total = sums.get('total:null') ?? {
    set: 'total' as const,
    key: null,
    count: 0,
    priceMin: null,
    priceMax: null,
    inStock: 0,
    onSale: 0,
  };
  total.priceMin = range?.min === null || range?.min === undefined ? null : Number(range.min);
  total.priceMax = range?.max === null || range?.max === undefined ? null : Number(range.max);
  sums.set('total:null', total);
  return [...sums.values()]
    .filter((row) => row.set === 'total' || row.count > 0)
    .map((row) => (row.set === 'total' ? row : { ...row, inStock: 0, onSale: 0 }));
}

/**
 * Names of the facets' options the shopper may see: hidden categories, sub-categories (and those of a hidden
 * category) and brands are left out, so the panel never offers them. Plain rows, so they can be cached as JSON.
 */
export async function facetNames(db: Executor) {
  // One round trip: with the caches off (the cold floor) this runs on every listing.
  const result = await db.execute(sql`
    SELECT 'category' AS "facet", c.id, c.name_en AS "en", c.name_ar AS "ar"
      FROM ${categories} c WHERE NOT c.is_hidden
    UNION ALL SELECT 'subCategory', s.id, s.name_en, s.name_ar
      FROM ${subCategories} s JOIN ${categories} c ON c.id = s.category_id WHERE NOT s.is_hidden AND NOT c.is_hidden
    UNION ALL SELECT 'brand', b.id, b.name_en, b.name_ar FROM ${brands} b WHERE NOT b.is_hidden
    UNION ALL SELECT 'seller', v.id, v.name_en, v.name_ar FROM ${sellers} v`);
  const rows = (result as unknown as { rows: (NameRow & { facet: keyof FacetNameRows })[] }).rows;
  const names: FacetNameRows = { category: [], subCategory: [], brand: [], seller: [] };
  for (const { facet, id, en, ar } of rows) names[facet].push({ id: Number(id), en, ar });
  return names;
}

type FacetNameRows = Record<'category' | 'subCategory' | 'brand' | 'seller', NameRow[]>;
type NameRow = { id: number; en: string; ar: string };
const byId = (rows: NameRow[]) => new Map(rows.map((row) => [row.id, row]));

/** The option names by id, as buildFilters looks them up. */
export function indexFacetNames(names: FacetNameRows) {
  return {
    category: byId(names.category),
    subCategory: byId(names.subCategory),
    brand: byId(names.brand),
    seller: byId(names.seller),
  };
}
export type FacetNames = ReturnType<typeof indexFacetNames>;

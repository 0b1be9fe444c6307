import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  brands,
  categories,
  categoryFacetCounts,
  products,
  sellers,
  subCategories,
} from '../../db/schema/index.js';
import type { FacetKey, ProductConditions } from './product-filters.js';

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
 * (countUnfiltered); a category page with only a price filter subtracts from those the products outside the
 * range, or counts those inside, whichever side is smaller (countPriceBand); any other is counted in one pass
 * over the scoped products (countOverProducts). All three are exact (decision 0050).
 */
export async function countFacets(db: Executor, conditions: ProductConditions): Promise<FacetRow[]> {
  const chosen = Object.keys(conditions.facets);
  if (conditions.words.length === 0 && chosen.length === 0) return countUnfiltered(db, conditions.category);
  if (conditions.words.length === 0 && conditions.category !== undefined && chosen.join() === 'price')
    return countPriceBand(db, conditions.category, conditions.priceBand);
  return countOverProducts(db, conditions);
}

/**
 * The facet rows of a set of product groups `g` (one row per category, sub-category, brand, seller, whole
 * stars, in stock, on sale and, as `f_<facet>`, whether each chosen facet's condition holds; `n` products,
 * prices `lo`..`hi`): each facet counted under every chosen facet but its own, as grouping sets over the few
 * groups instead of over the products.
 */
function rollUp(chosen: FacetKey[]) {
  const under = (except?: FacetKey) => {
    const flags = chosen.filter((key) => key !== except).map((key) => `g."f_${key}"`);
    return sql.raw(flags.length > 0 ? flags.join(' AND ') : 'TRUE');
  };
  return sql`
    SELECT
      CASE
        WHEN GROUPING(g.category_id) = 0 THEN 'category'
        WHEN GROUPING(g.sub_category_id) = 0 THEN 'subCategory'
        WHEN GROUPING(g.brand_id) = 0 THEN 'brand'
        WHEN GROUPING(g.seller_id) = 0 THEN 'seller'
        WHEN GROUPING(g.stars) = 0 THEN 'stars'
        ELSE 'total'
      END AS "set",
      COALESCE(g.category_id, g.sub_category_id, g.brand_id, g.seller_id, g.stars) AS "key",
      COALESCE(CASE
        WHEN GROUPING(g.category_id) = 0 THEN sum(g.n) FILTER (WHERE ${under()})
        WHEN GROUPING(g.sub_category_id) = 0 THEN sum(g.n) FILTER (WHERE ${under('subCategory')})
        WHEN GROUPING(g.brand_id) = 0 THEN sum(g.n) FILTER (WHERE ${under('brand')})
        WHEN GROUPING(g.seller_id) = 0 THEN sum(g.n) FILTER (WHERE ${under('seller')})
        WHEN GROUPING(g.stars) = 0 THEN sum(g.n) FILTER (WHERE ${under('rating')})
        ELSE sum(g.n) FILTER (WHERE ${under()})
      END, 0)::int AS "count",
      min(g.lo) FILTER (WHERE ${under('price')}) AS "priceMin",
      max(g.hi) FILTER (WHERE ${under('price')}) AS "priceMax",
      COALESCE(sum(g.n) FILTER (WHERE ${under('in_stock')} AND g.in_stock), 0)::int AS "inStock",
      COALESCE(sum(g.n) FILTER (WHERE ${under('on_sale')} AND g.on_sale), 0)::int AS "onSale"
    FROM g
    GROUP BY GROUPING SETS ((g.category_id), (g.sub_category_id), (g.brand_id), (g.seller_id), (g.stars), ())`;
}

/** The columns a product is grouped by for rollUp, and its count and prices. */
const GROUP_COLUMNS =
  sql.raw(`category_id, sub_category_id, brand_id, seller_id, floor(rating_avg)::int AS stars,
  in_stock, before_discount IS NOT NULL AS on_sale`);
const GROUPED_BY = [1, 2, 3, 4, 5, 6, 7];

/**
 * One pass over the scoped products, each hashed once into a group of the columns the panel counts by (a few
 * hundred groups for a category of 30,000), then rolled up. Counting the grouping sets over the products
 * themselves hashed every product six times and filtered five aggregates per product: 2–3× slower.
 */
export async function countOverProducts(db: Executor, conditions: ProductConditions): Promise<FacetRow[]> {
  const chosen = Object.keys(conditions.facets) as FacetKey[];
  const flags = chosen.map((key) => sql`, ${conditions.facets[key]} AS ${sql.identifier(`f_${key}`)}`);
  const groupBy = [...GROUPED_BY, ...chosen.map((_, index) => 8 + index)].join(', ');
  const result = await db.execute(sql`
    WITH g AS (
      SELECT ${GROUP_COLUMNS}${sql.join(flags)}, count(*) AS n, min(${products.price}) AS lo, max(${products.price}) AS hi
      FROM ${products} WHERE ${conditions.scope}
      GROUP BY ${sql.raw(groupBy)}
    )
    ${rollUp(chosen)}`);
  return facetRows(result);
}

/**
 * A category page filtered by price only. Its unfiltered counts are kept (countUnfiltered), so the counts
 * inside the range are those minus the counts of the products outside it. Whichever side holds fewer products
 * is grouped and counted: first the products inside are merely counted, up to half the category (an
 * index-only range scan of products_category_price_idx, a fraction of the cost of grouping them), then the
 * smaller side is grouped. So at most half the category is grouped, and usually far less: a slider moved a
 * little from either end, or a narrow band.
 */
async function countPriceBand(
  db: Executor,
  category: number,
  band: { min?: number; max?: number },
): Promise<FacetRow[]> {
  const inRange = and(
    band.min !== undefined ? sql`${products.price} >= ${band.min}` : undefined,
    band.max !== undefined ? sql`${products.price} <= ${band.max}` : undefined,
  )!;
  const all = await countUnfiltered(db, category);
  const total = all.find((row) => row.set === 'total')!;
  // Counted only up to just past half the category: by then the outside is the smaller side.
  const half = Math.floor(total.count / 2);
  const counted = await db.execute(sql`
    SELECT count(*)::int AS "n" FROM (SELECT 1 FROM ${products}
      WHERE ${products.isActive} AND ${products.categoryId} = ${category} AND ${inRange} LIMIT ${half + 1}) AS inside`);
  // The range of the slider is the category's: the price filter is not applied to its own facet.
  const withRange = (rows: FacetRow[]) =>
    rows
      .filter((row) => row.set === 'total' || row.count > 0)
      .map((row) =>
        row.set === 'total' ? { ...row, priceMin: total.priceMin, priceMax: total.priceMax } : row,
      );
  const inside = Number((counted as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  if (inside <= half) return withRange(await countSide(db, category, [inRange]));
  const below = band.min !== undefined ? sql`${products.price} < ${band.min}` : undefined;
  const above = band.max !== undefined ? sql`${products.price} > ${band.max}` : undefined;
  const outside = new Map(
    (
      await countSide(
        db,
        category,
        [below, above].filter((range) => range !== undefined),
      )
    ).map((row) => [`${row.set}:${row.key}`, row]),
  );
  return withRange(
    all.map((row) => {
      const out = outside.get(`${row.set}:${row.key}`);
      if (!out) return row;
      return {
        ...row,
        count: row.count - out.count,
        inStock: row.set === 'total' ? row.inStock - out.inStock : 0,
        onSale: row.set === 'total' ? row.onSale - out.onSale : 0,
      };
    }),
  );
}

/** The facet rows of the active products of a category in the given price ranges (each an index range). */
async function countSide(db: Executor, category: number, ranges: SQL[]): Promise<FacetRow[]> {
  const scan = (
    range: SQL,
  ) => sql`(SELECT category_id, sub_category_id, brand_id, seller_id, rating_avg, in_stock,
    before_discount, price FROM ${products} WHERE ${products.isActive} AND ${products.categoryId} = ${category} AND ${range})`;
  const result = await db.execute(sql`
    WITH g AS (
      SELECT ${GROUP_COLUMNS}, count(*) AS n, min(price) AS lo, max(price) AS hi
      FROM (${sql.join(ranges.map(scan), sql` UNION ALL `)}) AS p
      GROUP BY ${sql.raw(GROUPED_BY.join(', '))}
    )
    ${rollUp([])}`);
  return facetRows(result);
}

function facetRows(result: unknown): FacetRow[] {
  return (result as { rows: FacetRow[] }).rows.map((row) => ({
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

import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import type { FacetKey } from './product-filters.js';

// The rows every way of counting the side panel answers in (facet-repository.ts, price-band-counts.ts), and
// the pieces they share: grouping products, rolling groups up, summing kept counts.

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
 * The facet rows of a set of product groups `g` (one row per category, sub-category, brand, seller, whole
 * stars, in stock, on sale and, as `f_<facet>`, whether each chosen facet's condition holds; `n` products,
 * prices `lo`..`hi`): each facet counted under every chosen facet but its own, as grouping sets over the few
 * groups instead of over the products.
 */
export function rollUp(chosen: FacetKey[]) {
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
export const GROUP_COLUMNS =
  sql.raw(`category_id, sub_category_id, brand_id, seller_id, floor(rating_avg)::int AS stars,
  in_stock, before_discount IS NOT NULL AS on_sale`);
export const GROUPED_BY = [1, 2, 3, 4, 5, 6, 7];

/** A price range of a category's products, counted with its sign: +1 to add its products, −1 to take them away. */
export type SignedRange = { from?: number; to?: number; sign: 1 | -1 };

/**
 * The facet rows of the active products of a category in the given price ranges (`from` ≤ price < `to`, each an
 * index-only range scan of products_category_price_idx), each product counted with its range's sign. A row
 * whose ranges only take away may come out negative: it is one term of a sum (price-band-counts.ts).
 */
export async function countRanges(
  db: Executor,
  category: number,
  ranges: SignedRange[],
): Promise<FacetRow[]> {
  const scan = ({ from, to, sign }: SignedRange) => {
    const inRange = and(
      from !== undefined ? sql`${products.price} >= ${from}` : undefined,
      to !== undefined ? sql`${products.price} < ${to}` : undefined,
    );
    return sql`(SELECT category_id, sub_category_id, brand_id, seller_id, rating_avg, in_stock, before_discount,
      price, ${sql.raw(String(sign))} AS sign
      FROM ${products} WHERE ${products.isActive} AND ${products.categoryId} = ${category} AND ${inRange ?? sql`TRUE`})`;
  };
  const result = await db.execute(sql`
    WITH g AS (
      SELECT ${GROUP_COLUMNS}, sum(sign) AS n, min(price) AS lo, max(price) AS hi
      FROM (${sql.join(ranges.map(scan), sql` UNION ALL `)}) AS p
      GROUP BY ${sql.raw(GROUPED_BY.join(', '))}
    )
    ${rollUp([])}`);
  return facetRows(result);
}

export function facetRows(result: unknown): FacetRow[] {
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

/** A row of kept counts summed per key: `facet` 'total' (key 0, with in stock and on sale) or a facet's option. */
export type KeptSum = {
  category: number;
  facet: Exclude<FacetRow['set'], 'category'>;
  key: number;
  products: number;
  inStock: number;
  onSale: number;
};

/**
 * Facet rows from kept counts (category_facet_counts, category_price_facet_counts): a 'total' row counts for
 * the whole result and for its category's option. Rows with no products are kept; the caller drops them.
 */
export function facetRowsOfKept(kept: KeptSum[]): Map<string, FacetRow> {
  const sums = new Map<string, FacetRow>();
  const add = (set: FacetRow['set'], key: number | null, row: KeptSum, flags: boolean) => {
    const id = `${set}:${key}`;
    const sum = sums.get(id) ?? { set, key, count: 0, priceMin: null, priceMax: null, inStock: 0, onSale: 0 };
    sum.count += Number(row.products);
    if (flags) {
      sum.inStock += Number(row.inStock);
      sum.onSale += Number(row.onSale);
    }
    sums.set(id, sum);
  };
  for (const row of kept) {
    if (row.facet === 'total') {
      add('total', null, row, true);
      add('category', Number(row.category), row, false);
    } else add(row.facet, Number(row.key), row, false);
  }
  return sums;
}

/** The lowest and highest price of the active products of a category (or of all), off an index's two ends. */
export async function priceRangeOf(db: Executor, category: number | undefined) {
  const [range] = await db
    .select({
      min: sql<number | null>`min(${products.price})`,
      max: sql<number | null>`max(${products.price})`,
    })
    .from(products)
    .where(and(products.isActive, category === undefined ? undefined : eq(products.categoryId, category)));
  const value = (price: number | null | undefined) =>
    price === null || price === undefined ? null : Number(price);
  return { priceMin: value(range?.min), priceMax: value(range?.max) };
}

/** An empty total, for a result with nothing in it. */
export const emptyTotal = (): FacetRow => ({
  set: 'total',
  key: null,
  count: 0,
  priceMin: null,
  priceMax: null,
  inStock: 0,
  onSale: 0,
});

import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { readTogether } from '../../db/reads.js';
import {
  brands,
  categories,
  categoryFacetCounts,
  products,
  sellers,
  subCategories,
} from '../../db/schema/index.js';
import {
  emptyTotal,
  type FacetRow,
  facetRows,
  facetRowsOfKept,
  GROUP_COLUMNS,
  GROUPED_BY,
  type KeptSum,
  priceRangeOf,
  rollUp,
} from './facet-rows.js';
import { countPriceBand } from './price-band-counts.js';
import type { FacetKey, ProductConditions } from './product-filters.js';

// The side panel of a product listing: how many products each option holds, and the options' names.

/**
 * Counts for the side panel and the result's total. A listing with neither search words nor a chosen facet
 * (a category page as first opened, or all products) reads the counts the triggers keep per category
 * (countUnfiltered); a category page with only a price filter sums the counts the triggers keep per price
 * bucket and counts only the band's two thin edges (countPriceBand, price-band-counts.ts); any other is
 * counted in one pass over the scoped products (countOverProducts). All three are exact (decisions 0050, 0053).
 */
export async function countFacets(db: Executor, conditions: ProductConditions): Promise<FacetRow[]> {
  const chosen = Object.keys(conditions.facets);
  if (conditions.words.length === 0 && chosen.length === 0) return countUnfiltered(db, conditions.category);
  if (conditions.words.length === 0 && conditions.category !== undefined && chosen.join() === 'price')
    return countPriceBand(db, conditions.category, conditions.priceBand);
  return countOverProducts(db, conditions);
}

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
  const [counted, range] = await readTogether(db, [
    () =>
      db.execute(sql`
      SELECT category_id AS "category", facet, key, sum(products)::int AS "products",
        sum(in_stock)::int AS "inStock", sum(on_sale)::int AS "onSale", count(*)::int AS "pieces"
      FROM ${categoryFacetCounts} WHERE ${inScope} GROUP BY 1, 2, 3`),
    () => priceRangeOf(db, category),
  ]);
  const rows = (counted as unknown as { rows: (KeptSum & { pieces: number })[] }).rows;
  const pieces = rows.reduce((sum, row) => sum + Number(row.pieces), 0);
  if (pieces - rows.length > UNFOLDED_ROWS)
    await db.execute(sql`SELECT category_facet_counts_compact(${category ?? null}::integer)`);
  const sums = facetRowsOfKept(rows);
  const total = { ...(sums.get('total:null') ?? emptyTotal()), ...range };
  return [total, ...[...sums.values()].filter((row) => row.set !== 'total' && row.count > 0)];
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

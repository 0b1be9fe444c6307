import { and, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { readTogether } from '../../db/reads.js';
import { categoryPriceFacetCounts } from '../../db/schema/index.js';
import {
  countRanges,
  emptyTotal,
  type FacetRow,
  facetRowsOfKept,
  type KeptSum,
  priceRangeOf,
} from './facet-rows.js';
import { planPriceBand } from './price-buckets.js';

/**
 * Rows a category's bucketed counts may pile up (one per change that altered a count) before they are folded
 * into one per bucket and key.
 */
const UNFOLDED_ROWS = 500;

/**
 * A category page filtered by price only (decision 0053): the kept counts of the whole price buckets inside
 * the band (category_price_facet_counts, kept by triggers in the same transaction as the product write), plus
 * or minus the products between each end of the band and the bucket bound nearest it, counted from the
 * covering index. What is counted product by product is at most half a bucket at each end (1–2.5% of the
 * prices), so the cost barely grows with the category; the bucket sums grow only with the buckets and options.
 */
export async function countPriceBand(
  db: Executor,
  category: number,
  band: { min?: number; max?: number },
): Promise<FacetRow[]> {
  const plan = planPriceBand(band);
  const buckets = plan.buckets;
  const [kept, edges, range] = await readTogether(db, [
    () => (buckets ? sumBuckets(db, category, buckets) : []),
    () => (plan.ranges.length > 0 ? countRanges(db, category, plan.ranges) : []),
    () => priceRangeOf(db, category),
  ]);
  const sums = facetRowsOfKept(kept);
  for (const edge of edges) {
    const id = `${edge.set}:${edge.key}`;
    const sum = sums.get(id) ?? { ...edge, count: 0, inStock: 0, onSale: 0 };
    sum.count += edge.count;
    if (edge.set === 'total') {
      sum.inStock += edge.inStock;
      sum.onSale += edge.onSale;
    }
    sums.set(id, sum);
  }
  // The range of the slider is the category's: the price filter is not applied to its own facet.
  const total = { ...(sums.get('total:null') ?? emptyTotal()), ...range };
  return [
    total,
    ...[...sums.values()]
      .filter((row) => row.set !== 'total' && row.count > 0)
      .map((row) => ({ ...row, priceMin: null, priceMax: null, inStock: 0, onSale: 0 })),
  ];
}

/**
 * The kept counts of a category's buckets in [from, to), summed per key; folds the category's rows first when
 * changes have piled up in them (the read counts, per bucket and key, the rows beyond the first).
 */
async function sumBuckets(
  db: Executor,
  category: number,
  buckets: { from?: number; to?: number },
): Promise<KeptSum[]> {
  const t = categoryPriceFacetCounts;
  const inBand = and(
    sql`${t.categoryId} = ${category}`,
    buckets.from !== undefined ? sql`${t.bucket} >= ${buckets.from}` : undefined,
    buckets.to !== undefined ? sql`${t.bucket} < ${buckets.to}` : undefined,
  );
  const result = await db.execute(sql`
    SELECT ${category}::int AS "category", facet, key, sum(products)::int AS "products",
      sum(in_stock)::int AS "inStock", sum(on_sale)::int AS "onSale", (sum(pieces) - count(*))::int AS "piled"
    FROM (SELECT ${t.bucket}, ${t.facet} AS facet, ${t.key} AS key, sum(${t.products}) AS products,
        sum(${t.inStock}) AS in_stock, sum(${t.onSale}) AS on_sale, count(*) AS pieces
      FROM ${t} WHERE ${inBand} GROUP BY 1, 2, 3) AS b
    GROUP BY 2, 3`);
  const rows = (result as unknown as { rows: (KeptSum & { piled: number })[] }).rows;
  const piled = rows.reduce((sum, row) => sum + Number(row.piled), 0);
  if (piled > UNFOLDED_ROWS)
    await db.execute(sql`SELECT category_price_facet_counts_compact(${category}::integer)`);
  return rows;
}

import type { SignedRange } from './facet-rows.js';

// The price buckets of category_price_facet_counts (decision 0053): fixed bounds in piastres on a geometric
// scale, so that one bucket holds a small share of a category at any size and a price band is whole buckets
// plus two thin edges. Each decade is cut in steps of 1/50 of it below 2×, 1/20 below 5× and 1/10 above
// (10,000–20,000 piastres in steps of 200, then 500 to 50,000, then 1,000 to 100,000): a bucket spans 1–2.5%
// of its prices, 160 buckets a decade. The same scale is the SQL function `price_bucket` (migration 0034);
// test/catalog-price-buckets.test.ts holds the two equal.

/** The largest price a column can hold (PostgreSQL `integer`). */
const MAX_PRICE = 2_147_483_647;

/** The width of the bucket that holds `price`. */
function stepAt(price: number): number {
  if (price < 100) return 1;
  const decade = 10 ** (String(price).length - 1);
  const leading = Math.floor(price / decade);
  return decade / (leading < 2 ? 50 : leading < 5 ? 20 : 10);
}

/** The bucket of a price: its lowest price. */
export function priceBucket(price: number): number {
  return price < 100 ? price : price - (price % stepAt(price));
}

/** The first price past a bucket (the next bucket's lowest). */
export function bucketEnd(bucket: number): number {
  return bucket + stepAt(bucket);
}

/** How a price band is counted: whole buckets [from, to) (absent: none) plus or minus the products of a few ranges. */
export type BandPlan = { buckets?: { from?: number; to?: number }; ranges: SignedRange[] };

/**
 * The bucket bound nearest a price, so that what is counted product by product at each edge is at most half a
 * bucket: the products between the price and the bound are added (bound below it) or taken away (above it).
 */
function nearestBound(price: number): number {
  const start = priceBucket(price);
  const end = bucketEnd(start);
  return end - price < price - start && end <= MAX_PRICE ? end : start;
}

/**
 * Prices `min` ≤ price ≤ `max` as whole buckets [A, B) and signed edges: [min, max + 1) = [min, A) + [A, B) +
 * [B, max + 1), where a range whose end comes before its start counts negatively. Exact for any A and B; A and
 * B are the bounds nearest the band's ends. A band within about one bucket is counted directly.
 */
export function planPriceBand(band: { min?: number; max?: number }): BandPlan {
  const low = band.min;
  const high = band.max !== undefined && band.max < MAX_PRICE ? band.max + 1 : undefined;
  const from = low === undefined ? undefined : nearestBound(low);
  const to = high === undefined ? undefined : nearestBound(high);
  if (from !== undefined && to !== undefined && from >= to)
    return { ranges: [{ from: low, to: high, sign: 1 }] };
  const ranges: SignedRange[] = [];
  if (low !== undefined && from !== undefined && low !== from)
    ranges.push(low < from ? { from: low, to: from, sign: 1 } : { from, to: low, sign: -1 });
  if (high !== undefined && to !== undefined && high !== to)
    ranges.push(to < high ? { from: to, to: high, sign: 1 } : { from: high, to, sign: -1 });
  return { buckets: { from, to }, ranges };
}

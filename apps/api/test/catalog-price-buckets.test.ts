import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { categories, categoryPriceFacetCounts, products, subCategories } from '../src/db/schema/index.js';
import { countFacets, countOverProducts } from '../src/modules/catalog/facet-repository.js';
import type { FacetRow } from '../src/modules/catalog/facet-rows.js';
import { bucketEnd, priceBucket } from '../src/modules/catalog/price-buckets.js';
import { buildProductConditions } from '../src/modules/catalog/product-filters.js';
import { createTestApp, type TestContext } from './support/app.js';
import { addProducts, type TestProduct } from './support/shopping.js';

// `category_price_facet_counts` (decision 0053): the facet counts of each category per price bucket, kept by
// triggers on `products`, from which a category page filtered by price sums whole buckets and counts only the
// band's two edges. Whatever writes the products, the kept rows must equal a fresh COUNT over the products,
// and every price band's panel what counting the products in the band says.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const db = (): Database => ctx.database.db;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The kept rows, summed per category, bucket and key, equal a fresh count of the active products. */
async function expectKeptFresh() {
  const kept = await db().execute(sql`
    SELECT category_id, bucket, facet, key, sum(products)::int AS products, sum(in_stock)::int AS in_stock,
      sum(on_sale)::int AS on_sale
    FROM category_price_facet_counts GROUP BY 1, 2, 3, 4
    HAVING sum(products) <> 0 OR sum(in_stock) <> 0 OR sum(on_sale) <> 0
    ORDER BY 1, 2, 3, 4`);
  const option = (facet: string, column: string) => sql`
    SELECT category_id, price_bucket(price) AS bucket, ${facet} AS facet, ${sql.raw(column)} AS key,
      count(*)::int AS products, 0 AS in_stock, 0 AS on_sale
    FROM products WHERE is_active GROUP BY 1, 2, 4`;
  const fresh = await db().execute(sql`
    SELECT * FROM (
      SELECT category_id, price_bucket(price) AS bucket, 'total' AS facet, 0 AS key, count(*)::int AS products,
        (count(*) FILTER (WHERE stock > 0))::int AS in_stock,
        (count(*) FILTER (WHERE before_discount IS NOT NULL))::int AS on_sale
      FROM products WHERE is_active GROUP BY 1, 2
      UNION ALL ${option('subCategory', 'sub_category_id')}
      UNION ALL ${option('brand', 'brand_id')}
      UNION ALL ${option('seller', 'seller_id')}
      UNION ALL ${option('stars', 'floor(rating_avg)::int')}
    ) AS f ORDER BY 1, 2, 3, 4`);
  expect(rowsOf(kept)).toEqual(rowsOf(fresh));
}

/** A panel as a shopper sees it: options with products, and the totals. */
const comparable = (rows: FacetRow[]) =>
  rows
    .filter((row) => row.set === 'total' || row.count > 0)
    .map((row) =>
      row.set === 'total'
        ? row
        : {
            set: row.set,
            key: row.key,
            count: row.count,
            priceMin: null,
            priceMax: null,
            inStock: 0,
            onSale: 0,
          },
    )
    .sort((a, b) => `${a.set}:${a.key}`.localeCompare(`${b.set}:${b.key}`));

type Band = { price_min?: number; price_max?: number };

/** Bands around the given prices: on them, one piastre either side, on the bounds of their buckets. */
function bandsAround(prices: number[]): Band[] {
  const points = [
    ...new Set(
      prices.flatMap((price) => {
        const bucket = priceBucket(price);
        return [price - 1, price, price + 1, bucket, bucket - 1, bucketEnd(bucket), bucketEnd(bucket) - 1];
      }),
    ),
  ]
    .filter((point) => point >= 0)
    .sort((a, b) => a - b);
  const bands: Band[] = [];
  for (const [i, low] of points.entries()) {
    bands.push({ price_min: low }, { price_max: low });
    // Every width: within a bucket, across two, across many.
    for (let j = i; j < points.length; j += 4) bands.push({ price_min: low, price_max: points[j]! });
  }
  return bands;
}

/** Each band's panel for the category equals the same panel counted over the products in the band. */
async function expectBandsFresh(category: number, bands: Band[]) {
  for (const band of bands) {
    const conditions = buildProductConditions({ category, ...band });
    const kept = await countFacets(db(), conditions);
    const fresh = await countOverProducts(db(), conditions);
    expect(comparable(kept), `category ${category} ${JSON.stringify(band)}`).toEqual(comparable(fresh));
  }
}

async function categoryIds() {
  return (await db().select({ id: categories.id }).from(categories).orderBy(asc(categories.id))).map(
    (row) => row.id,
  );
}

describe('price buckets', () => {
  it('are the same in SQL (the triggers) and TypeScript (the reads), and tile the prices', async () => {
    const prices = [
      ...Array.from({ length: 1200 }, (_, i) => i),
      ...[3, 4, 5, 6, 7, 8, 9].flatMap((digits) =>
        [1, 2, 5].flatMap((leading) => {
          const at = leading * 10 ** (digits - 1);
          return [at - 1, at, at + 1, at + 499, 10 * at - 1];
        }),
      ),
      ...Array.from({ length: 500 }, (_, i) => Math.floor(((i * 7919) % 1000) ** 3 * 2.1)),
      2_147_483_647,
    ].filter((price) => price <= 2_147_483_647);
    const result = await db().execute(
      sql`SELECT p AS price, price_bucket(p) AS bucket FROM unnest(${`{${prices.join(',')}}`}::int[]) AS p`,
    );
    const inSql = rowsOf<{ price: number; bucket: number }>(result);
    expect(inSql.map((row) => Number(row.bucket))).toEqual(prices.map(priceBucket));
    for (const price of prices) {
      const bucket = priceBucket(price);
      expect(bucket).toBeLessThanOrEqual(price);
      expect(bucketEnd(bucket)).toBeGreaterThan(price);
      // A bucket's end is the next bucket's start: no price falls between two buckets.
      expect(priceBucket(bucketEnd(bucket))).toBe(bucketEnd(bucket));
      // Geometric: a bucket spans at most 2.5% of its prices (one piastre each under a pound).
      if (price >= 100) expect((bucketEnd(bucket) - bucket) / bucket).toBeLessThanOrEqual(0.025);
    }
  });
});

describe('category_price_facet_counts, the facet counts per price bucket', () => {
  it('equal a fresh count of the demo catalog, and every band of every category counts what its products say', async () => {
    await expectKeptFresh();
    for (const category of await categoryIds()) {
      const prices = (
        await db().select({ price: products.price }).from(products).where(eq(products.categoryId, category))
      ).map((row) => row.price);
      if (prices.length === 0) continue;
      prices.sort((a, b) => a - b);
      const some = [0, 0.5, 1].map((share) => prices[Math.floor(share * (prices.length - 1))]!);
      await expectBandsFresh(category, bandsAround(some));
    }
  }, 240_000);

  it('stay equal to a fresh count through inserts, price changes, moves, deactivation and deletes', async () => {
    // Prices on, beside and between bucket bounds (19,800 | 20,000 | 20,500; 99,000 | 100,000 | 102,000).
    const prices = [
      19_799, 19_800, 19_999, 20_000, 20_001, 20_499, 20_500, 99_999, 100_000, 101_999, 102_000,
    ];
    const made = await addProducts(
      db(),
      prices.map((price, index) => ({
        price,
        stock: index % 4 === 0 ? 0 : 5,
        beforeDiscount: index % 3 === 0 ? price + 1_000 : null,
      })),
    );
    const [home] = await db()
      .select({ category: products.categoryId })
      .from(products)
      .where(eq(products.id, made[0]!.id));
    const [first, second] = (await categoryIds()).filter((id) => id !== home!.category);
    const [elsewhere] = await db()
      .select({ id: subCategories.id })
      .from(subCategories)
      .where(eq(subCategories.categoryId, second!))
      .limit(1);
    const bands = bandsAround([20_000, 100_000]);
    const check = async (...touched: number[]) => {
      await expectKeptFresh();
      for (const category of new Set(touched)) await expectBandsFresh(category, bands);
    };
    await check(home!.category);
    const edit = async (product: TestProduct, changes: Partial<typeof products.$inferInsert>) => {
      await db().update(products).set(changes).where(eq(products.id, product.id));
    };
    const at = (index: number) => made[index]!;

    // An order that takes some stock but not the last, or a price change within a bucket: nothing written.
    const rows = async () =>
      (await db().select({ n: sql<number>`count(*)::int` }).from(categoryPriceFacetCounts))[0]!.n;
    const before = await rows();
    await db()
      .update(products)
      .set({ stock: sql`${products.stock} - 1` })
      .where(eq(products.id, at(1).id));
    await edit(at(3), { price: 20_100 });
    expect(await rows()).toBe(before);

    await edit(at(3), { price: 20_600 }); // into the next bucket
    await check(home!.category);
    await edit(at(7), { price: 19_000 }); // down a decade and more
    await edit(at(8), { price: 10 }); // under a pound
    await check(home!.category);
    await edit(at(2), { price: 100_000, stock: 0, beforeDiscount: 120_000 }); // price, stock and sale at once
    await check(home!.category);
    await edit(at(4), { categoryId: second!, subCategoryId: elsewhere!.id }); // moved
    await edit(at(5), { categoryId: second!, subCategoryId: elsewhere!.id, price: 55_000 }); // moved and repriced
    await check(home!.category, second!);
    await edit(at(6), { isActive: false }); // deactivated
    await edit(at(6), { price: 30_000 }); // repriced while inactive: counts nowhere
    await check(home!.category);
    await edit(at(6), { isActive: true }); // back, at its new price
    await edit(at(9), { ratingAvg: 2.2 }); // another whole star
    await check(home!.category);
    await db()
      .delete(products)
      .where(inArray(products.id, [at(0).id, at(5).id]));
    await check(home!.category, second!);
    // Every product of the category repriced in one statement.
    await db()
      .update(products)
      .set({ price: sql`${products.price} * 3 + 7` })
      .where(eq(products.categoryId, home!.category));
    await check(home!.category);

    // Folding the rows together keeps every count.
    await db().execute(sql`SELECT category_price_facet_counts_compact(NULL)`);
    await check(first!, home!.category, second!);
  }, 240_000);

  it('folds a category whose rows piled up when a band is read, and its counts stay right', async () => {
    const [product] = await addProducts(db(), [{ price: 20_000 }]);
    const [home] = await db()
      .select({ category: products.categoryId })
      .from(products)
      .where(eq(products.id, product!.id));
    // Repriced across a bucket bound 520 times: two rows each time, more than a read lets pile up.
    await db().execute(
      sql.raw(`DO $$ BEGIN FOR round IN 1..520 LOOP
        UPDATE products SET price = 19900 + (round % 2) * 200 WHERE id = ${product!.id}; END LOOP; END $$`),
    );
    const rows = async () =>
      (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(categoryPriceFacetCounts)
          .where(eq(categoryPriceFacetCounts.categoryId, home!.category))
      )[0]!.n;
    const piled = await rows();
    await expectBandsFresh(home!.category, [{ price_min: 10_000, price_max: 60_000 }]);
    expect(await rows()).toBeLessThan(piled - 500);
    await expectKeptFresh();
    await expectBandsFresh(home!.category, bandsAround([19_900, 20_100]));
  }, 120_000);

  it.runIf(process.env.DATABASE_URL)(
    'stay right when products are written concurrently and folded meanwhile',
    async () => {
      const made = await addProducts(
        db(),
        Array.from({ length: 40 }, (_, i) => ({ price: 15_000 + i * 700, stock: i % 5 })),
      );
      const [home] = await db()
        .select({ category: products.categoryId })
        .from(products)
        .where(eq(products.id, made[0]!.id));
      const first = home!.category;
      const [second] = (await categoryIds()).filter((id) => id !== first);
      const [elsewhere] = await db()
        .select({ id: subCategories.id })
        .from(subCategories)
        .where(eq(subCategories.categoryId, second!))
        .limit(1);
      // Each product written by several transactions at once (the row lock orders them), every kind of change,
      // with compactions of one category and of all running between them.
      const writes = made.flatMap((product, i) => [
        () =>
          db().transaction(async (tx) => {
            await tx
              .update(products)
              .set({ price: sql`${products.price} + ${(i % 7) * 450}` })
              .where(eq(products.id, product.id));
            await tx
              .update(products)
              .set({ stock: sql`greatest(${products.stock} - 1, 0)` })
              .where(eq(products.id, product.id));
          }),
        () =>
          i % 3 === 0
            ? db()
                .update(products)
                .set({ categoryId: second!, subCategoryId: elsewhere!.id, price: sql`${products.price} * 2` })
                .where(eq(products.id, product.id))
            : db()
                .update(products)
                .set({ isActive: i % 3 !== 1, price: sql`${products.price} - 300` })
                .where(eq(products.id, product.id)),
        () =>
          i % 4 === 0
            ? db().delete(products).where(eq(products.id, product.id))
            : addProducts(db(), [{ price: 18_000 + i * 1_300 }]),
        () =>
          db().execute(
            sql`SELECT category_price_facet_counts_compact(${i % 2 === 0 ? first : null}::integer)`,
          ),
      ]);
      // Interleaved so that neighbours touch the same product and category from different connections.
      const order = writes.map((_, i) => writes[(i * 37) % writes.length]!);
      const results = await Promise.allSettled(order.map((write) => write()));
      expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
      await expectKeptFresh();
      const bands = bandsAround([15_000, 20_000, 30_000, 50_000, 100_000]);
      for (const category of [first, second!]) await expectBandsFresh(category, bands);
    },
    240_000,
  );
});

// Last: it empties the catalog this file's other tests use.
describe('a truncated catalog', () => {
  it('leaves no bucketed count behind', async () => {
    await db().execute(sql`TRUNCATE products CASCADE`);
    expect((await db().select({ n: sql<number>`count(*)::int` }).from(categoryPriceFacetCounts))[0]!.n).toBe(
      0,
    );
    await expectKeptFresh();
  });
});

import type { ProductListResponse } from '@coffee/contracts/catalog';
import type { Suggestion } from '@coffee/contracts/search';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSuggestions, products } from '../src/db/schema/index.js';
import { searchNameOf } from '../src/lib/normalize.js';
import { POPULARITY_DAYS, refreshSearchPopularity } from '../src/modules/search/popularity.js';
import type { AccountsContext } from './support/accounts.js';
import { getJson } from './support/app.js';
import { cairoAddress, shopperWith, stockOf } from './support/checkout.js';
import { addProducts, createShoppingApp, type TestProduct, updateProduct } from './support/shopping.js';

// Popularity in search (issue 23, item 4): orders of the last 90 days break ties between equal matches, after
// in-stock and before rating count; a canceled order or one older than 90 days does not count.

let ctx: AccountsContext;
const db = () => ctx.database.db;
let alpha: TestProduct;
let beta: TestProduct;
let gamma: TestProduct;

beforeAll(async () => {
  ctx = await createShoppingApp();
  // Three names that answer "zumurrud" alike (each starts with it; the same word similarity): one tier.
  [alpha, beta, gamma] = (await addProducts(db(), [
    { nameEn: 'Zumurrud Roast Alpha', nameAr: 'زمرد تحميص ألفا', stock: 20 },
    { nameEn: 'Zumurrud Roast Beta', nameAr: 'زمرد تحميص بيتا', stock: 20 },
    { nameEn: 'Zumurrud Roast Gamma', nameAr: 'زمرد تحميص جاما', stock: 4 },
  ])) as [TestProduct, TestProduct, TestProduct];
  for (const product of [alpha, beta, gamma]) {
    const searchName = searchNameOf(product.nameEn, product.nameAr);
    await db()
      .update(products)
      .set({ searchName, searchText: searchName })
      .where(eq(products.id, product.id));
  }
});
afterAll(() => ctx.close());

async function order(product: TestProduct, quantity: number) {
  const { checkout } = await shopperWith(ctx, [[product, quantity]]);
  const placed = await checkout.place({
    address: await cairoAddress(db()),
    payment_method: 'cod',
    use_wallet: false,
  });
  expect(placed.status).toBe(201);
  return { checkout, number: placed.body.data.number };
}

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
const ours = (found: number[]) => found.filter((id) => [alpha.id, beta.id, gamma.id].includes(id));

async function searchPage(lang: string) {
  const { status, body } = await getJson<ProductListResponse>(ctx.app, '/products', {
    query: 'zumurrud',
    lang,
    per_page: '50',
  });
  expect(status).toBe(200);
  return ours(ids(body.data));
}

async function suggestions(q: string, lang: string) {
  const { status, body } = await getJson<{ data: Suggestion[] }>(ctx.app, '/autocomplete', { q, lang });
  expect(status).toBe(200);
  return ours(ids(body.data));
}

async function figures() {
  const rows = await db()
    .select({ id: products.id, recentOrders: products.recentOrders })
    .from(products)
    .where(inArray(products.id, [alpha.id, beta.id, gamma.id]));
  const suggested = await db()
    .select({ id: productSuggestions.productId, recentOrders: productSuggestions.recentOrders })
    .from(productSuggestions)
    .where(inArray(productSuggestions.productId, [alpha.id, beta.id, gamma.id]));
  const of = (list: { id: number; recentOrders: number }[]) =>
    Object.fromEntries(list.map((row) => [row.id, row.recentOrders]));
  expect(of(suggested), 'product_suggestions copies the figure').toEqual(of(rows));
  return of(rows);
}

describe('popularity: orders of the last 90 days', () => {
  it('ranks the product ordered more first, in autocomplete and on the search page; sold out stays below', async () => {
    // Gamma sells out over two orders; Alpha is ordered once.
    await order(gamma, 2);
    await order(gamma, 2);
    expect(await stockOf(db(), gamma)).toBe(0);
    await order(alpha, 1);
    // Beta is ordered twice, then both orders are canceled: they do not count.
    for (const placed of [await order(beta, 3), await order(beta, 3)]) {
      expect((await placed.checkout.cancel(placed.number)).status).toBe(200);
    }
    // Before the refresh: newest first among equals (Beta above Alpha), sold-out Gamma last.
    for (const lang of ['en-US', 'ar-SA']) {
      expect(await searchPage(lang), `before the refresh (${lang})`).toEqual([beta.id, alpha.id, gamma.id]);
    }

    const changed = await refreshSearchPopularity(ctx.app, ctx.clock.now());
    expect(changed.sort((a, b) => a - b)).toEqual([alpha.id, gamma.id].sort((a, b) => a - b));
    expect(await figures()).toEqual({ [alpha.id]: 1, [beta.id]: 0, [gamma.id]: 2 });
    // A second run finds nothing to change.
    expect(await refreshSearchPopularity(ctx.app, ctx.clock.now())).toEqual([]);

    // Gamma was ordered most but is sold out: never above an equal product in stock.
    for (const lang of ['en-US', 'ar-SA']) {
      expect(await searchPage(lang), `search page (${lang})`).toEqual([alpha.id, beta.id, gamma.id]);
    }
    expect(await suggestions('zumurrud', 'en-US')).toEqual([alpha.id, beta.id, gamma.id]);
    expect(await suggestions('زمرد', 'ar-SA')).toEqual([alpha.id, beta.id, gamma.id]);
  });

  it('stops counting an order once it is older than 90 days', async () => {
    const day = 86_400_000;
    const later = (days: number) => new Date(ctx.clock.now().getTime() + days * day);
    // Still inside the window a day before it closes.
    expect(await refreshSearchPopularity(ctx.app, later(POPULARITY_DAYS - 1))).toEqual([]);
    const changed = await refreshSearchPopularity(ctx.app, later(POPULARITY_DAYS + 1));
    expect(changed.sort((a, b) => a - b)).toEqual([alpha.id, gamma.id].sort((a, b) => a - b));
    expect(await figures()).toEqual({ [alpha.id]: 0, [beta.id]: 0, [gamma.id]: 0 });
    // Back to newest first among equals.
    expect(await searchPage('en-US')).toEqual([beta.id, alpha.id, gamma.id]);
    expect(await suggestions('zumurrud roast', 'en-US')).toEqual([beta.id, alpha.id, gamma.id]);
  });
});

describe('in stock before sold out in autocomplete', () => {
  it('suggests an equal product in stock before sold-out ones, however many of those are newer', async () => {
    // One older product in stock, then 20 newer sold-out ones of the same name: more than a tier reads.
    const [kept] = await addProducts(db(), [
      { nameEn: 'Yaqut Roast Kept', nameAr: 'ياقوت تحميص باق', stock: 5 },
    ]);
    const gone = await addProducts(
      db(),
      Array.from({ length: 20 }, (_, index) => ({
        nameEn: `Yaqut Roast Gone ${index}`,
        nameAr: `ياقوت تحميص نفد ${index}`,
        stock: 0,
      })),
    );
    for (const product of [kept!, ...gone]) {
      const searchName = searchNameOf(product.nameEn, product.nameAr);
      await db()
        .update(products)
        .set({ searchName, searchText: searchName })
        .where(eq(products.id, product.id));
    }
    for (const [q, lang] of [
      ['yaqut', 'en-US'],
      ['ياقوت', 'ar-SA'],
    ] as const) {
      const { body } = await getJson<{ data: Suggestion[] }>(ctx.app, '/autocomplete', { q, lang });
      expect(body.data.map((suggestion) => suggestion.id)[0], q).toBe(kept!.id);
    }
    // The suggestion's copy follows the stock when the product sells out and when it comes back.
    const inStock = async () =>
      (
        await db()
          .select({ inStock: productSuggestions.inStock })
          .from(productSuggestions)
          .where(eq(productSuggestions.productId, kept!.id))
      )[0]?.inStock;
    await updateProduct(db(), kept!, { stock: 0 });
    expect(await inStock()).toBe(false);
    await updateProduct(db(), kept!, { stock: 3 });
    expect(await inStock()).toBe(true);
  });
});

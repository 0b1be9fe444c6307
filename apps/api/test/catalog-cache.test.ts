import { type AddressInfo, createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema/index.js';
import { searchNameOf } from '../src/lib/normalize.js';
import { type AccountsContext, call, createAccountsApp } from './support/accounts.js';
import { makeTeam, placeOrder, type Team } from './support/backoffice.js';
import { checkoutOf } from './support/checkout.js';
import { addProduct, createShoppingApp } from './support/shopping.js';

// The storefront's catalog answers are cached (docs/decisions/0014-catalog-caches.md); what a shopper must
// never notice is staleness after a change the API made: an order, a cancel, a back-office edit. Runs on the
// in-process cache with PGlite and on Redis with PostgreSQL when REDIS_URL is set.

let ctx: AccountsContext;
let team: Team;
beforeAll(async () => {
  ctx = await createShoppingApp();
  team = await makeTeam(ctx);
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const LANGS = ['en-US', 'ar-SA'] as const;

type Listing = {
  data: { id: number; stock: number; price: number; name: string }[];
  meta: { total: number };
  filters: { key: string; options: { id: string | number; count: number }[] }[];
};
const list = (query: Record<string, string>) =>
  call<Listing>(ctx.app, 'GET', '/products', { query }).then((answer) => {
    expect(answer.status).toBe(200);
    return answer.body;
  });
const inStockCount = (listing: Listing) =>
  listing.filters.find((filter) => filter.key === 'availability')!.options.find((o) => o.id === 'in_stock')!
    .count;
const productPage = (id: number, lang: string) =>
  call<{ data: { stock: number; price: number; beforeDiscount: number | null } }>(
    ctx.app,
    'GET',
    `/product/${id}`,
    { query: { lang } },
  ).then((answer) => {
    expect(answer.status).toBe(200);
    return answer.body.data;
  });

/** A product only this test's searches find: its name carries a word of its own. */
async function ownProduct(stock: number) {
  const word = `cachetest${Math.random().toString(36).slice(2, 8)}`;
  const names = { nameEn: `Beans ${word}`, nameAr: `بن ${word}` };
  const product = await addProduct(db(), { ...names, stock });
  // Made searchable before anything reads it, as the back office's product form does.
  const searchName = searchNameOf(names.nameEn, names.nameAr);
  await db().update(products).set({ searchName, searchText: searchName }).where(eq(products.id, product.id));
  return { product, word };
}

describe('catalog caches stay correct', () => {
  it('drops a product sold out by an order from the in-stock list and its count at once, in both languages', async () => {
    const { product, word } = await ownProduct(2);
    for (const lang of LANGS) {
      // Read twice: the second answer comes from the cache.
      await list({ query: word, in_stock: 'true', lang });
      const before = await list({ query: word, in_stock: 'true', lang });
      expect(before.data.map((card) => card.id)).toEqual([product.id]);
      expect(inStockCount(await list({ query: word, lang }))).toBe(1);
      expect((await productPage(product.id, lang)).stock).toBe(2);
    }

    const { order, buyer } = await placeOrder(ctx, [[product, 2]]);

    for (const lang of LANGS) {
      const after = await list({ query: word, in_stock: 'true', lang });
      expect(after.data).toEqual([]);
      expect(after.meta.total).toBe(0);
      const all = await list({ query: word, lang });
      expect(inStockCount(all)).toBe(0);
      expect(all.data.map((card) => [card.id, card.stock])).toEqual([[product.id, 0]]);
      expect((await productPage(product.id, lang)).stock).toBe(0);
    }

    // The shopper cancels: the stock is back on the list and the product's page just as fast.
    const canceled = await checkoutOf(() => ctx, buyer).cancel(order.number);
    expect(canceled.status).toBe(200);
    for (const lang of LANGS) {
      expect((await list({ query: word, in_stock: 'true', lang })).data.map((card) => card.id)).toEqual([
        product.id,
      ]);
      expect((await productPage(product.id, lang)).stock).toBe(2);
    }
  });

  it('shows a back-office price edit on the next list and product page read', async () => {
    const { product, word } = await ownProduct(5);
    for (const lang of LANGS) {
      expect((await list({ query: word, lang })).data[0]!.price).toBe(product.price);
      expect((await productPage(product.id, lang)).price).toBe(product.price);
    }
    const edited = await call(ctx.app, 'PUT', `/admin/products/${product.id}/pricing`, {
      token: team.staff.token,
      body: { price: 12_500, before_discount: 15_000, stock: 5, is_active: true },
    });
    expect(edited.status).toBe(200);
    for (const lang of LANGS) {
      expect((await list({ query: word, lang })).data[0]!.price).toBe(12_500);
      expect(await productPage(product.id, lang)).toMatchObject({ price: 12_500, beforeDiscount: 15_000 });
    }
  });

  it('answers the same text for a cached page as for the first, computed one', async () => {
    const url = '/products?category=1&page=2&lang=ar-SA';
    const first = await ctx.app.inject({ method: 'GET', url });
    const second = await ctx.app.inject({ method: 'GET', url });
    expect(second.statusCode).toBe(200);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);
    expect(JSON.parse(second.body).data.length).toBeGreaterThan(0);
  });
});

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// Only a PostgreSQL-backed API shares its cache through Redis (an embedded database has one process).
describe.runIf(process.env.DATABASE_URL)('catalog answers while Redis is unreachable', () => {
  let down: AccountsContext;
  beforeAll(async () => {
    down = await createAccountsApp({
      database: ctx.database,
      env: { REDIS_URL: `redis://127.0.0.1:${await closedPort()}` },
    });
  });
  afterAll(() => down.close());

  it('answers lists, suggestions and product pages as fast as without a cache, and sees orders at once', async () => {
    const { product, word } = await ownProduct(1);
    for (const url of [
      '/products?category=1&lang=ar-SA',
      `/product/${product.id}`,
      '/autocomplete?q=espresso',
    ]) {
      const started = performance.now();
      const answer = await down.app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(200);
      expect(performance.now() - started).toBeLessThan(1_000);
    }
    await placeOrder(down, [[product, 1]]);
    const after = await call<Listing>(down.app, 'GET', '/products', {
      query: { query: word, in_stock: 'true' },
    });
    expect(after.body.data).toEqual([]);
  });
});

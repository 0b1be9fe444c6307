import type { ProductCard } from '@coffee/contracts/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema/index.js';
import { allProducts, expectClientError, ids, listProducts, type Query } from './support/api.js';
import { createTestApp, type TestContext } from './support/app.js';
import { type ApiLang, demoProducts, LANGS, normalize } from './support/seed.js';

/** Whether cards come in ascending (or descending) order of `key`; ties are fine. */
function isSorted(cards: ProductCard[], key: (card: ProductCard) => number, direction: 'asc' | 'desc') {
  const values = cards.map(key);
  return values.every((v, i) => i === 0 || (direction === 'asc' ? values[i - 1]! <= v : values[i - 1]! >= v));
}

describe('GET /products: sorting and bad parameters', () => {
  let ctx: TestContext;
  /** Creation time of every product: the truth behind "newest", which cards do not carry. */
  let createdAt: Map<number, number>;
  beforeAll(async () => {
    ctx = await createTestApp();
    const rows = await ctx.database.db.select({ id: products.id, at: products.createdAt }).from(products);
    createdAt = new Map(rows.map((row) => [row.id, row.at.getTime()]));
  });
  afterAll(() => ctx.close());

  const sorted = (sort: string, lang: ApiLang = 'en-US', extra: Record<string, string> = {}) =>
    allProducts(ctx.app, { sort, lang, ...extra });

  it('sorts by price, cheapest or dearest first, across every page', async () => {
    for (const lang of LANGS) {
      const ascending = await sorted('price_asc', lang);
      expect(ascending).toHaveLength(demoProducts.length);
      expect(isSorted(ascending, (card) => card.price, 'asc')).toBe(true);
      const descending = await sorted('price_desc', lang);
      expect(isSorted(descending, (card) => card.price, 'desc')).toBe(true);
      expect(descending[0]!.price).toBeGreaterThan(ascending[0]!.price);
    }
    const offers = await sorted('price_asc', 'ar-SA', { on_sale: 'true', in_stock: 'true' });
    expect(offers.length).toBeGreaterThan(3);
    expect(isSorted(offers, (card) => card.price, 'asc')).toBe(true);
  });

  it('sorts top_rated by rating, best first', async () => {
    for (const lang of LANGS) {
      const cards = await sorted('top_rated', lang);
      expect(cards).toHaveLength(demoProducts.length);
      expect(isSorted(cards, (card) => card.rate, 'desc')).toBe(true);
      expect(cards[0]!.rate).toBeGreaterThan(cards.at(-1)!.rate);
    }
  });

  it('sorts newest first, and does so by default when there is no search text', async () => {
    const newest = await sorted('newest');
    expect(newest).toHaveLength(demoProducts.length);
    expect(isSorted(newest, (card) => createdAt.get(card.id)!, 'desc')).toBe(true);
    expect(ids(await allProducts(ctx.app, { lang: 'ar-SA' }))).toEqual(ids(newest));
    expect(ids(await sorted('relevance'))).toEqual(ids(newest));
  });

  // A shopper who types "coffee" expects the products called "Coffee …" before those that mention coffee
  // somewhere; in Arabic the same for "قهوة …".
  const relevanceCases: [ApiLang, string][] = [
    ['en-US', 'coffee'],
    ['ar-SA', 'قهوة'],
  ];
  for (const [lang, word] of relevanceCases) {
    it(`ranks names that start with the search text first (${lang}, "${word}")`, async () => {
      const cards = await sorted('relevance', lang, { query: word });
      const startsWith = (card: ProductCard) => normalize(card.name).startsWith(normalize(word));
      const leading = cards.findIndex((card) => !startsWith(card));
      expect(cards.filter(startsWith).length).toBeGreaterThan(0);
      expect(leading).toBeGreaterThan(0);
      const late = cards.slice(leading).filter(startsWith);
      expect(late.map((card) => card.name)).toEqual([]);
    });
  }

  it('sorts by relevance by default when searching', async () => {
    for (const query of ['coffee', 'قهوة']) {
      const byDefault = await allProducts(ctx.app, { query });
      expect(ids(byDefault)).toEqual(ids(await sorted('relevance', 'en-US', { query })));
      expect(ids(byDefault)).not.toEqual(ids(await sorted('newest', 'en-US', { query })));
    }
  });

  for (const lang of LANGS) {
    it(`refuses per_page over 100 with a 400 in ${lang}`, async () => {
      const error = expectClientError(await listProducts(ctx.app, { per_page: '101', lang }), 400, lang);
      expect(error.messages).toHaveLength(1);
      expect(error.messages![0]).toMatch(/per_page/);
      // The limit in the reader's digits: Arabic-Indic on an Arabic answer.
      expect(error.messages![0]).toMatch(lang === 'ar-SA' ? /١٠٠/ : /100/);
      expect((await listProducts(ctx.app, { per_page: '100', lang })).status).toBe(200);
    });

    it(`refuses parameters that are not numbers, naming each (${lang})`, async () => {
      for (const [field, value] of [
        ['per_page', 'abc'],
        ['page', 'two'],
        ['category', 'coffee'],
        ['subCategory', '1.5'],
        ['seller', '-3'],
        ['price_min', 'cheap'],
        ['price_max', '1e999'],
        ['rating', 'high'],
        ['brand', '1,x'],
      ] as const) {
        const error = expectClientError(await listProducts(ctx.app, { [field]: value, lang }), 400, lang);
        expect(error.messages?.join(' ')).toContain(field);
      }
    });

    it(`refuses price_min above price_max, saying so in ${lang}`, async () => {
      const response = await listProducts(ctx.app, { price_min: '50000', price_max: '10000', lang });
      const error = expectClientError(response, 400, lang);
      expect(error.messages?.join(' ')).toMatch(/price_min/);
      const equal = await listProducts(ctx.app, { price_min: '50000', price_max: '50000', lang });
      expect(equal.status).toBe(200);
    });
  }

  it('refuses values out of range or unknown, with the allowed ones where there is a list', async () => {
    const sort = expectClientError(await listProducts(ctx.app, { sort: 'cheapest' }), 400);
    expect(sort.messages?.join(' ')).toMatch(/newest.*price_asc.*price_desc.*top_rated/);
    const queries: Query[] = [
      { page: '0' },
      { per_page: '0' },
      { rating: '6' },
      { rating: '0' },
      { price_min: '-1' },
      { in_stock: 'yes' },
      { on_sale: 'maybe' },
      { lang: 'fr-FR' },
      { query: 'x'.repeat(101) },
      { brand: Array.from({ length: 51 }, (_, i) => String(i + 1)) },
    ];
    for (const query of queries) expectClientError(await listProducts(ctx.app, query), 400);
  });

  // Odd but well-formed input: a 400 that says what to fix, or an answer; never a 500.
  const hostile: [string, Query][] = [
    ['a price_min beyond a 32-bit integer', { price_min: '3000000000' }],
    ['a price_max beyond a 32-bit integer', { price_max: '2147483648' }],
    ['search text holding a NUL character', { query: 'coffee\u0000' }],
    ['search text of LIKE wildcards', { query: '%_\\' }],
    ['search text of an emoji and a direction mark', { query: '\u{1F600}\u200F' }],
    ['the largest id there can be', { category: '2147483647', seller: '2147483647' }],
  ];
  for (const [name, query] of hostile) {
    it(`never answers ${name} with a 500`, async () => {
      const response = await listProducts(ctx.app, query);
      expect(response.status).not.toBe(500);
      if (response.status >= 400) expectClientError(response, response.status);
    });
  }
});

import type { ProductCard } from '@coffee/contracts/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema/index.js';
import { allProducts, expectClientError, ids, listProducts } from './support/api.js';
import { createTestApp, getJson, type TestContext } from './support/app.js';
import { type ApiLang, demoProducts, inLang, LANGS, seedProduct } from './support/seed.js';

const MAX_LIMIT = 48;
const discount = (card: ProductCard) => (card.beforeDiscount! - card.price) / card.beforeDiscount!;

describe('GET /products/{featured|top-rated|most-recent|offers}', () => {
  let ctx: TestContext;
  let createdAt: Map<number, number>;
  let catalog: ProductCard[];
  beforeAll(async () => {
    ctx = await createTestApp();
    const rows = await ctx.database.db.select({ id: products.id, at: products.createdAt }).from(products);
    createdAt = new Map(rows.map((row) => [row.id, row.at.getTime()]));
    catalog = await allProducts(ctx.app, {});
  });
  afterAll(() => ctx.close());

  const collection = async (slug: string, lang: ApiLang, limit?: number) => {
    const { status, body } = await getJson<{ data: ProductCard[] }>(ctx.app, `/products/${slug}`, {
      lang,
      ...(limit && { limit: String(limit) }),
    });
    expect(status, slug).toBe(200);
    for (const card of body.data) {
      const seed = seedProduct(card.slug);
      expect(card.name).toBe(inLang(lang, seed.name_en, seed.name_ar));
      expect(card.has_variants, card.slug).toBe((seed.variants ?? []).length > 0);
    }
    return body.data;
  };

  for (const lang of LANGS) {
    it(`lists the featured products, and only them (${lang})`, async () => {
      const featured = demoProducts.filter((p) => p.featured).map((p) => p.slug);
      expect(featured.length).toBeLessThanOrEqual(MAX_LIMIT);
      const all = await collection('featured', lang, MAX_LIMIT);
      expect(all.map((card) => card.slug).sort()).toEqual([...featured].sort());
      const firstTwelve = await collection('featured', lang);
      expect(firstTwelve).toHaveLength(12);
      expect(ids(firstTwelve)).toEqual(ids(all).slice(0, 12));
    });

    it(`lists top-rated products best first (${lang})`, async () => {
      const top = await collection('top-rated', lang, MAX_LIMIT);
      expect(top).toHaveLength(MAX_LIMIT);
      expect(top.every((card, i) => i === 0 || top[i - 1]!.rate >= card.rate)).toBe(true);
      // A product needs a few reviews to count as top rated; none of those rated above the list is left out.
      const lowest = top.at(-1)!.rate;
      const missing = catalog.filter(
        (c) => c.rate > lowest && c.reviews_count >= 3 && !ids(top).includes(c.id),
      );
      expect(missing.map((card) => card.slug)).toEqual([]);
      expect(top[0]!.rate).toBeGreaterThanOrEqual(4.5);
    });

    it(`lists offers: discounted, in stock, biggest discount first (${lang})`, async () => {
      const offers = await collection('offers', lang, MAX_LIMIT);
      expect(offers.length).toBeGreaterThan(12);
      for (const card of offers) {
        expect(card.beforeDiscount).not.toBeNull();
        expect(card.beforeDiscount!).toBeGreaterThan(card.price);
        expect(card.stock).toBeGreaterThan(0);
      }
      expect(offers.every((card, i) => i === 0 || discount(offers[i - 1]!) >= discount(card))).toBe(true);
      const smallest = discount(offers.at(-1)!);
      const missing = catalog.filter(
        (c) =>
          c.beforeDiscount !== null && c.stock > 0 && discount(c) > smallest && !ids(offers).includes(c.id),
      );
      expect(missing.map((card) => card.slug)).toEqual([]);
    });

    it(`lists the most recent products newest first (${lang})`, async () => {
      const recent = await collection('most-recent', lang, MAX_LIMIT);
      expect(recent).toHaveLength(MAX_LIMIT);
      const times = recent.map((card) => createdAt.get(card.id)!);
      expect(times.every((time, i) => i === 0 || times[i - 1]! >= time)).toBe(true);
      const newest = Math.max(...createdAt.values());
      expect(times[0]).toBe(newest);
    });

    it(`gives the default list for /products/ (${lang})`, async () => {
      const list = await collection('', lang);
      expect(list).toHaveLength(12);
      const newestFirst = await listProducts(ctx.app, { lang, sort: 'newest', per_page: '12' });
      expect(ids(list)).toEqual(ids(newestFirst.body.data));
    });

    it(`answers an unknown list with a 404 in ${lang}`, async () => {
      const response = await getJson(ctx.app, '/products/best-sellers', { lang });
      expect(expectClientError(response, 404, lang).code).toBe('NOT_FOUND');
    });
  }

  it('refuses a limit out of range', async () => {
    for (const limit of ['0', '49', 'many']) {
      const response = await getJson(ctx.app, '/products/featured', { limit, lang: 'ar-SA' });
      expect(expectClientError(response, 400, 'ar-SA').messages?.join(' ')).toContain('limit');
    }
  });
});

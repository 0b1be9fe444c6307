import type { ProductDetail, Variant } from '@coffee/contracts/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClientError, ids } from './support/api.js';
import { createTestApp, getJson, type TestContext } from './support/app.js';
import { type CatalogIndex, indexCatalog } from './support/catalog.js';
import {
  type ApiLang,
  ARABIC,
  demoProducts,
  inLang,
  LANGS,
  piastres,
  type SeedProduct,
  seedCategory,
  seedProduct,
  seedSeller,
  seedSubCategory,
} from './support/seed.js';

/** Products that between them show every part of a detail page: each kind of variant, none, a sale, no stock, kg. */
const SAMPLE: SeedProduct[] = [
  demoProducts.find((p) => p.variants?.[0]?.kind === 'grind')!,
  demoProducts.find((p) => p.variants?.[0]?.kind === 'size')!,
  demoProducts.find((p) => p.variants?.[0]?.kind === 'color')!,
  demoProducts.find((p) => !p.variants && (p.before_discount_egp ?? 0) > p.price_egp)!,
  demoProducts.find((p) => p.stock === 0)!,
  demoProducts.find((p) => p.weight.unit === 'kg')!,
  demoProducts.find((p) => p.seller === 'gift-corner')!,
];

describe('GET /product/:id and /variants/:id', () => {
  let ctx: TestContext;
  let ix: CatalogIndex;
  beforeAll(async () => {
    ctx = await createTestApp();
    ix = await indexCatalog(ctx.app);
  });
  afterAll(() => ctx.close());

  const idOf = (slug: string) => [...ix.cards.values()].find((card) => card.slug === slug)!.id;
  const detail = async (id: number, lang: ApiLang) => {
    const response = await getJson<{ data: ProductDetail }>(ctx.app, `/product/${id}`, { lang });
    expect(response.status).toBe(200);
    return response.body.data;
  };

  for (const lang of LANGS) {
    it(`shows a product's page as the seed describes it, in ${lang}`, async () => {
      for (const seed of SAMPLE) {
        const product = await detail(idOf(seed.slug), lang);
        const card = ix.cards.get(product.id)!;
        expect(product.slug).toBe(seed.slug);
        expect(product.has_variants).toBe((seed.variants ?? []).length > 0);
        expect(card.has_variants).toBe(product.has_variants);
        expect(product.name).toBe(inLang(lang, seed.name_en, seed.name_ar));
        expect(product.description).toBe(inLang(lang, seed.description_en, seed.description_ar));
        expect([product.price, product.beforeDiscount, product.stock]).toEqual([
          card.price,
          card.beforeDiscount,
          card.stock,
        ]);
        expect([product.weight, product.weight_unit]).toEqual([seed.weight.value, seed.weight.unit]);
        expect(product.images).toEqual(card.images);
        expect(product.img).toBe(product.images[0]);
        const category = seedCategory(seed.category);
        const sub = seedSubCategory(seed);
        expect(product.category).toEqual({
          id: ix.categoryId(seed.category),
          name: inLang(lang, category.name_en, category.name_ar),
        });
        expect(product.sub_category).toEqual({
          id: ix.subCategoryId(seed.category, seed.sub_category),
          name: inLang(lang, sub.name_en, sub.name_ar),
        });
        const seller = seedSeller(seed.seller);
        expect(product.seller).toMatchObject({
          id: ix.sellerId(seed.seller),
          name: inLang(lang, seller.name_en, seller.name_ar),
          is_coffee_shop: seller.is_coffee_shop,
        });
        expect(product.seller.logo).toMatch(/^\/media\//);
        expect(
          product.variants.map(({ kind, name, price, stock, product_id }) => ({
            kind,
            name,
            price,
            stock,
            product_id,
          })),
        ).toEqual(
          (seed.variants ?? []).map((v) => ({
            kind: v.kind,
            name: inLang(lang, v.name_en, v.name_ar),
            price: piastres(v.price_egp),
            stock: v.stock,
            product_id: product.id,
          })),
        );
      }
    });

    it(`summarises ratings and shows reviews in the page's language first (${lang})`, async () => {
      let reviewed = 0;
      for (const seed of SAMPLE) {
        const { rating_summary: summary, reviews, rate, reviews_count } = await detail(idOf(seed.slug), lang);
        expect(summary.distribution).toHaveLength(5);
        expect(summary.distribution.reduce((sum, n) => sum + n, 0)).toBe(summary.count);
        expect(summary.count).toBe(reviews_count);
        expect(summary.average).toBe(rate);
        if (summary.count === 0) {
          expect(reviews).toEqual([]);
          continue;
        }
        reviewed++;
        const mean = summary.distribution.reduce((sum, n, i) => sum + n * (i + 1), 0) / summary.count;
        expect(Math.abs(summary.average - mean)).toBeLessThanOrEqual(0.05 + 1e-9);
        expect(reviews).toHaveLength(Math.min(10, summary.count));
        for (const review of reviews) {
          expect(review.rating).toBeGreaterThanOrEqual(1);
          expect(review.rating).toBeLessThanOrEqual(5);
          expect(review.author.length).toBeGreaterThan(0);
          expect(Date.parse(review.created_at)).toBeLessThanOrEqual(Date.now());
        }
        const inPageLanguage = reviews.map((review) => ARABIC.test(review.body) === (lang === 'ar-SA'));
        expect(inPageLanguage).toEqual([...inPageLanguage].sort((a, b) => Number(b) - Number(a)));
      }
      expect(reviewed).toBeGreaterThan(2);
    });

    it(`relates products of the same category, the same sub-category first, never itself (${lang})`, async () => {
      for (const seed of SAMPLE) {
        const product = await detail(idOf(seed.slug), lang);
        expect(product.related.length).toBeGreaterThan(0);
        expect(product.related.length).toBeLessThanOrEqual(12);
        expect(ids(product.related)).not.toContain(product.id);
        expect(new Set(ids(product.related)).size).toBe(product.related.length);
        const sameSub = product.related.map((card) => {
          const related = seedProduct(card.slug);
          expect(card.name).toBe(inLang(lang, related.name_en, related.name_ar));
          expect(card.has_variants).toBe((related.variants ?? []).length > 0);
          expect(related.category).toBe(seed.category);
          return related.sub_category === seed.sub_category;
        });
        expect(sameSub).toEqual([...sameSub].sort((a, b) => Number(b) - Number(a)));
      }
    });

    it(`answers an unknown product or variant with a 404 in ${lang}`, async () => {
      for (const path of ['/product/999999', '/variants/999999']) {
        const error = expectClientError(await getJson(ctx.app, path, { lang }), 404, lang);
        expect(error.code).toBe('NOT_FOUND');
      }
    });
  }

  it('gives each variant on its own, in the language asked', async () => {
    const seed = SAMPLE[1]!;
    for (const lang of LANGS) {
      const { variants } = await detail(idOf(seed.slug), lang);
      expect(variants.length).toBeGreaterThan(1);
      for (const variant of variants) {
        const response = await getJson<{ data: Variant }>(ctx.app, `/variants/${variant.id}`, { lang });
        expect(response.status).toBe(200);
        expect(response.body.data).toEqual(variant);
      }
    }
  });

  it('refuses ids that are not positive whole numbers with a 400 naming the id', async () => {
    for (const id of ['abc', '1.5', '-1', '99999999999']) {
      for (const path of [`/product/${id}`, `/variants/${id}`]) {
        const error = expectClientError(await getJson(ctx.app, path, { lang: 'ar-SA' }), 400, 'ar-SA');
        expect(error.messages?.join(' ')).toContain('id');
      }
    }
  });

  it('does not tell a client that id 0 is allowed when refusing it', async () => {
    const error = expectClientError(await getJson(ctx.app, '/product/0'), 400);
    expect(error.messages).toHaveLength(1);
    expect(error.messages![0]).toContain('id');
    expect(error.messages![0]).not.toMatch(/at least 0\b/);
  });
});

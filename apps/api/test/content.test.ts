import type { Brand, Category, ProductDetail } from '@coffee/contracts/catalog';
import type { Banner, ShippingStep } from '@coffee/contracts/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClientError, listProducts } from './support/api.js';
import { createTestApp, getJson, type TestContext } from './support/app.js';
import {
  advertisements,
  brands,
  demoProducts,
  inLang,
  LANGS,
  type SeedBanner,
  shippingSteps,
  sliders,
} from './support/seed.js';

describe('brands, sliders, advertisements and shipping steps', () => {
  let ctx: TestContext;
  let categoryIds: Map<string, number>;
  beforeAll(async () => {
    ctx = await createTestApp();
    const { body } = await getJson<{ data: Category[] }>(ctx.app, '/categories');
    categoryIds = new Map(body.data.map((category) => [category.slug, category.id]));
  });
  afterAll(() => ctx.close());

  const get = async <T>(path: string, query: Record<string, string>) => {
    const response = await getJson<{ data: T[] }>(ctx.app, path, query);
    expect(response.status, path).toBe(200);
    return response.body.data;
  };

  /** A banner's link must open a page that exists: a category or product of the catalog, or a known page. */
  const expectLinkTo = async (link: string, seed: SeedBanner['link']) => {
    switch (seed.kind) {
      case 'category':
        expect(link).toBe(`/products?category=${categoryIds.get(seed.slug!)}`);
        expect(
          (await listProducts(ctx.app, { category: String(categoryIds.get(seed.slug!)) })).body.meta.total,
        ).toBeGreaterThan(0);
        return;
      case 'product': {
        const id = /^\/single-product\/(\d+)$/.exec(link)?.[1];
        expect(id, link).toBeDefined();
        const product = await getJson<{ data: ProductDetail }>(ctx.app, `/product/${id}`);
        expect(product.status).toBe(200);
        expect(product.body.data.slug).toBe(seed.slug);
        return;
      }
      case 'offers':
        expect(link).toBe('/offers');
        return;
      case 'coffee-shops':
        expect(link).toBe('/coffe-shops');
    }
  };

  for (const lang of LANGS) {
    it(`lists every brand, named in ${lang}, with the number of products it has`, async () => {
      const list = await get<Brand>('/brands', { lang });
      expect(list.map((brand) => brand.slug).sort()).toEqual(brands.map((brand) => brand.slug).sort());
      for (const brand of list) {
        const seed = brands.find((candidate) => candidate.slug === brand.slug)!;
        expect(brand.name).toBe(inLang(lang, seed.name_en, seed.name_ar));
        expect(brand.country).toBe(inLang(lang, seed.country_en, seed.country_ar));
        expect(brand.logo).toMatch(/^\/media\//);
        expect(brand.products_count).toBe(demoProducts.filter((p) => p.brand === seed.slug).length);
      }
      const [busiest] = [...list].sort((a, b) => b.products_count - a.products_count);
      const filtered = await listProducts(ctx.app, { brand: String(busiest!.id), per_page: '1' });
      expect(filtered.body.meta.total).toBe(busiest!.products_count);
    });

    for (const [path, seedBanners] of [
      ['/sliders', sliders],
      ['/advertisements', advertisements],
    ] as const) {
      it(`lists ${path} in order, in ${lang}, linking to pages that exist`, async () => {
        const banners = await get<Banner>(path, { lang });
        expect(banners).toHaveLength(seedBanners.length);
        for (const [index, banner] of banners.entries()) {
          const seed = seedBanners[index]!;
          expect(banner.title).toBe(inLang(lang, seed.title_en, seed.title_ar));
          expect(banner.subtitle).toBe(inLang(lang, seed.subtitle_en, seed.subtitle_ar));
          expect(banner.image).toMatch(/^\/media\/.+\.\w+$/);
          await expectLinkTo(banner.link, seed.link);
        }
      });
    }

    it(`lists the shipping steps in order, in ${lang}`, async () => {
      const steps = await get<ShippingStep>('/shipping-steps', { lang });
      expect(steps.map(({ title, description, icon }) => ({ title, description, icon }))).toEqual(
        shippingSteps.map((step) => ({
          title: inLang(lang, step.title_en, step.title_ar),
          description: inLang(lang, step.description_en, step.description_ar),
          icon: step.icon,
        })),
      );
    });
  }

  it('speaks English by default and refuses an unknown language with a clean 400', async () => {
    for (const path of ['/brands', '/sliders', '/advertisements', '/shipping-steps']) {
      const byDefault = await getJson(ctx.app, path);
      expect(byDefault.body).toEqual((await getJson(ctx.app, path, { lang: 'en-US' })).body);
      expectClientError(await getJson(ctx.app, path, { lang: 'fr' }), 400);
    }
  });
});

import type { ProductCard } from '@coffee/contracts/catalog';
import type { SellerSummary, VendorDetails } from '@coffee/contracts/sellers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClientError, ids, type Query, walkPages } from './support/api.js';
import { createTestApp, getJson, type TestContext } from './support/app.js';
import { type CatalogIndex, indexCatalog } from './support/catalog.js';
import {
  type ApiLang,
  demoProducts,
  inLang,
  LANGS,
  locations,
  normalize,
  searchableText,
  seedProduct,
  sellers,
} from './support/seed.js';

const coffeeShops = sellers.filter((seller) => seller.is_coffee_shop);
const governorate = (code: string) => locations.governorates.find((g) => g.code === code)!;
const productsOf = (slug: string) => demoProducts.filter((product) => product.seller === slug);

describe('coffee shops and seller pages', () => {
  let ctx: TestContext;
  let ix: CatalogIndex;
  beforeAll(async () => {
    ctx = await createTestApp();
    ix = await indexCatalog(ctx.app);
  });
  afterAll(() => ctx.close());

  const shops = (query: Query, perPage = 100) =>
    walkPages<SellerSummary>(ctx.app, '/coffee-shops', query, perPage).then((walk) => walk.items);
  const vendorProducts = (id: number, query: Query, perPage: number) =>
    walkPages<ProductCard>(
      ctx.app,
      `/vendor_details/${id}`,
      query,
      perPage,
      (body: VendorDetails) => body.data.products,
    );
  const slugs = (items: { slug: string }[]) => items.map((item) => item.slug).sort();

  for (const lang of LANGS) {
    it(`lists only the coffee shops, each as the seed describes it, in ${lang}`, async () => {
      const list = await shops({ lang });
      expect(slugs(list)).toEqual(slugs(coffeeShops));
      for (const shop of list) {
        const seed = sellers.find((seller) => seller.slug === shop.slug)!;
        const gov = governorate(seed.governorate_code);
        const city = locations.cities.find((c) => c.governorate_id === gov.id && c.name_en === seed.city_en)!;
        expect(shop).toMatchObject({
          name: inLang(lang, seed.name_en, seed.name_ar),
          description: inLang(lang, seed.description_en, seed.description_ar),
          address: inLang(lang, seed.address_en, seed.address_ar),
          is_coffee_shop: true,
          governorate: { id: gov.id, name: inLang(lang, gov.name_en, gov.name_ar) },
          city: { id: city.id, name: inLang(lang, city.name_en, city.name_ar) },
          latitude: seed.latitude,
          longitude: seed.longitude,
          phone: seed.phone,
          opening_hours: seed.opening_hours,
          products_count: productsOf(seed.slug).length,
        });
        expect(shop.logo).toMatch(/^\/media\//);
      }
    });
  }

  it('filters coffee shops by governorate', async () => {
    for (const code of ['EG-C', 'EG-GZ', 'EG-ALX']) {
      const found = await shops({ governorate: String(governorate(code).id), lang: 'ar-SA' });
      expect(found.length).toBeGreaterThan(0);
      expect(slugs(found)).toEqual(slugs(coffeeShops.filter((shop) => shop.governorate_code === code)));
    }
    const aswan = await getJson<{ data: SellerSummary[]; meta: { total: number } }>(
      ctx.app,
      '/coffee-shops',
      {
        governorate: String(governorate('EG-ASN').id),
      },
    );
    expect([aswan.body.data, aswan.body.meta.total]).toEqual([[], 0]);
  });

  it('searches coffee shops by name or neighbourhood, in either language', async () => {
    for (const query of ['Zamalek', 'الزمالك', 'زمالك']) {
      expect(slugs(await shops({ query })), query).toEqual(['nile-roasters-zamalek']);
    }
    expect(slugs(await shops({ query: 'Stanley' }))).toEqual(['stanley-bay-cafe']);
    expect(slugs(await shops({ query: 'Zamalek', governorate: String(governorate('EG-ALX').id) }))).toEqual(
      [],
    );
  });

  it('pages through coffee shops without repeating one', async () => {
    const { items, metas } = await walkPages<SellerSummary>(ctx.app, '/coffee-shops', { lang: 'ar-SA' }, 4);
    expect(new Set(ids(items)).size).toBe(coffeeShops.length);
    for (const [i, meta] of metas.entries()) {
      expect(meta).toEqual({
        page: i + 1,
        per_page: 4,
        total: coffeeShops.length,
        last_page: Math.ceil(coffeeShops.length / 4),
      });
    }
  });

  it('refuses bad coffee-shop parameters with a 400 in the request language', async () => {
    expectClientError(
      await getJson(ctx.app, '/coffee-shops', { governorate: 'cairo', lang: 'ar-SA' }),
      400,
      'ar-SA',
    );
    expectClientError(await getJson(ctx.app, '/coffee-shops', { per_page: '101' }), 400);
  });

  const sellerId = (slug: string) => ix.sellerId(slug);

  for (const [slug, lang] of [
    ['barista-gear', 'en-US'],
    ['stanley-bay-cafe', 'ar-SA'],
  ] as [string, ApiLang][]) {
    it(`shows seller ${slug} with all of its products, page by page (${lang})`, async () => {
      const id = sellerId(slug);
      const first = await getJson<VendorDetails>(ctx.app, `/vendor_details/${id}`, { lang });
      expect(first.status).toBe(200);
      const seed = sellers.find((seller) => seller.slug === slug)!;
      expect(first.body.data.seller).toMatchObject({
        id,
        slug,
        name: inLang(lang, seed.name_en, seed.name_ar),
        is_coffee_shop: seed.is_coffee_shop,
        products_count: productsOf(slug).length,
      });
      const { items, metas } = await vendorProducts(id, { lang }, 10);
      expect(slugs(items)).toEqual(slugs(productsOf(slug)));
      expect(new Set(ids(items)).size).toBe(items.length);
      expect(metas[0]).toEqual({
        page: 1,
        per_page: 10,
        total: items.length,
        last_page: Math.ceil(items.length / 10),
      });
      for (const card of items) {
        const product = seedProduct(card.slug);
        expect(card.seller.id).toBe(id);
        expect(card.name).toBe(inLang(lang, product.name_en, product.name_ar));
        expect(card.has_variants).toBe((product.variants ?? []).length > 0);
      }
    });
  }

  it("narrows a seller's page to its own products that match the search", async () => {
    const id = sellerId('barista-gear');
    for (const word of ['scale', 'غلاية']) {
      const { items } = await vendorProducts(id, { query: word }, 5);
      const expected = productsOf('barista-gear').filter((p) => searchableText(p).includes(normalize(word)));
      expect(expected.length).toBeGreaterThan(0);
      expect(slugs(items)).toEqual(slugs(expected));
    }
    const elsewhere = demoProducts.find((p) => p.slug === 'comandante-c40-mk4-nitro-blade')!;
    expect(elsewhere.seller).not.toBe('barista-gear');
    const none = await getJson<VendorDetails>(ctx.app, `/vendor_details/${id}`, { query: 'comandante' });
    expect([none.body.data.products, none.body.meta.total]).toEqual([[], 0]);
    expect(none.body.data.seller.slug).toBe('barista-gear');
  });

  for (const page of ['/coffee-shops', '/vendor_details/{id}']) {
    it(`never answers search text holding a NUL character with a 500 (${page})`, async () => {
      const path = page.replace('{id}', String(sellerId('barista-gear')));
      const response = await getJson(ctx.app, path, { query: 'cafe\u0000' });
      expect(response.status).not.toBe(500);
      if (response.status >= 400) expectClientError(response, response.status);
    });
  }

  it('answers an unknown seller with a 404 and a bad id with a 400, in the request language', async () => {
    for (const lang of LANGS) {
      expect(
        expectClientError(await getJson(ctx.app, '/vendor_details/99999', { lang }), 404, lang).code,
      ).toBe('NOT_FOUND');
      expectClientError(await getJson(ctx.app, '/vendor_details/abc', { lang }), 400, lang);
    }
    expectClientError(await getJson(ctx.app, '/vendor_details/1', { per_page: '500' }), 400);
  });
});

import type { ProductFilter } from '@coffee/contracts/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listProducts, type Query } from './support/api.js';
import { createTestApp, type TestContext } from './support/app.js';
import { type CatalogIndex, indexCatalog } from './support/catalog.js';
import {
  ARABIC,
  categories,
  demoProducts,
  inLang,
  LANGS,
  seedBrand,
  seedCategory,
  seedSeller,
} from './support/seed.js';

const KEYS_WITH_CATEGORY = ['category', 'subCategory', 'brand', 'seller', 'rating', 'price', 'availability'];
const TYPES: Record<string, ProductFilter['type']> = {
  category: 'single',
  subCategory: 'single',
  brand: 'multi',
  seller: 'single',
  rating: 'single',
  price: 'range',
  availability: 'multi',
};

describe('GET /products side-panel filters', () => {
  let ctx: TestContext;
  let ix: CatalogIndex;
  beforeAll(async () => {
    ctx = await createTestApp();
    ix = await indexCatalog(ctx.app);
  });
  afterAll(() => ctx.close());

  const panel = async (query: Query) => {
    const { status, body } = await listProducts(ctx.app, { per_page: '1', ...query });
    expect(status).toBe(200);
    const filter = (key: string) => body.filters.find((f) => f.key === key);
    return { total: body.meta.total, filters: body.filters, filter };
  };
  const totalOf = async (query: Query) => (await panel(query)).total;

  for (const lang of LANGS) {
    it(`describes each filter with its key, a localized name, its type and named options (${lang})`, async () => {
      const coffee = String(ix.categoryId('coffee'));
      const { filters } = await panel({ category: coffee, lang });
      expect(filters.map((f) => f.key)).toEqual(KEYS_WITH_CATEGORY);
      for (const filter of filters) {
        expect(filter.type).toBe(TYPES[filter.key]);
        expect(ARABIC.test(filter.name)).toBe(lang === 'ar-SA');
        for (const option of filter.options) {
          expect(option.name.length).toBeGreaterThan(0);
          expect(Number.isInteger(option.count)).toBe(true);
        }
      }
      const names = (key: string) =>
        new Map(filters.find((f) => f.key === key)!.options.map((o) => [o.id, o.name]));
      const coffeeProducts = demoProducts.filter((p) => p.category === 'coffee');
      for (const slug of new Set(coffeeProducts.map((p) => p.brand))) {
        const brand = seedBrand(slug);
        expect(names('brand').get(ix.brandId(slug))).toBe(inLang(lang, brand.name_en, brand.name_ar));
      }
      for (const slug of new Set(coffeeProducts.map((p) => p.seller))) {
        const seller = seedSeller(slug);
        expect(names('seller').get(ix.sellerId(slug))).toBe(inLang(lang, seller.name_en, seller.name_ar));
      }
      const coffeeSeed = seedCategory('coffee');
      for (const sub of coffeeSeed.sub_categories) {
        const id = ix.subCategoryId('coffee', sub.slug);
        expect(names('subCategory').get(id)).toBe(inLang(lang, sub.name_en, sub.name_ar));
      }
      expect(names('category').get(Number(coffee))).toBe(
        inLang(lang, coffeeSeed.name_en, coffeeSeed.name_ar),
      );
    });
  }

  it('offers sub-categories only once a category is chosen', async () => {
    const { filters } = await panel({});
    expect(filters.map((f) => f.key)).toEqual(KEYS_WITH_CATEGORY.filter((key) => key !== 'subCategory'));
  });

  it('counts each category as many products as choosing it shows', async () => {
    const { filter, total } = await panel({ lang: 'ar-SA' });
    const options = filter('category')!.options;
    expect(options).toHaveLength(categories.length);
    expect(options.reduce((sum, o) => sum + o.count, 0)).toBe(total);
    for (const option of options) expect(option.count).toBe(await totalOf({ category: String(option.id) }));
  });

  // Each facet is counted under every other chosen filter but not its own, so a count always says how many
  // products choosing that option (instead of the current one) would show.
  const scopes: [string, (ix: CatalogIndex) => Query][] = [
    ['a category', (ix) => ({ category: String(ix.categoryId('coffee')) })],
    [
      'a category, a brand and in-stock',
      (ix) => ({
        category: String(ix.categoryId('brewing')),
        brand: String(ix.brandId('hario')),
        in_stock: 'true',
      }),
    ],
    ['a search in Arabic', () => ({ query: 'قهوة', on_sale: 'true' })],
    ['a search in English with a rating', () => ({ query: 'grinder', rating: '3' })],
  ];
  async function expectCountsOfChoices(scope: Query) {
    const { filter, total } = await panel(scope);
    expect(total).toBeGreaterThan(0);
    for (const key of ['subCategory', 'brand', 'seller'] as const) {
      if (key === 'subCategory' && !scope.category) continue;
      const options = filter(key)!.options;
      expect(options.length).toBeGreaterThan(0);
      for (const option of options) {
        expect(option.count, `${key}=${option.id}`).toBe(
          await totalOf({ ...scope, [key]: String(option.id) }),
        );
      }
      if (!(key in scope)) expect(options.reduce((sum, o) => sum + o.count, 0)).toBe(total);
    }
    for (const option of filter('rating')!.options) {
      expect(option.count, `rating=${option.id}`).toBe(
        await totalOf({ ...scope, rating: String(option.id) }),
      );
    }
    const [inStock, onSale] = filter('availability')!.options;
    expect(inStock!.id).toBe('in_stock');
    expect(inStock!.count).toBe(await totalOf({ ...scope, in_stock: 'true' }));
    expect(onSale!.id).toBe('on_sale');
    expect(onSale!.count).toBe(await totalOf({ ...scope, on_sale: 'true' }));
    return { filter, total };
  }

  for (const [name, scopeOf] of scopes) {
    it(`gives counts that match what choosing each option returns, under ${name}`, async () => {
      await expectCountsOfChoices(scopeOf(ix));
    });
  }

  // A category page with only a price filter is counted from the category's kept counts, by counting the
  // products inside the range or subtracting those outside it (whichever are fewer): floors, ceilings, narrow
  // and wide bands must all give what choosing each option shows.
  it('counts a category under a price filter exactly, whichever side of the range is smaller', async () => {
    const category = String(ix.categoryId('coffee'));
    const { body } = await listProducts(ctx.app, { category, sort: 'price_asc', per_page: '100' });
    const prices = body.data.map((product) => product.price);
    expect(prices.length).toBeGreaterThan(10);
    expect(prices).toHaveLength(body.meta.total);
    const at = (share: number) => String(prices[Math.floor(share * (prices.length - 1))]);
    // Each way of counting twice: the products outside subtracted (a low floor, a wide band) and those inside
    // counted (a low ceiling, a narrow band); and a floor above every price.
    const bands: Query[] = [
      { price_min: at(0.1) },
      { price_min: at(0.05), price_max: at(0.95) },
      { price_max: at(0.15) },
      { price_min: at(0.4), price_max: at(0.6) },
      { price_min: String(prices[prices.length - 1]! + 1) },
    ];
    for (const band of bands) {
      const scope = { category, ...band };
      const inBand = prices.filter(
        (price) =>
          (band.price_min === undefined || price >= Number(band.price_min)) &&
          (band.price_max === undefined || price <= Number(band.price_max)),
      ).length;
      const { filter, total } = await panel(scope);
      expect(total, JSON.stringify(band)).toBe(inBand);
      // The slider's range stays the category's, so it can widen again.
      const [min, max] = filter('price')!.options;
      expect([min!.count, max!.count]).toEqual([prices[0], prices[prices.length - 1]]);
      if (inBand > 0) await expectCountsOfChoices(scope);
    }
  }, 180_000);

  it('states the lowest and highest price of the result as the price range', async () => {
    const scope = { category: String(ix.categoryId('grinders')), in_stock: 'true' };
    const { filter } = await panel({ ...scope, price_max: '100000' });
    const [min, max] = filter('price')!.options;
    // The range is that of the result without its own bounds, so the slider can widen again.
    const cheapest = (await listProducts(ctx.app, { ...scope, sort: 'price_asc', per_page: '1' })).body
      .data[0]!;
    const dearest = (await listProducts(ctx.app, { ...scope, sort: 'price_desc', per_page: '1' })).body
      .data[0]!;
    expect([min!.id, min!.count]).toEqual(['min', cheapest.price]);
    expect([max!.id, max!.count]).toEqual(['max', dearest.price]);
  });

  it('keeps a chosen option that matches nothing, with count 0, so its chip can be removed', async () => {
    const scope = { category: String(ix.categoryId('coffee')), brand: String(ix.brandId('hario')) };
    expect(demoProducts.some((p) => p.category === 'coffee' && p.brand === 'hario')).toBe(false);
    const { filter, total } = await panel(scope);
    expect(total).toBe(0);
    expect(filter('brand')!.options.find((o) => o.id === ix.brandId('hario'))?.count).toBe(0);
    expect(filter('brand')!.options.length).toBeGreaterThan(1);
  });
});

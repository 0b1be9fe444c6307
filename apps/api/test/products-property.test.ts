import type { ProductCard } from '@coffee/contracts/catalog';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema/index.js';
import { ids, listProducts, type Query, walkPages } from './support/api.js';
import { createTestApp, type TestContext } from './support/app.js';
import { type CatalogIndex, indexCatalog } from './support/catalog.js';
import {
  brands,
  categories,
  inLang,
  LANGS,
  normalize,
  type SeedProduct,
  searchableText,
  sellers,
} from './support/seed.js';

/**
 * Search texts a shopper might type, with the words they mean: both languages, spelling variants of Arabic
 * (ة/ه, tashkeel) and one misspelt letter. Each finds exactly the products holding the meant words.
 */
const SEARCHES: { text: string; means: string }[] = [
  { text: 'coffee', means: 'coffee' },
  { text: 'Espresso', means: 'espresso' },
  { text: 'espreso', means: 'espresso' },
  { text: 'yirgachefe', means: 'yirgacheffe' },
  { text: 'comandate', means: 'comandante' },
  { text: 'kettle', means: 'kettle' },
  { text: 'Hario V60', means: 'hario v60' },
  { text: 'cold brew', means: 'cold brew' },
  { text: 'vanila', means: 'vanilla' },
  { text: 'mug', means: 'mug' },
  { text: 'قهوة', means: 'قهوة' },
  { text: 'قهوه', means: 'قهوة' },
  { text: 'قَهْوَة', means: 'قهوة' },
  { text: 'بن', means: 'بن' },
  { text: 'غلاية', means: 'غلاية' },
  { text: 'اسبريسو', means: 'إسبريسو' },
  { text: 'كومندانتي', means: 'كوماندانتي' },
  { text: 'يرجاتشيفي', means: 'يرغاتشيفي' },
  { text: 'فانيليا', means: 'فانيليا' },
  { text: 'هاريو', means: 'هاريو' },
];

const SORTS = ['newest', 'price_asc', 'price_desc', 'top_rated', 'relevance'] as const;
const SUBS = categories.flatMap((c) => c.sub_categories.map((s) => [c.slug, s.slug] as const));
/** Absent three times in four: with every filter often present, most results would be empty. */
const maybe = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary, weight: 1 });
const sometimes = fc.oneof(
  { arbitrary: fc.constant(false), weight: 2 },
  { arbitrary: fc.constant(true), weight: 1 },
);

const choices = fc.record({
  lang: fc.constantFrom(...LANGS),
  category: maybe(fc.constantFrom(...categories.map((c) => c.slug))),
  // Mostly a sub-category of the chosen category, sometimes one of another (nothing can match then).
  sub: maybe(fc.record({ index: fc.nat(99), ofCategory: fc.oneof(fc.constant(true), sometimes) })),
  brands: fc.oneof(
    fc.constant<string[]>([]),
    fc.subarray(
      brands.map((b) => b.slug),
      { minLength: 1, maxLength: 4 },
    ),
  ),
  commaBrands: fc.boolean(),
  seller: maybe(fc.constantFrom(...sellers.map((s) => s.slug))),
  priceMin: maybe(fc.integer({ min: 0, max: 300_000 })),
  priceMax: maybe(fc.integer({ min: 10_000, max: 2_000_000 })),
  rating: maybe(fc.integer({ min: 1, max: 5 })),
  inStock: sometimes,
  onSale: sometimes,
  search: fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 2 },
    { arbitrary: fc.constantFrom(...SEARCHES), weight: 1 },
  ),
  sort: maybe(fc.constantFrom(...SORTS)),
  perPage: fc.integer({ min: 2, max: 30 }),
});
type Choices = typeof choices extends fc.Arbitrary<infer T> ? T : never;

/** The sub-category a run chose, as [category slug, sub-category slug]. */
function subOf(c: Choices): readonly [string, string] | undefined {
  if (!c.sub) return undefined;
  const own = c.category && c.sub.ofCategory ? SUBS.filter(([category]) => category === c.category) : SUBS;
  return own[c.sub.index % own.length];
}

describe('GET /products, property: any combination of filters', () => {
  let ctx: TestContext;
  let ix: CatalogIndex;
  let createdAt: Map<number, number>;
  beforeAll(async () => {
    ctx = await createTestApp();
    ix = await indexCatalog(ctx.app);
    const rows = await ctx.database.db.select({ id: products.id, at: products.createdAt }).from(products);
    createdAt = new Map(rows.map((row) => [row.id, row.at.getTime()]));
  });
  afterAll(() => ctx.close());

  const toQuery = (c: Choices): Query => {
    const [low, high] =
      c.priceMin !== undefined && c.priceMax !== undefined && c.priceMin > c.priceMax
        ? [c.priceMax, c.priceMin]
        : [c.priceMin, c.priceMax];
    const brandIds = c.brands.map((slug) => String(ix.brandId(slug)));
    return {
      lang: c.lang,
      ...(c.category && { category: String(ix.categoryId(c.category)) }),
      ...(subOf(c) && { subCategory: String(ix.subCategoryId(...subOf(c)!)) }),
      ...(brandIds.length > 0 && { brand: c.commaBrands ? brandIds.join(',') : brandIds }),
      ...(c.seller && { seller: String(ix.sellerId(c.seller)) }),
      ...(low !== undefined && { price_min: String(low) }),
      ...(high !== undefined && { price_max: String(high) }),
      ...(c.rating && { rating: String(c.rating) }),
      ...(c.inStock && { in_stock: 'true' }),
      ...(c.onSale && { on_sale: 'true' }),
      ...(c.search && { query: c.search.text }),
      ...(c.sort && { sort: c.sort }),
    };
  };

  /** Every filter of the query, checked on the seed record and the card (the source of the rating). */
  const matches = (c: Choices, query: Query, seed: SeedProduct, card: ProductCard): boolean =>
    (!c.category || seed.category === c.category) &&
    (!subOf(c) || (seed.category === subOf(c)![0] && seed.sub_category === subOf(c)![1])) &&
    (c.brands.length === 0 || c.brands.includes(seed.brand)) &&
    (!c.seller || seed.seller === c.seller) &&
    (query.price_min === undefined || card.price >= Number(query.price_min)) &&
    (query.price_max === undefined || card.price <= Number(query.price_max)) &&
    (!c.rating || card.rate >= c.rating) &&
    (!c.inStock || card.stock > 0) &&
    (!c.onSale || (card.beforeDiscount !== null && card.beforeDiscount > card.price)) &&
    (!c.search ||
      normalize(c.search.means)
        .split(' ')
        .every((word) => searchableText(seed).includes(word)));

  const inOrder = (sort: (typeof SORTS)[number], cards: ProductCard[]) => {
    const key: Partial<Record<(typeof SORTS)[number], (card: ProductCard) => number>> = {
      price_asc: (card) => -card.price,
      price_desc: (card) => card.price,
      top_rated: (card) => card.rate,
      newest: (card) => createdAt.get(card.id)!,
    };
    const rank = key[sort];
    return !rank || cards.every((card, i) => i === 0 || rank(cards[i - 1]!) >= rank(card));
  };

  it('returns exactly the matching products, page after page, each once, in the asked order', async () => {
    await fc.assert(
      fc.asyncProperty(choices, async (c) => {
        const query = toQuery(c);
        const first = await listProducts(ctx.app, { ...query, per_page: '1' });
        expect(first.status, JSON.stringify(query)).toBe(200);
        // Small pages, but no more than about ten of them, so a run stays quick.
        const perPage = Math.max(c.perPage, Math.ceil(first.body.meta.total / 10));
        const { items, pages, metas } = await walkPages<ProductCard>(ctx.app, '/products', query, perPage);

        const total = first.body.meta.total;
        expect(pages.reduce((sum, page) => sum + page.length, 0)).toBe(total);
        expect(new Set(ids(items)).size).toBe(items.length);
        for (const meta of metas) {
          expect(meta).toMatchObject({
            total,
            per_page: perPage,
            last_page: Math.max(1, Math.ceil(total / perPage)),
          });
        }
        for (const card of items) {
          const seed = ix.seedOf(card);
          expect(card.name).toBe(inLang(c.lang, seed.name_en, seed.name_ar));
          expect(matches(c, query, seed, card), `${card.slug} for ${JSON.stringify(query)}`).toBe(true);
        }
        const expected = [...ix.cards.values()].filter((card) => matches(c, query, ix.seedOf(card), card));
        expect(ids(items).sort((a, b) => a - b)).toEqual(ids(expected).sort((a, b) => a - b));
        // Without search words, relevance has nothing to rank by and the list stays newest first.
        const sort = c.sort ?? (c.search ? 'relevance' : 'newest');
        expect(inOrder(sort === 'relevance' && !c.search ? 'newest' : sort, items)).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});

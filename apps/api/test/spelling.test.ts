import type { Suggestion } from '@coffee/contracts/search';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, searchWords } from '../src/db/schema/index.js';
import { normalize, searchNameOf } from '../src/lib/normalize.js';
import { type AccountsContext, call } from './support/accounts.js';
import { addProduct, createShoppingApp } from './support/shopping.js';

// Misspelt words are corrected against the catalog's own words (search/spelling.ts), then searched exactly:
// the common spellings shoppers type find what the catalog spells otherwise, in both languages.

let ctx: AccountsContext;
beforeAll(async () => {
  ctx = await createShoppingApp();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const suggest = async (q: string, lang: string) => {
  const answer = await call<{ data: Suggestion[] }>(ctx.app, 'GET', '/autocomplete', { query: { q, lang } });
  expect(answer.status).toBe(200);
  return answer.body.data;
};
const search = async (query: string, lang: string) => {
  const answer = await call<{ data: { id: number; name: string }[]; meta: { total: number } }>(
    ctx.app,
    'GET',
    '/products',
    { query: { query, lang, per_page: '100' } },
  );
  expect(answer.status).toBe(200);
  return answer.body;
};

const cases = [
  { typed: 'espreso', meant: 'espresso', lang: 'en-US' },
  { typed: 'اسبرسو', meant: 'اسبريسو', lang: 'ar-SA' },
  { typed: 'espreso', meant: 'espresso', lang: 'ar-SA' },
  { typed: 'اسبرسو', meant: 'اسبريسو', lang: 'en-US' },
];

describe('spelling correction', () => {
  for (const { typed, meant, lang } of cases) {
    it(`suggests the ${meant} products for "${typed}" (${lang})`, async () => {
      const found = await suggest(typed, lang);
      const expected = await suggest(meant, lang);
      expect(expected.length).toBeGreaterThan(0);
      expect(found.map((s) => s.id)).toEqual(expected.map((s) => s.id));
    });

    it(`lists the same products for "${typed}" as for "${meant}" (${lang})`, async () => {
      const found = await search(typed, lang);
      const expected = await search(meant, lang);
      expect(expected.meta.total).toBeGreaterThan(0);
      expect(found.meta.total).toBe(expected.meta.total);
      expect(found.data.map((p) => p.id).sort()).toEqual(expected.data.map((p) => p.id).sort());
    });
  }

  it('leaves a correctly spelt word alone: "hario" finds Hario only, not the Harrar coffees', async () => {
    const found = await search('hario', 'en-US');
    expect(found.meta.total).toBeGreaterThan(0);
    for (const product of found.data) expect(normalize(product.name)).toContain('hario');
  });

  it('finds nothing, rather than anything, for a word like no word of the catalog', async () => {
    expect(await suggest('xqzvwk', 'en-US')).toEqual([]);
    expect((await search('xqzvwk', 'ar-SA')).meta.total).toBe(0);
  });

  it("learns a new product's words when it is written, and corrects to them", async () => {
    const names = { nameEn: 'Qahwaluxe Dark Roast', nameAr: 'قهوالوكس تحميص داكن' };
    const product = await addProduct(db(), names);
    const searchName = searchNameOf(names.nameEn, names.nameAr);
    await db()
      .update(products)
      .set({ searchName, searchText: searchName })
      .where(eq(products.id, product.id));
    const learnt = await db().select().from(searchWords).where(eq(searchWords.word, 'qahwaluxe'));
    expect(learnt).toHaveLength(1);
    expect((await suggest('qahwalaxe', 'en-US')).map((s) => s.id)).toEqual([product.id]);
    expect((await search('قهوالكس', 'ar-SA')).data.map((p) => p.id)).toEqual([product.id]);
  });
});

import type { ProductCard, ProductListResponse } from '@coffee/contracts/catalog';
import type { Suggestion } from '@coffee/contracts/search';
import type { SellerSummary } from '@coffee/contracts/sellers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, getJson, type TestContext } from './support/app.js';
import { type ApiLang, ARABIC, type demoProducts, LANGS, seedProductNamed, sellers } from './support/seed.js';

/**
 * Search as Egyptians type it (issue 23): Franco-Arabic, either language on either page (products, brands,
 * categories, sellers) answering in the page's language, in-stock before sold-out, and no dead ends.
 */
describe('search that speaks Egyptian', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const search = async (query: string, lang: ApiLang, perPage = 24) => {
    const { status, body } = await getJson<ProductListResponse>(ctx.app, '/products', {
      query,
      lang,
      per_page: String(perPage),
    });
    expect(status, query).toBe(200);
    return body;
  };
  const suggest = async (q: string, lang: ApiLang) => {
    const { status, body } = await getJson<{ data: Suggestion[] }>(ctx.app, '/autocomplete', { q, lang });
    expect(status, q).toBe(200);
    return body.data.map((suggestion) => seedProductNamed(lang, suggestion.name));
  };
  const suggestSlugs = async (q: string, lang: ApiLang) => (await suggest(q, lang)).map((seed) => seed?.slug);
  const HAZELNUT = /hazelnut/;
  /** Names in the page's language: Arabic letters on the Arabic page, none on the English one. */
  const inPageLanguage = (names: string[], lang: ApiLang) =>
    names.every((name) => ARABIC.test(name) === (lang === 'ar-SA'));

  for (const lang of LANGS) {
    it(`reads Franco-Arabic on the ${lang} page: 2ahwa torki, ahwa, kanaka, bonn`, async () => {
      const turkish = await suggest('2ahwa torki', lang);
      expect(turkish.length).toBeGreaterThan(0);
      expect(turkish[0]!.sub_category).toBe('turkish-coffee');
      for (const typed of ['2ahwa torki', 'ahwa torki', 'qahwa torki']) {
        const found = await search(typed, lang);
        expect(found.data[0] && seedProductNamed(lang, found.data[0].name).sub_category, typed).toBe(
          'turkish-coffee',
        );
        expect(
          inPageLanguage(
            found.data.map((card) => card.name),
            lang,
          ),
        ).toBe(true);
      }
      for (const [typed, sub] of [
        ['kanaka', 'cezves'],
        ['kanka', 'cezves'],
        ['mat7ana', 'hand-grinders'],
      ] as const) {
        const found = await search(typed, lang);
        const first = seedProductNamed(lang, found.data[0]!.name);
        expect(first.sub_category === sub || first.category === 'grinders', typed).toBe(true);
      }
      const coffee = (await search('bonn', lang)).data.map((card) => seedProductNamed(lang, card.name));
      expect(coffee.length).toBeGreaterThan(0);
      expect(coffee.every((product) => product.category === 'coffee')).toBe(true);
    });

    it(`reads a two-letter word still being typed after a Franco one as Arabic (${lang})`, async () => {
      // `makina es` on the way to `makina espresso` (ماكينة إسبريسو), `2ahwa to` to `2ahwa torki` (قهوة تركي):
      // `es` and `to` are read as the start of an Arabic word (decision 0033, amendment).
      const machines = await suggest('makina es', lang);
      expect(machines.length).toBeGreaterThan(0);
      for (const machine of machines) expect(machine.name_ar, machine.slug).toMatch(/^ماكينة إسبريسو/);
      const turkish = await suggest('2ahwa to', lang);
      expect(turkish.length).toBeGreaterThan(0);
      expect(turkish[0]!.sub_category).toBe('turkish-coffee');
      for (const [typed, sub] of [
        ['makina es', 'semi-automatic'],
        ['2ahwa to', 'turkish-coffee'],
      ] as const) {
        const found = await search(typed, lang);
        expect(found.data[0] && seedProductNamed(lang, found.data[0].name).sub_category, typed).toBe(sub);
        expect(
          inPageLanguage(
            found.data.map((card) => card.name),
            lang,
          ),
        ).toBe(true);
      }
    });

    it(`finds products, brands and categories typed in either language, answering in ${lang}`, async () => {
      // Turkish coffee, or the gift box of Turkish coffee whose name starts with the words.
      const turkish = (p: (typeof demoProducts)[number]) =>
        p.sub_category === 'turkish-coffee' || p.slug.startsWith('turkish-coffee');
      const cases: [string, (product: (typeof demoProducts)[number]) => boolean][] = [
        ['turkish coffee', turkish],
        ['قهوة تركي', turkish],
        ['hario', (p) => p.brand === 'hario'],
        ['هاريو', (p) => p.brand === 'hario'],
        ['grinders', (p) => p.category === 'grinders'],
        ['مطاحن', (p) => p.category === 'grinders'],
      ];
      for (const [query, meant] of cases) {
        const found = await search(query, lang);
        expect(found.data.length, query).toBeGreaterThan(0);
        expect(
          inPageLanguage(
            found.data.map((card) => card.name),
            lang,
          ),
          query,
        ).toBe(true);
        expect(meant(seedProductNamed(lang, found.data[0]!.name)), query).toBe(true);
      }
    });

    it(`finds coffee shops by name in either language, answering in ${lang}`, async () => {
      const shop = sellers.find((seller) => seller.slug === 'nile-roasters-zamalek')!;
      for (const query of [shop.name_en, shop.name_ar]) {
        const { body } = await getJson<{ data: SellerSummary[] }>(ctx.app, '/coffee-shops', { query, lang });
        expect(
          body.data.map((seller) => seller.slug),
          query,
        ).toContain(shop.slug);
        const answered = body.data.find((seller) => seller.slug === shop.slug)!;
        expect(answered.name).toBe(lang === 'ar-SA' ? shop.name_ar : shop.name_en);
      }
    });

    it(`reads a misspelt word as the catalog word fewest edits away: hazlenut (${lang})`, async () => {
      // One swap from `hazelnut`, but too few shared trigrams (word similarity 0.56) for the trigram match.
      for (const found of [
        (await search('hazlenut', lang)).data.map((card) => card.slug),
        await suggestSlugs('hazlenut', lang),
      ]) {
        expect(found.length).toBeGreaterThan(0);
        expect(found.every((slug) => HAZELNUT.test(slug))).toBe(true);
      }
    });

    it(`reads an English word spelt in Arabic with a long vowel the catalog leaves out: فرنش بريس (${lang})`, async () => {
      // The sub-category is `فرنش برس`; `بريس` shares too few trigrams with `برس`, and is inside `اسبريسو`.
      for (const found of [
        (await search('فرنش بريس', lang)).data.map((card) => card.slug),
        await suggestSlugs('فرنش بريس', lang),
      ]) {
        expect(found).toContain('fellow-clara-french-press');
      }
    });

    it(`leaves no dead end: a search that finds nothing offers a respelling and popular products (${lang})`, async () => {
      // Three edits from `hazelnut` (more than a misspelt word may be from the catalog word that stands in for
      // it), yet the closest spelling that finds products.
      const nothing = await search('hasselnutt', lang);
      expect(nothing.meta.total).toBe(0);
      expect(nothing.no_results?.did_you_mean).toBe('hazelnut');
      expect((await search('hazelnut', lang)).meta.total).toBeGreaterThan(0);
      const popular = nothing.no_results?.popular ?? [];
      expect(popular.length).toBeGreaterThan(0);
      expect(
        inPageLanguage(
          popular.map((card) => card.name),
          lang,
        ),
      ).toBe(true);
      expect(popular.every((card) => card.stock > 0)).toBe(true);

      const gibberish = await search('xqzvw', lang);
      expect(gibberish.no_results?.did_you_mean).toBeNull();
      expect(gibberish.no_results?.popular.length).toBeGreaterThan(0);
      expect((await search('hario', lang)).no_results).toBeUndefined();
    });
  }

  it('never lists a sold-out product above an equal one in stock', async () => {
    // Every Capsula product's name starts with "Capsula": one tier; Capsula Caramel is sold out.
    const found = await search('capsula', 'en-US', 50);
    const named = found.data.filter((card: ProductCard) => card.name.startsWith('Capsula'));
    const firstSoldOut = named.findIndex((card) => card.stock === 0);
    expect(firstSoldOut).toBeGreaterThan(0);
    expect(named.slice(firstSoldOut).every((card) => card.stock === 0)).toBe(true);
  });
});

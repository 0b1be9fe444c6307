import type { Suggestion } from '@coffee/contracts/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClientError, ids } from './support/api.js';
import { createTestApp, getJson, type TestContext } from './support/app.js';
import {
  type ApiLang,
  demoProducts,
  inLang,
  LANGS,
  normalize,
  type SeedProduct,
  seedProductNamed,
} from './support/seed.js';

/** How well a product's names answer a query: 0 a name starts with it, 1 a word does, 2 it is inside a word. */
function matchClass(seed: SeedProduct, query: string): number {
  const q = normalize(query);
  const names = [seed.name_en, seed.name_ar].map(normalize);
  if (names.some((name) => name.startsWith(q))) return 0;
  if (names.some((name) => name.split(' ').some((word) => word.startsWith(q)))) return 1;
  return 2;
}

describe('GET /autocomplete', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const suggest = async (q: string, lang: ApiLang = 'en-US') => {
    const { status, body } = await getJson<{ data: Suggestion[] }>(ctx.app, '/autocomplete', { q, lang });
    expect(status, q).toBe(200);
    return body.data;
  };
  /** The seed products behind the suggestions, found by their names in the asked language. */
  const suggestProducts = async (q: string, lang: ApiLang = 'en-US') =>
    (await suggest(q, lang)).map((s) => seedProductNamed(lang, s.name));

  it('suggests names with two letters inside a word only from three letters on', async () => {
    // "ss" starts no word of the demo catalog but sits inside many (espresso): two letters inside a word are
    // not what a shopper typing them looks for, and no index can find them (decision 0045).
    const inside = demoProducts.filter((product) => matchClass(product, 'sso') === 2);
    expect(inside.length).toBeGreaterThan(0);
    expect(demoProducts.filter((product) => matchClass(product, 'ss') < 2)).toEqual([]);
    expect(await suggest('ss')).toEqual([]);
    const three = await suggestProducts('sso');
    expect(three.length).toBeGreaterThan(0);
    for (const seed of three) expect(matchClass(seed, 'sso')).toBe(2);
    // A word that starts with the two letters is still suggested.
    for (const seed of await suggestProducts('gr')) expect(matchClass(seed, 'gr')).toBeLessThan(2);
  });

  it('takes a two-letter Latin word after another only as the start of a word, or after a hyphen', async () => {
    const names = (seed: SeedProduct) => `${normalize(seed.name_en)} ${normalize(seed.name_ar)}`;
    const startsAWord = (seed: SeedProduct, start: string) =>
      names(seed)
        .split(/[ -]/)
        .some((word) => word.startsWith(start));
    // `st` sits inside ten names that hold `espresso` (roast, best) and starts a word of one: a shopper typing
    // `espresso st` means the word (decision 0045, seventh amendment).
    const holding = demoProducts.filter(
      (seed) => names(seed).includes('espresso') && names(seed).includes('st'),
    );
    expect(holding.filter((seed) => !startsAWord(seed, 'st')).length).toBeGreaterThan(0);
    const suggested = await suggestProducts('espresso st');
    expect(suggested.length).toBeGreaterThan(0);
    for (const seed of suggested) expect(startsAWord(seed, 'st'), seed.slug).toBe(true);
    // `pour-over`: the word after the hyphen starts there.
    const pourOver = await suggestProducts('pour ov');
    expect(pourOver.length).toBeGreaterThan(0);
    for (const seed of pourOver) expect(normalize(seed.name_en)).toContain('pour-over');
  });

  it('suggests, for a phrase no name holds whole, the names holding each word or whose kind does', async () => {
    // No name holds both `travel` and `mug`; the Fellow Carter Move Mug is one of the Travel Tumblers.
    const mug = demoProducts.find((product) => product.slug === 'fellow-carter-move-mug-355')!;
    expect(normalize(mug.name_en)).not.toContain('travel');
    expect(
      demoProducts.some(
        (p) => normalize(p.name_en).includes('travel') && normalize(p.name_en).includes('mug'),
      ),
    ).toBe(false);
    const found = await suggestProducts('travel mug');
    expect(found.map((seed) => seed.slug)).toContain(mug.slug);
    for (const seed of found) {
      expect(seed.sub_category === 'travel-tumblers' || normalize(seed.name_en).includes('travel')).toBe(
        true,
      );
    }
    // Franco on the Arabic page: قهوه is the kind (قهوة تركي), سادة the name (بن فيروز وسط سادة).
    const plain = await suggestProducts('2ahwa sada', 'ar-SA');
    expect(plain.length).toBeGreaterThan(0);
    expect(plain.map((seed) => seed.slug)).toContain('fayrouz-turkish-coffee-medium-plain');
    for (const seed of plain) expect(normalize(seed.name_ar)).toContain('ساده');
    // A phrase a name holds whole keeps those names first.
    const tumbler = await suggestProducts('travel tumbler');
    expect(tumbler[0]?.slug).toBe('barista-pro-leakproof-travel-tumbler-350');
  });

  for (const lang of LANGS) {
    it(`suggests nothing under two characters (${lang})`, async () => {
      for (const q of ['', 'a', 'ق', ' c ', 'ـقـ', 'َق']) expect(await suggest(q, lang)).toEqual([]);
      expect((await suggest('co', lang)).length).toBeGreaterThan(0);
    });

    it(`gives at most 8 suggestions shaped {id, name, title, description, images} in ${lang}`, async () => {
      const suggestions = await suggest(lang === 'ar-SA' ? 'قهوة' : 'coffee', lang);
      expect(suggestions).toHaveLength(8);
      for (const suggestion of suggestions) {
        expect(Object.keys(suggestion).sort()).toEqual(['description', 'id', 'images', 'name', 'title']);
        const seed = seedProductNamed(lang, suggestion.name);
        expect(suggestion.title.length).toBeGreaterThan(0);
        const description = inLang(lang, seed.description_en, seed.description_ar);
        expect(description.startsWith(suggestion.description.replace(/…$/, ''))).toBe(true);
        expect(suggestion.description.length).toBeGreaterThan(20);
        expect(suggestion.images.length).toBeGreaterThan(0);
        for (const image of suggestion.images) expect(image).toMatch(new RegExp(`^/media/.*${seed.slug}`));
      }
    });
  }

  it('suggests the same products in both languages, each named in its own', async () => {
    const english = await suggest('grinder', 'en-US');
    const arabic = await suggest('grinder', 'ar-SA');
    expect(ids(arabic)).toEqual(ids(english));
    expect(english.map((s) => seedProductNamed('en-US', s.name).name_ar)).toEqual(arabic.map((s) => s.name));
  });

  it('treats قهوه, قَهْوَة, قـهـوة and قهوة as one word', async () => {
    const plain = await suggest('قهوة', 'ar-SA');
    expect(plain.length).toBeGreaterThan(0);
    for (const variant of ['قهوه', 'قَهْوَة', 'قـهـوة', '\u200Fقهوة']) {
      expect(ids(await suggest(variant, 'ar-SA')), variant).toEqual(ids(plain));
    }
  });

  it('normalizes hamza forms: إسبريسو, اسبريسو and أسبريسو find the same products', async () => {
    const plain = ids(await suggest('إسبريسو'));
    expect(plain.length).toBeGreaterThan(0);
    expect(ids(await suggest('اسبريسو'))).toEqual(plain);
    expect(ids(await suggest('أسبريسو'))).toEqual(plain);
  });

  it('reads Arabic-Indic and Persian digits as digits: V٦٠ and V۶۰ find the V60 products', async () => {
    const latin = await suggestProducts('V60');
    expect(latin.length).toBeGreaterThan(3);
    for (const product of latin) expect(product.name_en).toContain('V60');
    expect(ids(await suggest('V٦٠'))).toEqual(ids(await suggest('V60')));
    expect(ids(await suggest('v۶۰', 'ar-SA'))).toEqual(ids(await suggest('V60')));
  });

  const misspelt: [string, string, ApiLang][] = [
    ['yirgachefe', 'ethiopia-yirgacheffe-kochere-washed', 'en-US'],
    ['comandate', 'comandante-c40-mk4-nitro-blade', 'en-US'],
    ['يرجاتشيفي', 'ethiopia-yirgacheffe-kochere-washed', 'ar-SA'],
    ['كومندانتي', 'comandante-c40-mk4-nitro-blade', 'ar-SA'],
  ];
  for (const [typed, slug, lang] of misspelt) {
    it(`finds the product meant by "${typed}", with one letter wrong (${lang})`, async () => {
      const found = await suggestProducts(typed, lang);
      expect(found.map((product) => product.slug)).toContain(slug);
      expect(found.length).toBeLessThanOrEqual(3);
    });
  }

  const rankings: [string, ApiLang][] = [
    ['coffee', 'en-US'],
    ['press', 'en-US'],
    ['قهوة', 'ar-SA'],
    ['برس', 'ar-SA'],
    ['كنكة', 'ar-SA'],
  ];
  for (const [query, lang] of rankings) {
    it(`ranks names starting with "${query}" first, then words starting with it, then the rest`, async () => {
      const found = await suggestProducts(query, lang);
      const classes = found.map((product) => matchClass(product, query));
      expect(new Set(classes).size).toBeGreaterThan(1);
      expect(classes).toEqual([...classes].sort());
      // None of the products named after the query is pushed out by one that merely mentions it.
      const leaders = demoProducts.filter((product) => matchClass(product, query) === 0).map((p) => p.slug);
      expect(
        found
          .slice(0, leaders.length)
          .map((p) => p.slug)
          .sort(),
      ).toEqual(leaders.slice(0, 8).sort());
    });
  }

  it('answers a search for the word "coffee" with the product called "Coffee …" first', async () => {
    const found = await suggestProducts('coffee');
    expect(found[0]!.name_en).toMatch(/^Coffee\b/);
  });

  it('refuses a query over 100 characters or an unknown language with a clean 400', async () => {
    expectClientError(
      await getJson(ctx.app, '/autocomplete', { q: 'x'.repeat(101), lang: 'ar-SA' }),
      400,
      'ar-SA',
    );
    expectClientError(await getJson(ctx.app, '/autocomplete', { q: 'coffee', lang: 'xx' }), 400);
  });

  it('takes LIKE wildcards and quotes literally', async () => {
    for (const q of ['%%', '__', '\\\\', "' OR 1=1 --"]) expect(await suggest(q), q).toEqual([]);
  });

  it('never answers a query holding a NUL character with a 500', async () => {
    const response = await getJson(ctx.app, '/autocomplete', { q: 'coffee\u0000' });
    expect(response.status).not.toBe(500);
    if (response.status >= 400) expectClientError(response, response.status);
  });
});

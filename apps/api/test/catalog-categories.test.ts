import type { Category } from '@coffee/contracts/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClientError } from './support/api.js';
import { createTestApp, getJson, type TestContext } from './support/app.js';
import { categories, inLang, LANGS } from './support/seed.js';

describe('GET /categories', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const getCategories = (query: Record<string, string>) =>
    getJson<{ data: Category[] }>(ctx.app, '/categories', query);

  for (const lang of LANGS) {
    it(`lists the 8 categories with their sub-categories, named in ${lang}`, async () => {
      const { status, body } = await getCategories({ show_sub: 'true', lang });
      expect(status).toBe(200);
      expect(body.data.map((category) => category.slug)).toEqual(categories.map((c) => c.slug));
      expect(body.data).toHaveLength(8);
      for (const [index, category] of body.data.entries()) {
        const seed = categories[index]!;
        expect(category.category).toBe(inLang(lang, seed.name_en, seed.name_ar));
        expect(category.image).toMatch(/^\/media\/.+\.\w+$/);
        expect(category.sub_categories.map((sub) => [sub.slug, sub.sub_category])).toEqual(
          seed.sub_categories.map((sub) => [sub.slug, inLang(lang, sub.name_en, sub.name_ar)]),
        );
        expect(category.sub_categories.length).toBeGreaterThanOrEqual(3);
      }
      const allIds = body.data.flatMap((c) => [`c${c.id}`, ...c.sub_categories.map((s) => `s${s.id}`)]);
      expect(new Set(allIds).size).toBe(allIds.length);
    });

    it(`gives empty sub-category lists with show_sub=false (${lang})`, async () => {
      const { status, body } = await getCategories({ show_sub: 'false', lang });
      expect(status).toBe(200);
      expect(body.data).toHaveLength(8);
      expect(body.data.map((category) => category.category)).toEqual(
        categories.map((c) => inLang(lang, c.name_en, c.name_ar)),
      );
      for (const category of body.data) expect(category.sub_categories).toEqual([]);
    });
  }

  it('speaks English when no language is asked for', async () => {
    const withoutLang = await getCategories({ show_sub: 'true' });
    const english = await getCategories({ show_sub: 'true', lang: 'en-US' });
    expect(withoutLang.body).toEqual(english.body);
    expect(withoutLang.body.data[0]!.category).toBe(categories[0]!.name_en);
  });

  it('keeps the same ids in both languages, so a link works whatever the language', async () => {
    const english = await getCategories({ lang: 'en-US' });
    const arabic = await getCategories({ lang: 'ar-SA' });
    const shape = (data: Category[]) => data.map((c) => [c.id, c.sub_categories.map((s) => s.id)]);
    expect(shape(arabic.body.data)).toEqual(shape(english.body.data));
  });

  it('refuses an unknown language or show_sub value with a 400 that says what is wrong', async () => {
    const badLang = expectClientError(await getCategories({ lang: 'fr-FR' }), 400);
    expect(badLang.messages?.join(' ')).toMatch(/lang/);
    expectClientError(await getCategories({ show_sub: 'maybe', lang: 'ar-SA' }), 400, 'ar-SA');
  });
});

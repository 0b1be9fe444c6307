import type { City, Governorate } from '@coffee/contracts/locations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClientError } from './support/api.js';
import { createTestApp, getJson, type TestContext } from './support/app.js';
import { type ApiLang, inLang, LANGS, locations } from './support/seed.js';

const collator = (lang: ApiLang) => new Intl.Collator(lang === 'ar-SA' ? 'ar' : 'en');

describe('GET /governorates and /governorates/:id/cities', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  for (const lang of LANGS) {
    it(`lists Egypt's 27 governorates, named in ${lang} and sorted in its collation`, async () => {
      const { status, body } = await getJson<{ data: Governorate[] }>(ctx.app, '/governorates', { lang });
      expect(status).toBe(200);
      expect(body.data).toHaveLength(27);
      const expected = locations.governorates
        .map((g) => ({ id: g.id, code: g.code, name: inLang(lang, g.name_en, g.name_ar) }))
        .sort((a, b) => collator(lang).compare(a.name, b.name));
      expect(body.data).toEqual(expected);
    });

    it(`lists a governorate's cities, named in ${lang} and sorted in its collation`, async () => {
      const cairo = locations.governorates.find((g) => g.code === 'EG-C')!;
      const { status, body } = await getJson<{ data: City[] }>(ctx.app, `/governorates/${cairo.id}/cities`, {
        lang,
      });
      expect(status).toBe(200);
      const expected = locations.cities
        .filter((city) => city.governorate_id === cairo.id)
        .map((city) => ({
          id: city.id,
          governorate_id: cairo.id,
          name: inLang(lang, city.name_en, city.name_ar),
        }))
        .sort((a, b) => collator(lang).compare(a.name, b.name));
      expect(expected.length).toBeGreaterThan(10);
      expect(body.data).toEqual(expected);
    });

    it(`answers an unknown governorate with a 404 and a bad id with a 400 (${lang})`, async () => {
      const missing = await getJson(ctx.app, '/governorates/999/cities', { lang });
      expect(expectClientError(missing, 404, lang).code).toBe('NOT_FOUND');
      expectClientError(await getJson(ctx.app, '/governorates/abc/cities', { lang }), 400, lang);
    });
  }

  it('sorts Arabic names as Arabic readers expect, not by code point (hamza on alef is not a letter of its own)', async () => {
    const { body } = await getJson<{ data: Governorate[] }>(ctx.app, '/governorates', { lang: 'ar-SA' });
    const names = body.data.map((g) => g.name);
    expect(names.indexOf('الإسكندرية')).toBeLessThan(names.indexOf('الأقصر'));
    expect(names).not.toEqual([...names].sort());
  });

  it('gives every governorate its cities', async () => {
    for (const governorate of locations.governorates) {
      const { status, body } = await getJson<{ data: City[] }>(
        ctx.app,
        `/governorates/${governorate.id}/cities`,
      );
      expect(status, governorate.name_en).toBe(200);
      expect(body.data.length).toBe(
        locations.cities.filter((c) => c.governorate_id === governorate.id).length,
      );
      expect(body.data.every((city) => city.governorate_id === governorate.id)).toBe(true);
    }
  });
});

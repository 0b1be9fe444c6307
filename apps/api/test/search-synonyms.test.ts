import type { AuditEntry } from '@coffee/contracts/backoffice';
import type { ProductListResponse } from '@coffee/contracts/catalog';
import type { SearchWeek, Suggestion, SynonymGroup } from '@coffee/contracts/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekOf } from '../src/modules/search/insights.js';
import { type AccountsContext, call, expectError } from './support/accounts.js';
import { makeTeam, type Team } from './support/backoffice.js';
import { LANGS, seedProductNamed } from './support/seed.js';
import { createShoppingApp } from './support/shopping.js';

/**
 * Issue 23, items 3 and 6: synonyms kept by staff count on the next search, in suggestions and the full search,
 * both ways and in both languages; the back office lists what shoppers searched each week and what found nothing.
 */
describe('search synonyms and weekly searches', () => {
  let ctx: AccountsContext;
  let team: Team;
  beforeAll(async () => {
    ctx = await createShoppingApp();
    team = await makeTeam(ctx);
  });
  afterAll(() => ctx.close());

  const search = async (query: string, lang = 'en-US', extra: Record<string, string> = {}) => {
    const answer = await call<ProductListResponse>(ctx.app, 'GET', '/products', {
      query: { query, lang, per_page: '24', ...extra },
    });
    expect(answer.status, query).toBe(200);
    return answer.body;
  };
  const subOf = (name: string, lang: (typeof LANGS)[number]) => seedProductNamed(lang, name).sub_category;
  const suggest = async (q: string, lang: (typeof LANGS)[number]) =>
    (await call<{ data: Suggestion[] }>(ctx.app, 'GET', '/autocomplete', { query: { q, lang } })).body.data;
  const groups = async () =>
    (
      await call<{ data: SynonymGroup[] }>(ctx.app, 'GET', '/admin/search/synonyms', {
        token: team.staff.token,
      })
    ).body.data;
  const save = (words: string[], id?: number, lang = 'en-US', token = team.staff.token) =>
    call<{ data: SynonymGroup }>(
      ctx.app,
      id === undefined ? 'POST' : 'PUT',
      `/admin/search/synonyms${id ? `/${id}` : ''}`,
      {
        token,
        body: { words },
        query: { lang },
      },
    );

  it('ships the demo store’s first groups, which find what the words alone did not', async () => {
    const words = (await groups()).map((group) => group.words);
    expect(words).toContainEqual(['cezve', 'ibrik', 'كنكه']);
    for (const lang of LANGS) {
      const found = await search('ibrik', lang);
      expect(found.meta.total).toBeGreaterThan(0);
      expect(subOf(found.data[0]!.name, lang)).toBe('cezves');
      // Both ways: the Arabic word of the group finds the same products as the English one.
      expect((await search('كنكة', lang)).meta.total).toBe((await search('cezve', lang)).meta.total);
      const machines = await search('مكنة قهوة', lang);
      expect(machines.meta.total).toBeGreaterThan(0);
    }
  });

  it('takes a new group on the next search, suggestions too, and lets it go when removed', async () => {
    // "siphon" finds the vacuum brewers only once staff say it is another word for them.
    const before = await search('syphon');
    const vacuum = await search('vacuum');
    expect(vacuum.meta.total).toBeGreaterThan(0);
    const created = await save(['Vacuum', 'syphon', 'سيفون']);
    expect(created.status).toBe(201);
    expect(created.body.data.words).toEqual(['syphon', 'vacuum', 'سيفون']);
    const after = await search('syphon');
    expect(after.meta.total).toBe(vacuum.meta.total);
    expect(after.meta.total).toBeGreaterThan(before.meta.total);
    for (const lang of LANGS) expect((await suggest('سيفون', lang)).length).toBeGreaterThan(0);

    const removed = await call<{ data: SynonymGroup[] }>(
      ctx.app,
      'DELETE',
      `/admin/search/synonyms/${created.body.data.id}`,
      { token: team.staff.token },
    );
    expect(removed.status).toBe(200);
    expect(removed.body.data.some((group) => group.id === created.body.data.id)).toBe(false);
    expect((await search('syphon')).meta.total).toBe(before.meta.total);

    // Every change is in the audit log, with the words before and after.
    const audit = await call<{ data: AuditEntry[] }>(ctx.app, 'GET', '/admin/audit', {
      token: team.admin.token,
      query: { entity_key: String(created.body.data.id) },
    });
    const actions = audit.body.data
      .filter((entry) => entry.entity === 'synonym_group')
      .map((entry) => entry.action);
    expect(actions.sort()).toEqual(['synonym.create', 'synonym.delete']);
  });

  it('refuses a word already in another group, a phrase, and fewer than two words, in the staff’s language', async () => {
    const taken = await save(['kanaka', 'Ibrik'], undefined, 'ar-SA');
    const error = expectError(taken, 409, 'SYNONYM_TAKEN', 'ar-SA');
    expect(error.message).toContain('ibrik');
    expectError(await save(['french press', 'مكبس']), 422, 'SYNONYM_ONE_WORD');
    expectError(await save(['Moka', 'moka ']), 422, 'SYNONYM_NEEDS_TWO');
    // Editing a group may keep its own words.
    const [cezve] = (await groups()).filter((group) => group.words.includes('ibrik'));
    const edited = await save([...cezve!.words, 'kanaka'], cezve!.id);
    expect(edited.status).toBe(200);
    expect(edited.body.data.words).toContain('kanaka');
    expect((await save(['x1', 'x2'], 999_999)).status).toBe(404);
  });

  it('keeps a word in one group when staff save it at once (a race on PostgreSQL)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) => save(['aeropresso', `brewer${String.fromCharCode(97 + n)}`])),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    for (const answer of answers.filter((one) => one.status !== 201)) {
      expect(expectError(answer, 409, 'SYNONYM_TAKEN').message).toContain('aeropresso');
    }
    expect((await groups()).filter((group) => group.words.includes('aeropresso'))).toHaveLength(1);
  });

  it('is for staff and admins only', async () => {
    for (const token of [team.customer.token, team.sellerA.token]) {
      expect((await save(['latte', 'لاتيه'], undefined, 'en-US', token)).status).toBe(403);
      const weeks = await call(ctx.app, 'GET', '/admin/search/weeks', { token });
      expect(weeks.status).toBe(403);
    }
    expect((await call(ctx.app, 'GET', '/admin/search/synonyms')).status).toBe(401);
  });

  it('counts each search of the week, cached or not, and lists what found nothing', async () => {
    const week = async (day?: string) =>
      (
        await call<{ data: SearchWeek }>(ctx.app, 'GET', '/admin/search/weeks', {
          token: team.staff.token,
          query: day ? { week: day } : {},
        })
      ).body.data;
    const start = await week();
    for (let n = 0; n < 3; n += 1) await search('  V60 ', n === 0 ? 'en-US' : 'ar-SA');
    await search('zzqx blorp');
    await search('zzqx blorp');
    // Not counted: a later page, or a search narrowed by a filter (one search, not several).
    await search('v60', 'en-US', { page: '2' });
    await search('v60', 'en-US', { in_stock: 'true' });
    const now = await week();
    const count = (list: SearchWeek['top'], phrase: string) => list.find((row) => row.phrase === phrase);
    expect(count(now.top, 'v60')?.searches).toBe((count(start.top, 'v60')?.searches ?? 0) + 3);
    expect(count(now.top, 'v60')?.found_nothing).toBe(0);
    expect(count(now.nothing_found, 'zzqx blorp')).toEqual({
      phrase: 'zzqx blorp',
      searches: 2,
      found_nothing: 2,
    });
    expect(now.searches - start.searches).toBe(5);
    expect(now.found_nothing - start.found_nothing).toBe(2);
    // Weeks run Saturday to Friday on Cairo's calendar; last week holds none of this.
    expect(weekOf(now.week_start)).toEqual({ start: now.week_start, end: now.week_end });
    expect(new Date(`${now.week_start}T00:00:00Z`).getUTCDay()).toBe(6);
    const lastWeek = new Date(new Date(`${now.week_start}T00:00:00Z`).getTime() - 86_400_000);
    const previous = await week(lastWeek.toISOString().slice(0, 10));
    expect(count(previous.nothing_found, 'zzqx blorp')).toBeUndefined();
  });
});

describe('weekOf', () => {
  it('starts the week on Saturday and ends it on Friday', () => {
    expect(weekOf('2026-11-27')).toEqual({ start: '2026-11-21', end: '2026-11-27' }); // a Friday
    expect(weekOf('2026-11-28')).toEqual({ start: '2026-11-28', end: '2026-12-04' }); // a Saturday
    expect(weekOf('2027-01-01')).toEqual({ start: '2026-12-26', end: '2027-01-01' });
  });
});

import { readFileSync } from 'node:fs';
import type { Address } from '@coffee/contracts/account';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities } from '../src/db/schema/index.js';
import locations from '../src/db/seed/data/egypt-locations.json' with { type: 'json' };
import { type AccountsContext, call, createAccountsApp, signUp } from './support/accounts.js';

// Issue 26, item 15: the city list as shared/data/egypt-locations.json corrects it, and migration 0016 bringing
// a database seeded with the old list along: names spelt right, ids kept, the two misplaced duplicates gone and
// the addresses on them moved to the real city in its governorate.

const MIGRATION = new URL('../drizzle/0016_cities_corrected.sql', import.meta.url);

describe('the corrected city list', () => {
  let ctx: AccountsContext;
  beforeAll(async () => {
    ctx = await createAccountsApp();
  });
  afterAll(() => ctx.close());
  const db = () => ctx.database.db;

  it('is what a new store loads: Heliopolis, Madinaty, the New Administrative Capital, no duplicates', () => {
    const byId = new Map(locations.cities.map((city) => [city.id, city]));
    expect(locations.cities).toHaveLength(394);
    expect(byId.get(40)).toMatchObject({ governorate_id: 1, name_en: 'Heliopolis', name_ar: 'مصر الجديدة' });
    expect(byId.get(50)?.name_en).toBe('Madinaty');
    expect(byId.get(57)?.name_ar).toBe('العاصمة الإدارية الجديدة');
    expect(byId.get(6)?.name_en).toBe('El Darrasa');
    expect(byId.has(54)).toBe(false);
    expect(byId.has(265)).toBe(false);
    // "10th of Ramadan" is in Sharqia and Marsa Alam on the Red Sea, once each.
    const named = (ar: string) => locations.cities.filter((city) => city.name_ar === ar);
    expect(named('العاشر من رمضان').map((city) => [city.id, city.governorate_id])).toEqual([[307, 20]]);
    expect(named('مرسى علم').map((city) => [city.id, city.governorate_id])).toEqual([[160, 5]]);
  });

  it('migration 0016 renames, moves the addresses on a removed city to the right one, and keeps ids', async () => {
    // The database as the old list left it.
    await db().execute(sql`INSERT INTO cities (id, governorate_id, name_en, name_ar)
      VALUES (54, 1, '10th of Ramadan City', 'العاشر من رمضان'), (265, 15, 'Marsa Alam', 'مرسى علم')`);
    await db().execute(sql`UPDATE cities SET name_en = 'New Heliopolis' WHERE id = 40`);
    const shopper = await signUp(ctx.app);
    const token = shopper.tokens.access_token;
    const add = (body: object) => call<{ data: Address }>(ctx.app, 'POST', '/addresses', { token, body });
    const onRamadan = (
      await add({ title: 'Work', governorate_id: 1, city_id: 54, street: 'Industrial Zone' })
    ).body.data;
    const onMarsaAlam = (
      await add({ title: 'Beach', governorate_id: 15, city_id: 265, street: 'Port Ghalib' })
    ).body.data;
    const inHeliopolis = (await add({ title: 'Home', governorate_id: 1, city_id: 40, street: 'Baghdad St.' }))
      .body.data;

    for (const statement of readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint')) {
      await db().execute(sql.raw(statement));
    }

    const book = (await call<{ data: Address[] }>(ctx.app, 'GET', '/addresses', { token })).body.data;
    const place = (id: number) => {
      const address = book.find((entry) => entry.id === id)!;
      return [address.governorate.id, address.city.id, address.city.name];
    };
    expect(place(onRamadan.id)).toEqual([20, 307, 'Al Ashr Men Ramadan']);
    expect(place(onMarsaAlam.id)).toEqual([5, 160, 'Marsa Alam']);
    expect(place(inHeliopolis.id)).toEqual([1, 40, 'Heliopolis']);
    const left = await db()
      .select({ id: cities.id })
      .from(cities)
      .where(inArray(cities.id, [54, 265]));
    expect(left).toEqual([]);
    expect(await db().$count(cities)).toBe(394);
  });
});

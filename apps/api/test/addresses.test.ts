import type { Address } from '@coffee/contracts/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import locations from '../src/db/seed/data/egypt-locations.json' with { type: 'json' };
import {
  type AccountsContext,
  call,
  createAccountsApp,
  expectError,
  type Shopper,
  signUp,
} from './support/accounts.js';

const cairo = locations.governorates.find((g) => g.code === 'EG-C')!;
const giza = locations.governorates.find((g) => g.code === 'EG-GZ')!;
const cairoCity = locations.cities.find((c) => c.governorate_id === cairo.id)!;
const gizaCity = locations.cities.find((c) => c.governorate_id === giza.id)!;

const home = {
  title: 'Home',
  governorate_id: cairo.id,
  city_id: cairoCity.id,
  area: 'Zamalek',
  street: '26th of July St.',
  details: 'Building 5, floor 3',
};
const work = { title: 'Work', governorate_id: giza.id, city_id: gizaCity.id, street: 'Pyramids Rd.' };

describe('address book', () => {
  let ctx: AccountsContext;
  beforeAll(async () => {
    ctx = await createAccountsApp();
  });
  afterAll(() => ctx.close());

  const as = (shopper: Shopper) => {
    const token = shopper.tokens.access_token;
    return {
      list: (lang = 'en-US') =>
        call<{ data: Address[] }>(ctx.app, 'GET', '/addresses', { token, query: { lang } }),
      add: (body: object, lang = 'en-US') =>
        call<{ data: Address }>(ctx.app, 'POST', '/addresses', { token, body, query: { lang } }),
      update: (id: number, body: object) =>
        call<{ data: Address }>(ctx.app, 'PUT', `/addresses/${id}`, { token, body }),
      remove: (id: number) => call<{ data: Address[] }>(ctx.app, 'DELETE', `/addresses/${id}`, { token }),
      primary: (id: number) =>
        call<{ data: Address }>(ctx.app, 'POST', `/addresses/${id}/primary`, { token }),
    };
  };
  const primaries = (book: Address[]) =>
    book.filter((address) => address.is_primary).map((address) => address.id);

  it('adds addresses with place names in the request language; the first one is primary', async () => {
    const book = as(await signUp(ctx.app));
    expect((await book.list()).body.data).toEqual([]);
    const first = await book.add(home, 'ar-SA');
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      title: 'Home',
      country: 'EG',
      governorate: { id: cairo.id, name: cairo.name_ar },
      city: { id: cairoCity.id, name: cairoCity.name_ar },
      area: 'Zamalek',
      details: 'Building 5, floor 3',
      is_primary: true,
    });
    const second = await book.add(work);
    expect(second.body.data).toMatchObject({
      governorate: { name: 'Giza' },
      city: { name: gizaCity.name_en },
      area: '',
      details: '',
      is_primary: false,
    });
    const listed = (await book.list()).body.data;
    expect(listed.map((address) => address.id)).toEqual([first.body.data.id, second.body.data.id]);
  });

  it('keeps who receives the parcel and their mobile; without them the account holder receives', async () => {
    const shopper = await signUp(ctx.app);
    const book = as(shopper);
    const added = await book.add(home);
    expect(added.body.data).toMatchObject({ recipient_name: 'Mona Hassan', mobile: `+2${shopper.mobile}` });
    const id = added.body.data.id;

    // Arabic-Indic digits and spaces are how many type a mobile; it is kept as E.164.
    const named = await book.update(id, { ...home, recipient_name: 'كريم عادل', mobile: '٠١١ ٢٣٤٥ ٦٧٨٩' });
    expect(named.status).toBe(200);
    expect(named.body.data).toMatchObject({ recipient_name: 'كريم عادل', mobile: '+201123456789' });
    expect((await book.list()).body.data[0]).toMatchObject({
      recipient_name: 'كريم عادل',
      mobile: '+201123456789',
    });

    for (const lang of ['en-US', 'ar-SA'] as const) {
      for (const wrong of [{ mobile: '0123' }, { mobile: '02 2345 6789' }, { recipient_name: ' ' }]) {
        const refused = await book.add(
          { ...home, recipient_name: 'Karim', mobile: '01123456789', ...wrong },
          lang,
        );
        const error = expectError(refused, 400, 'VALIDATION_ERROR', lang);
        expect(error.messages).toHaveLength(1);
      }
    }
    expect((await book.list()).body.data).toHaveLength(1);

    // Replacing the address without them gives the parcel back to the account holder.
    const cleared = await book.update(id, home);
    expect(cleared.body.data).toMatchObject({ recipient_name: 'Mona Hassan', mobile: `+2${shopper.mobile}` });
  });

  it('keeps exactly one primary through add, set-primary, edit and delete', async () => {
    const book = as(await signUp(ctx.app));
    const a = (await book.add(home)).body.data.id;
    const b = (await book.add(work)).body.data.id;
    const c = (await book.add({ ...work, title: 'Parents', is_primary: true })).body.data.id;
    expect(primaries((await book.list()).body.data)).toEqual([c]);

    const set = await book.primary(b);
    expect(set.body.data).toMatchObject({ id: b, is_primary: true });
    let listed = (await book.list()).body.data;
    expect(primaries(listed)).toEqual([b]);
    expect(listed[0]?.id).toBe(b);

    // Setting the primary again is harmless; editing with is_primary=false does not leave the book without one.
    expect((await book.primary(b)).status).toBe(200);
    expect((await book.update(b, { ...work, title: 'Office', is_primary: false })).body.data).toMatchObject({
      title: 'Office',
      is_primary: true,
    });
    expect((await book.update(a, { ...home, is_primary: true })).body.data.is_primary).toBe(true);
    expect(primaries((await book.list()).body.data)).toEqual([a]);

    // Deleting the primary promotes the most recent other address.
    const afterDelete = await book.remove(a);
    expect(afterDelete.status).toBe(200);
    expect(primaries(afterDelete.body.data)).toEqual([c]);
    listed = (await book.remove(c)).body.data;
    expect(primaries(listed)).toEqual([b]);
    expect((await book.remove(b)).body.data).toEqual([]);
  });

  it('replaces an address with PUT, checking the city belongs to the governorate', async () => {
    const book = as(await signUp(ctx.app));
    const id = (await book.add(home)).body.data.id;
    const moved = await book.update(id, work);
    expect(moved.body.data).toMatchObject({
      id,
      title: 'Work',
      governorate: { id: giza.id },
      area: '',
      details: '',
    });

    const elsewhere = await book.update(id, { ...work, city_id: cairoCity.id });
    expect(expectError(elsewhere, 422, 'VALIDATION_ERROR').messages).toEqual([
      'city_id is not a city of the chosen governorate.',
    ]);
    expectError(await book.add({ ...home, governorate_id: 999 }), 422, 'VALIDATION_ERROR');
    expectError(await book.add({ ...home, city_id: 99_999 }), 422, 'VALIDATION_ERROR');
  });

  it('validates the form with the contract', async () => {
    const book = as(await signUp(ctx.app));
    for (const body of [
      { ...home, country: 'SA' },
      { ...home, title: '' },
      { ...home, street: '   ' },
      { ...home, governorate_id: '1' },
      { ...home, owner_id: 1 },
      { title: 'Home' },
      { ...home, title: 'Ho\u0000me' },
      { ...home, details: 'x\u0000' },
    ]) {
      expectError(await book.add(body), 400, 'VALIDATION_ERROR');
    }
    expect((await book.list()).body.data).toEqual([]);
    const added = await book.add({ ...home, country: 'EG', details: 'Ring twice\nthird floor' });
    expect(added.status).toBe(201);
    expect(added.body.data.details).toBe('Ring twice\nthird floor');
  });

  it('needs a signed-in shopper', async () => {
    expectError(await call(ctx.app, 'GET', '/addresses'), 401, 'UNAUTHENTICATED');
    expectError(await call(ctx.app, 'POST', '/addresses', { body: home }), 401, 'UNAUTHENTICATED');
  });

  it("never lets one shopper see or touch another's address: 404, as if it did not exist", async () => {
    const alice = as(await signUp(ctx.app));
    const bob = as(await signUp(ctx.app));
    const aliceHome = (await alice.add(home)).body.data;
    const aliceWork = (await alice.add(work)).body.data;
    await bob.add(work);

    expect((await bob.list()).body.data.map((address) => address.title)).toEqual(['Work']);
    const missing = 2_000_000_000;
    for (const id of [aliceHome.id, aliceWork.id, missing]) {
      for (const answer of [await bob.update(id, home), await bob.remove(id), await bob.primary(id)]) {
        expectError(answer, 404, 'NOT_FOUND');
      }
    }
    // Alice's book is exactly as she left it.
    const aliceBook = (await alice.list()).body.data;
    expect(aliceBook).toEqual([aliceHome, aliceWork]);
  });

  it('caps a book at 50 addresses', async () => {
    const book = as(await signUp(ctx.app));
    for (let index = 0; index < 50; index++) {
      expect((await book.add({ ...work, title: `Place ${index}` })).status).toBe(201);
    }
    expectError(await book.add(work), 422, 'TOO_MANY_ADDRESSES');
  });

  it('keeps one primary when addresses are added and made primary at the same time', async () => {
    const book = as(await signUp(ctx.app));
    const added = await Promise.all([1, 2, 3, 4].map((n) => book.add({ ...work, title: `Spot ${n}` })));
    expect(added.every((answer) => answer.status === 201)).toBe(true);
    expect(primaries((await book.list()).body.data)).toHaveLength(1);
    await Promise.all(added.map((answer) => book.primary(answer.body.data.id)));
    expect(primaries((await book.list()).body.data)).toHaveLength(1);
  });
});

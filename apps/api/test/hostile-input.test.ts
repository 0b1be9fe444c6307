import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsContext,
  call,
  createAccountsApp,
  expectError,
  type Shopper,
  signUp,
} from './support/accounts.js';
import { makeBuyer } from './support/checkout.js';

/** What an outside fuzzer sent that answered 500: each must be the client's 4xx, in the client's language. */
describe('hostile input gets a 4xx, never a 500', () => {
  let ctx: AccountsContext;
  let shopper: Shopper;
  beforeAll(async () => {
    ctx = await createAccountsApp();
    shopper = await signUp(ctx.app);
  });
  afterAll(() => ctx.close());

  it('refuses ids past PostgreSQL integers in a body', async () => {
    for (const ids of [
      { governorate_id: 1, city_id: 2 ** 31 },
      { governorate_id: 2 ** 53, city_id: 1 },
      { governorate_id: 1, city_id: 1e308 },
    ]) {
      const answer = await call(ctx.app, 'POST', '/addresses', {
        token: shopper.tokens.access_token,
        query: { lang: 'ar-SA' },
        body: { title: 'Home', street: 'Tahrir St', ...ids },
      });
      const error = expectError(answer, 400, 'VALIDATION_ERROR', 'ar-SA');
      expect(error.messages?.join(' ')).toMatch(/٢٬١٤٧٬٤٨٣٬٦٤٧/);
    }
  });

  it('refuses a malformed multipart profile upload', async () => {
    const part = (headers: string, body: string) => `--XX\r\n${headers}\r\n\r\n${body}`;
    const cases: [string, string][] = [
      ['multipart/form-data; boundary=XX', part('Content-Disposition: form-data; name="first_name"', 'Ali')],
      ['multipart/form-data', 'no boundary at all'],
      ['multipart/form-data; boundary=XX', 'garbage without any part'],
      [
        'multipart/form-data; boundary=XX',
        part(
          'Content-Disposition: form-data; name="photo"; filename="a.png"\r\nContent-Type: image/png',
          'abc',
        ),
      ],
    ];
    for (const [contentType, payload] of cases) {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/auth/updateProfile?lang=ar-SA',
        headers: { authorization: `Bearer ${shopper.tokens.access_token}`, 'content-type': contentType },
        payload,
      });
      expect(answer.statusCode, payload).toBe(400);
      expectError({ status: answer.statusCode, body: answer.json() }, 400, 'MALFORMED_MULTIPART', 'ar-SA');
    }
  });

  // Found by the contract fuzzer (contract-fuzz.test.ts): each answered a 500 or an English-only 4xx before.
  it('refuses a malformed multipart partner application', async () => {
    for (const contentType of ['multipart/form-data; boundary=XX', 'multipart/form-data']) {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/partner-applications?lang=ar-SA',
        headers: { 'content-type': contentType },
        payload: '--XX\r\nContent-Disposition: form-data; name="brand_name"\r\n\r\nBeans',
      });
      expectError({ status: answer.statusCode, body: answer.json() }, 400, 'MALFORMED_MULTIPART', 'ar-SA');
    }
  });

  it('refuses a gateway notification that is JSON but not an object', async () => {
    for (const payload of ['null', '42', '"text"', '[]', '{"payload":"x","sha512":"y"}']) {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/payments/opay/callback',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect({ payload, status: answer.statusCode }).toEqual({ payload, status: 401 });
      expect(answer.json().code).toBe('NOTIFICATION_REFUSED');
    }
  });

  it('refuses a payment reference holding a NUL', async () => {
    const answer = await call(ctx.app, 'POST', '/payments/opay/return', {
      query: { lang: 'ar-SA' },
      body: { reference: 'CM-2026-000001-a\u0000b', signature: '0'.repeat(64) },
    });
    expectError(answer, 400, 'VALIDATION_ERROR', 'ar-SA');
  });

  it('refuses a day that is not on the calendar in the back office’s order filter', async () => {
    const staff = await makeBuyer(ctx, { role: 'staff' });
    for (const from of ['3522-88-99', '2026-02-31', '2026-13-01']) {
      const answer = await call(ctx.app, 'GET', '/admin/orders', {
        token: staff.token,
        query: { lang: 'ar-SA', from },
      });
      expectError(answer, 400, 'VALIDATION_ERROR', 'ar-SA');
    }
    expect(
      (await call(ctx.app, 'GET', '/admin/orders', { token: staff.token, query: { from: '2026-02-28' } }))
        .status,
    ).toBe(200);
  });

  it('answers a path that is not UTF-8, or too long a parameter, in the one error shape and language', async () => {
    const bad = await call(ctx.app, 'GET', '/product/%ED%A0%80%FF', { query: { lang: 'ar-SA' } });
    expectError(bad, 400, 'INVALID_URL', 'ar-SA');
    expect(JSON.stringify(bad.body)).not.toContain('%ED');
    const long = await call(ctx.app, 'GET', `/products/${'q'.repeat(300)}`, { query: { lang: 'ar-SA' } });
    expectError(long, 414, 'URL_TOO_LONG', 'ar-SA');
    expectError(await call(ctx.app, 'GET', `/products/${'q'.repeat(300)}`), 414, 'URL_TOO_LONG');
  });

  it('answers a repeated lang in the language it asked for', async () => {
    const answer = await ctx.app.inject({ method: 'GET', url: '/governorates?lang=ar-SA&lang=ar-SA' });
    expectError({ status: answer.statusCode, body: answer.json() }, 400, 'VALIDATION_ERROR', 'ar-SA');
  });
});

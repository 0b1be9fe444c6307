import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsContext,
  call,
  createAccountsApp,
  expectError,
  type Shopper,
  signUp,
} from './support/accounts.js';

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
      expect(error.messages?.join(' ')).toMatch(/2147483647/);
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
});

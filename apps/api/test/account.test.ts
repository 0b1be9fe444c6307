import type { User } from '@coffee/contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsContext,
  call,
  createAccountsApp,
  expectError,
  logIn,
  PASSWORD,
  signUp,
  uniqueContacts,
} from './support/accounts.js';

describe('POST /auth/updateProfile (JSON)', () => {
  let ctx: AccountsContext;
  beforeAll(async () => {
    ctx = await createAccountsApp();
  });
  afterAll(() => ctx.close());

  const update = (token: string | undefined, body: unknown, lang = 'en-US') =>
    call<{ data: User }>(ctx.app, 'POST', '/auth/updateProfile', {
      body,
      query: { lang },
      ...(token && { token }),
    });

  // A new email needs the password and a code: account-email-change.test.ts.
  it('changes names and mobile; /auth/me and login follow', async () => {
    const shopper = await signUp(ctx.app);
    const next = uniqueContacts();
    const answer = await update(shopper.tokens.access_token, {
      first_name: ' Youssef ',
      last_name: 'Kamal',
      email: shopper.email.toUpperCase(),
      mobile: `+2${next.mobile}`,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      name: 'Youssef Kamal',
      first_name: 'Youssef',
      last_name: 'Kamal',
      email: shopper.email,
      mobile: `+2${next.mobile}`,
      avatar: null,
    });
    const me = await call<{ data: User }>(ctx.app, 'GET', '/auth/me', { token: shopper.tokens.access_token });
    expect(me.body.data).toEqual(answer.body.data);
    expect((await logIn(ctx.app, next.mobile)).status).toBe(200);
    expectError(await logIn(ctx.app, shopper.mobile), 401, 'INVALID_CREDENTIALS');
  });

  it('changes only what is sent', async () => {
    const shopper = await signUp(ctx.app);
    const answer = await update(shopper.tokens.access_token, { last_name: 'Farouk' });
    expect(answer.body.data).toMatchObject({ first_name: 'Mona', last_name: 'Farouk', email: shopper.email });
    expect((await update(shopper.tokens.access_token, {})).body.data).toEqual(answer.body.data);
  });

  it("refuses another account's email or mobile with 409, and keeps one's own", async () => {
    const alice = await signUp(ctx.app);
    const bob = await signUp(ctx.app);
    expectError(
      await update(bob.tokens.access_token, { email: alice.email, current_password: PASSWORD }),
      409,
      'EMAIL_TAKEN',
    );
    expectError(
      await update(bob.tokens.access_token, { mobile: alice.mobile }, 'ar-SA'),
      409,
      'MOBILE_TAKEN',
      'ar-SA',
    );
    // Re-sending one's own contacts is not a conflict.
    expect((await update(bob.tokens.access_token, { email: bob.email, mobile: bob.mobile })).status).toBe(
      200,
    );
  });

  it('validates with the contract and refuses fields that are not the profile', async () => {
    const { tokens } = await signUp(ctx.app);
    for (const body of [
      { email: 'nope' },
      { mobile: '12345' },
      { first_name: '' },
      { password: 'x' },
      { id: 1 },
    ]) {
      expectError(await update(tokens.access_token, body), 400, 'VALIDATION_ERROR');
    }
    const arabic = await update(tokens.access_token, { mobile: '0101' }, 'ar-SA');
    expect(expectError(arabic, 400, 'VALIDATION_ERROR', 'ar-SA').messages?.[0]).toMatch(/مصري/);
  });

  it('needs a signed-in shopper and changes only that shopper', async () => {
    expectError(await update(undefined, { first_name: 'Eve' }), 401, 'UNAUTHENTICATED');
    const alice = await signUp(ctx.app);
    const bob = await signUp(ctx.app);
    await update(bob.tokens.access_token, { first_name: 'Bob' });
    const aliceMe = await call<{ data: User }>(ctx.app, 'GET', '/auth/me', {
      token: alice.tokens.access_token,
    });
    expect(aliceMe.body.data.first_name).toBe('Mona');
  });
});

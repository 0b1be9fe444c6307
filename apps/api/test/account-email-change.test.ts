import type { User } from '@coffee/contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits, scaleRateLimits } from '../src/lib/rate-limits.js';
import {
  type AccountsContext,
  call,
  createAccountsApp,
  expectError,
  latestCode,
  logIn,
  outboxFor,
  PASSWORD,
  signUp,
  uniqueContacts,
} from './support/accounts.js';

type CodeSent = { data: { message: string; email: string; otp_expires_in: number } };

describe('changing the email through POST /auth/updateProfile', () => {
  let ctx: AccountsContext;
  beforeAll(async () => {
    ctx = await createAccountsApp();
  });
  afterAll(() => ctx.close());

  const update = <T = { data: User }>(token: string, body: unknown, lang = 'en-US') =>
    call<T>(ctx.app, 'POST', '/auth/updateProfile', { body, token, query: { lang } });
  const me = async (token: string) =>
    (await call<{ data: User }>(ctx.app, 'GET', '/auth/me', { token })).body.data;

  it('refuses a stolen access token alone: no password, no change', async () => {
    const owner = await signUp(ctx.app);
    const thief = uniqueContacts();
    const token = owner.tokens.access_token;
    expectError(await update(token, { email: thief.email }), 422, 'CURRENT_PASSWORD_REQUIRED');
    expectError(
      await update(token, { email: thief.email, current_password: 'guess-1234' }, 'ar-SA'),
      422,
      'WRONG_PASSWORD',
      'ar-SA',
    );
    expect((await me(token)).email).toBe(owner.email);
    expect(await outboxFor(ctx.app, thief.email)).toEqual([]);
  });

  it('with the password, sends a code to the new address and changes nothing until it comes back', async () => {
    const owner = await signUp(ctx.app);
    const next = uniqueContacts();
    const token = owner.tokens.access_token;
    const sent = await update<CodeSent>(token, {
      first_name: 'Nour',
      email: next.email,
      current_password: PASSWORD,
    });
    expect(sent.status).toBe(202);
    expect(sent.body.data).toMatchObject({ email: next.email, otp_expires_in: 600 });
    expect(sent.body.data.message).toContain(next.email);
    const before = await me(token);
    expect(before).toMatchObject({ email: owner.email, first_name: 'Mona' });
    expect((await outboxFor(ctx.app, next.email))[0]?.template).toBe('otp.email');

    const code = await latestCode(ctx.app, next.email, 'otp.email');
    const wrong = code === '000000' ? '111111' : '000000';
    expectError(
      await update(token, { email: next.email, current_password: PASSWORD, email_code: wrong }),
      422,
      'INVALID_CODE',
    );
    const done = await update(token, {
      first_name: 'Nour',
      email: next.email,
      current_password: PASSWORD,
      email_code: code,
    });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ email: next.email, first_name: 'Nour' });
    expect((await logIn(ctx.app, next.email)).status).toBe(200);
    expectError(await logIn(ctx.app, owner.email), 401, 'INVALID_CREDENTIALS');

    // The old address hears of it, naming the new one.
    const notice = (await outboxFor(ctx.app, owner.email)).find((item) => item.template === 'email.changed');
    expect(notice?.body).toContain(next.email);
    // The code is spent.
    expectError(
      await update(token, { email: uniqueContacts().email, current_password: PASSWORD, email_code: code }),
      422,
      'INVALID_CODE',
    );
  });

  it('binds the code to the address it was sent to', async () => {
    const owner = await signUp(ctx.app);
    const mine = uniqueContacts();
    const thief = uniqueContacts();
    const token = owner.tokens.access_token;
    await update(token, { email: mine.email, current_password: PASSWORD });
    const code = await latestCode(ctx.app, mine.email, 'otp.email');
    expectError(
      await update(token, { email: thief.email, current_password: PASSWORD, email_code: code }),
      422,
      'INVALID_CODE',
    );
    expect((await me(token)).email).toBe(owner.email);
  });

  it('ends the other sessions and the reset codes sent to the old address', async () => {
    const owner = await signUp(ctx.app);
    const other = await logIn(ctx.app, owner.email);
    expect(
      (await call(ctx.app, 'POST', '/auth/forgot-password', { body: { login: owner.email } })).status,
    ).toBe(200);
    const resetCode = await latestCode(ctx.app, owner.email, 'otp.reset');
    const next = uniqueContacts();
    const token = owner.tokens.access_token;
    await update(token, { email: next.email, current_password: PASSWORD });
    const code = await latestCode(ctx.app, next.email, 'otp.email');
    expect(
      (await update(token, { email: next.email, current_password: PASSWORD, email_code: code })).status,
    ).toBe(200);
    expectError(
      await call(ctx.app, 'GET', '/auth/me', { token: other.body.data.access_token }),
      401,
      'SESSION_ENDED',
    );
    expect((await call(ctx.app, 'GET', '/auth/me', { token })).status).toBe(200);
    const reset = await call(ctx.app, 'POST', '/auth/reset-password', {
      body: {
        login: next.email,
        code: resetCode,
        password: 'new-pass-123',
        password_confirmation: 'new-pass-123',
      },
    });
    expectError(reset, 422, 'INVALID_CODE');
  });

  it('answers "taken" only to someone who knows the password', async () => {
    const alice = await signUp(ctx.app);
    const bob = await signUp(ctx.app);
    const token = bob.tokens.access_token;
    expectError(await update(token, { email: alice.email }), 422, 'CURRENT_PASSWORD_REQUIRED');
    expectError(
      await update(token, { email: alice.email, current_password: 'wrong-123' }),
      422,
      'WRONG_PASSWORD',
    );
    expectError(await update(token, { email: alice.email, current_password: PASSWORD }), 409, 'EMAIL_TAKEN');
  });

  it('keeps one’s own email without a password, and other fields without a code', async () => {
    const owner = await signUp(ctx.app);
    const token = owner.tokens.access_token;
    const next = uniqueContacts();
    const answer = await update(token, {
      email: owner.email.toUpperCase(),
      last_name: 'Adel',
      mobile: next.mobile,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      email: owner.email,
      last_name: 'Adel',
      mobile: `+2${next.mobile}`,
    });
  });
});

describe('the email-change oracle is counted', () => {
  let ctx: AccountsContext;
  beforeAll(async () => {
    ctx = await createAccountsApp({
      rateLimits: {
        ...scaleRateLimits(defaultRateLimits, 1000),
        changeContacts: { account: { max: 3, windowMs: 15 * 60_000 } },
      },
    });
  });
  afterAll(() => ctx.close());

  it('answers 429 after a few tries of other addresses, in both languages', async () => {
    const shopper = await signUp(ctx.app);
    const token = shopper.tokens.access_token;
    for (let i = 0; i < 3; i += 1) {
      const answer = await call(ctx.app, 'POST', '/auth/updateProfile', {
        token,
        body: { mobile: uniqueContacts().mobile },
      });
      expect(answer.status).toBe(200);
    }
    const limited = await call(ctx.app, 'POST', '/auth/updateProfile', {
      token,
      query: { lang: 'ar-SA' },
      body: { email: uniqueContacts().email, current_password: PASSWORD },
    });
    expectError(limited, 429, 'RATE_LIMITED', 'ar-SA');
    // Names only: no contact change, nothing counted.
    expect(
      (await call(ctx.app, 'POST', '/auth/updateProfile', { token, body: { first_name: 'Laila' } })).status,
    ).toBe(200);
  });
});

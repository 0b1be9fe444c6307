import type { TokenPair, User } from '@coffee/contracts/auth';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsContext,
  call,
  createAccountsApp,
  expectError,
  latestCode,
  logIn,
  outboxFor,
  PASSWORD,
  registration,
  signUp,
} from './support/accounts.js';

describe('sign-up, verification and login', () => {
  let ctx: AccountsContext;
  beforeAll(async () => {
    ctx = await createAccountsApp();
  });
  afterAll(() => ctx.close());

  it('registers an unverified account, stores the mobile as E.164 and mails a 6-digit code', async () => {
    const body = registration({ mobile: '٠١٢ ٣٤٥٦ ٧٨٩٠', email: `  Mixed.Case-${Date.now()}@Example.COM ` });
    const registered = await call<{ data: { email: string; otp_expires_in: number; message: string } }>(
      ctx.app,
      'POST',
      '/auth/register',
      { body },
    );
    expect(registered.status).toBe(201);
    const email = String(body.email).trim().toLowerCase();
    expect(registered.body.data).toMatchObject({ email, otp_expires_in: 600 });
    expect(registered.body.data.message).toContain(email);

    const [message] = await outboxFor(ctx.app, email);
    expect(message?.template).toBe('otp.verify');
    expect(message?.body).toMatch(/\b\d{6}\b/);
    expect(message?.body).toContain('10 minutes');

    // Not usable before verification: a distinct 403, after the right password only.
    expectError(await logIn(ctx.app, email), 403, 'ACCOUNT_NOT_VERIFIED');
    expectError(await logIn(ctx.app, email, 'wrong-password-1'), 401, 'INVALID_CREDENTIALS');

    const code = await latestCode(ctx.app, email);
    const verified = await call<{ data: TokenPair }>(ctx.app, 'POST', '/auth/verify-otp', {
      body: { mobile: '+201234567890', code },
    });
    expect(verified.status).toBe(200);
    const me = await call<{ data: User }>(ctx.app, 'GET', '/auth/me', {
      token: verified.body.data.access_token,
    });
    expect(me.body.data).toMatchObject({ email, mobile: '+201234567890', first_name: 'Mona', avatar: null });
    expect(me.body.data.name).toBe('Mona Hassan');
  });

  it('writes the code in the language of the request', async () => {
    const body = registration();
    await call(ctx.app, 'POST', '/auth/register', { body, query: { lang: 'ar-SA' } });
    const [message] = await outboxFor(ctx.app, body.email);
    expect(message?.body).toMatch(/رمز التحقق/);
    expect(message?.subject).toMatch(/[\u0600-\u06FF]/);
  });

  it('answers a sign-up with a taken email or mobile as it answers a new one, and mails the owner instead', async () => {
    const first = registration();
    expect((await call(ctx.app, 'POST', '/auth/register', { body: first })).status).toBe(201);
    const fresh = registration();
    const answer = async (body: Record<string, unknown>, lang = 'en-US') => {
      const response = await call<{ data: { message: string; email: string } }>(
        ctx.app,
        'POST',
        '/auth/register',
        {
          body,
          query: { lang },
        },
      );
      const email = String(body.email).toLowerCase();
      return {
        status: response.status,
        body: { ...response.body.data, message: response.body.data.message.replace(email, '…') },
      };
    };
    const newOne = await answer(fresh);
    expect(newOne.status).toBe(201);
    expect(newOne.body.message).toContain('Check your email');

    // The same email, whatever its case: the same answer, no second account, and its owner hears of it.
    const sameEmail = registration({
      email: first.email.toUpperCase(),
      password: 'another-pass-9',
      password_confirmation: 'another-pass-9',
    });
    expect(await answer(sameEmail)).toEqual({ ...newOne, body: { ...newOne.body, email: first.email } });
    const owner = (await outboxFor(ctx.app, first.email)).map((message) => message.template);
    expect(owner.sort()).toEqual(['otp.verify', 'signup.existing']);
    expectError(await logIn(ctx.app, first.email, sameEmail.password), 401, 'INVALID_CREDENTIALS');

    // The same mobile (written the other way round) with a new email: the new address hears, in its language.
    const sameMobile = registration({ mobile: `+2${first.mobile}` });
    expect((await answer(sameMobile, 'ar-SA')).status).toBe(201);
    const [notice] = await outboxFor(ctx.app, sameMobile.email);
    expect(notice?.template).toBe('signup.mobile_taken');
    expect(notice?.subject).toBe('لم يتم إنشاء حسابك في بُنّ');
    expectError(await logIn(ctx.app, sameMobile.email, sameMobile.password), 401, 'INVALID_CREDENTIALS');

    // Both at once, or two sign-ups of one new email at the same moment: one account, the other mails it.
    expect((await answer(registration({ email: first.email, mobile: first.mobile }))).status).toBe(201);
    const twin = registration();
    const twins = await Promise.all([answer(twin), answer({ ...twin, mobile: registration().mobile })]);
    expect(twins.map((response) => response.status)).toEqual([201, 201]);
    expect((await outboxFor(ctx.app, twin.email)).map((message) => message.template).sort()).toEqual([
      'otp.verify',
      'signup.existing',
    ]);
  });

  it('validates the form with the contract: password policy, confirmation, mobile, email', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ password: 'short1', password_confirmation: 'short1' }, /password must have at least 8/],
      [{ password: 'onlyletters', password_confirmation: 'onlyletters' }, /letter and one digit/],
      [{ password: '12345678', password_confirmation: '12345678' }, /letter and one digit/],
      [{ password_confirmation: 'something-else-1' }, /confirmation does not match/],
      [{ mobile: '01312345678' }, /Egyptian mobile/],
      [{ mobile: '+441234567890' }, /Egyptian mobile/],
      [{ email: 'not-an-email' }, /valid email/],
      [{ first_name: '' }, /first_name/],
      [{ role: 'admin' }, /Unknown fields: role/],
      // PostgreSQL cannot store NUL: refused as bad input, never a 500.
      [{ first_name: 'Mo\u0000na' }, /first_name is not in a valid format/],
      [{ last_name: 'Has\tsan' }, /last_name is not in a valid format/],
    ];
    for (const [overrides, expected] of cases) {
      const response = await call(ctx.app, 'POST', '/auth/register', { body: registration(overrides) });
      const body = expectError(response, 400, 'VALIDATION_ERROR');
      expect(body.messages?.join(' '), JSON.stringify(overrides)).toMatch(expected);
    }
    const arabic = await call(ctx.app, 'POST', '/auth/register', {
      body: registration({ password_confirmation: 'nope-1234' }),
      query: { lang: 'ar-SA' },
    });
    expect(expectError(arabic, 400, 'VALIDATION_ERROR', 'ar-SA').messages?.[0]).toMatch(/لا يطابق/);
  });

  it('logs in by email or mobile in any spelling and returns the spec token response', async () => {
    const shopper = await signUp(ctx.app);
    for (const login of [shopper.email, shopper.email.toUpperCase(), shopper.mobile, `+2${shopper.mobile}`]) {
      const response = await logIn(ctx.app, login);
      expect(response.status, login).toBe(200);
      expect(response.body.data).toMatchObject({
        token_type: 'Bearer',
        expires_in: 3600,
        refresh_expires_in: 2592000,
      });
      expect(response.body.data.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
    const byEmailField = await call<{ data: TokenPair }>(ctx.app, 'POST', '/auth/login', {
      body: { email: shopper.email, password: PASSWORD },
    });
    expect(byEmailField.status).toBe(200);
    const claims = decodeJwt(byEmailField.body.data.access_token);
    expect(claims.exp! - claims.iat!).toBe(3600);
    const me = await call<{ data: User }>(ctx.app, 'GET', '/auth/me', {
      token: byEmailField.body.data.access_token,
    });
    expect(String(me.body.data.id)).toBe(claims.sub);
  });

  it('gives one generic answer for a wrong password and for an unknown account', async () => {
    const shopper = await signUp(ctx.app);
    const wrong = expectError(
      await logIn(ctx.app, shopper.email, 'not-the-password-9'),
      401,
      'INVALID_CREDENTIALS',
    );
    const unknown = expectError(await logIn(ctx.app, 'nobody-here@example.com'), 401, 'INVALID_CREDENTIALS');
    const unknownMobile = expectError(await logIn(ctx.app, '01099999999'), 401, 'INVALID_CREDENTIALS');
    expect(unknown).toEqual(wrong);
    expect(unknownMobile).toEqual(wrong);
    expectError(
      await call(ctx.app, 'POST', '/auth/login', { body: { password: 'x' } }),
      400,
      'VALIDATION_ERROR',
    );
    expectError(
      await call(ctx.app, 'POST', '/auth/login', { body: { login: 'neither', password: 'x' } }),
      400,
      'VALIDATION_ERROR',
    );
  });

  it('stores passwords as argon2id hashes, never as sent', async () => {
    const shopper = await signUp(ctx.app);
    const { users } = await import('../src/db/schema/index.js');
    const { eq } = await import('drizzle-orm');
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, shopper.email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(PASSWORD);
  });

  it('answers /auth/me only with a valid, live bearer token', async () => {
    expectError(await call(ctx.app, 'GET', '/auth/me'), 401, 'UNAUTHENTICATED');
    expectError(await call(ctx.app, 'GET', '/auth/me', { token: 'not.a.jwt' }), 401, 'UNAUTHENTICATED');
    const shopper = await signUp(ctx.app);
    // A token signed with another key (a forged one) is refused.
    const { SignJWT } = await import('jose');
    const forged = await new SignJWT({ sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('coffee-api')
      .setAudience('coffee-storefront')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('an attacker guessed secret of enough length!!'));
    expectError(await call(ctx.app, 'GET', '/auth/me', { token: forged }), 401, 'UNAUTHENTICATED');
    // An unsigned token ("alg": "none") too.
    const [, payload] = shopper.tokens.access_token.split('.');
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expectError(await call(ctx.app, 'GET', '/auth/me', { token: unsigned }), 401, 'UNAUTHENTICATED');
    // An hour later the access token has expired, with a code the client can act on (refresh).
    ctx.clock.advance(3601);
    expectError(
      await call(ctx.app, 'GET', '/auth/me', {
        token: shopper.tokens.access_token,
        query: { lang: 'ar-SA' },
      }),
      401,
      'TOKEN_EXPIRED',
      'ar-SA',
    );
  });

  it('resends a verification code, and only the newest code works', async () => {
    const body = registration();
    await call(ctx.app, 'POST', '/auth/register', { body });
    const first = await latestCode(ctx.app, body.email);
    const resent = await call<{ data: { message: string } }>(ctx.app, 'POST', '/auth/resend-otp', {
      body: { login: body.mobile },
    });
    expect(resent.status).toBe(200);
    const second = await latestCode(ctx.app, body.email);
    expect((await outboxFor(ctx.app, body.email)).filter((m) => m.template === 'otp.verify')).toHaveLength(2);
    if (first !== second) {
      expectError(
        await call(ctx.app, 'POST', '/auth/verify-otp', { body: { email: body.email, code: first } }),
        422,
        'INVALID_CODE',
      );
    }
    const verified = await call(ctx.app, 'POST', '/auth/verify-otp', {
      body: { email: body.email, code: second },
    });
    expect(verified.status).toBe(200);
  });

  it('answers resend-otp the same for unknown, unverified and verified accounts, mailing only the unverified', async () => {
    const verified = await signUp(ctx.app);
    const pending = registration();
    await call(ctx.app, 'POST', '/auth/register', { body: pending });
    const answers = [];
    for (const login of ['ghost@example.com', pending.email, verified.email]) {
      answers.push((await call(ctx.app, 'POST', '/auth/resend-otp', { body: { login } })).body);
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[1]).toEqual(answers[2]);
    expect(await outboxFor(ctx.app, 'ghost@example.com')).toEqual([]);
    expect(
      (await outboxFor(ctx.app, verified.email)).filter((m) => m.template === 'otp.verify'),
    ).toHaveLength(1);
    expect((await outboxFor(ctx.app, pending.email)).filter((m) => m.template === 'otp.verify')).toHaveLength(
      2,
    );
  });

  it('logs out: the refresh token and the access token of that session stop working', async () => {
    const shopper = await signUp(ctx.app);
    const other = await logIn(ctx.app, shopper.email);
    const loggedOut = await call<{ data: { message: string } }>(ctx.app, 'POST', '/auth/logout', {
      body: { refresh_token: shopper.tokens.refresh_token },
      query: { lang: 'ar-SA' },
    });
    expect(loggedOut.status).toBe(200);
    expect(loggedOut.body.data.message).toMatch(/[\u0600-\u06FF]/);
    expectError(
      await call(ctx.app, 'GET', '/auth/me', { token: shopper.tokens.access_token }),
      401,
      'SESSION_ENDED',
    );
    expectError(
      await call(ctx.app, 'POST', '/auth/refresh', { body: { refresh_token: shopper.tokens.refresh_token } }),
      401,
      'INVALID_REFRESH_TOKEN',
    );
    // The other session (another device) is untouched; it can log itself out with its bearer alone.
    const otherToken = other.body.data.access_token;
    expect((await call(ctx.app, 'GET', '/auth/me', { token: otherToken })).status).toBe(200);
    expect((await call(ctx.app, 'POST', '/auth/logout', { token: otherToken })).status).toBe(200);
    expectError(await call(ctx.app, 'GET', '/auth/me', { token: otherToken }), 401, 'SESSION_ENDED');
    expectError(await call(ctx.app, 'POST', '/auth/logout'), 401, 'UNAUTHENTICATED');
  });
});

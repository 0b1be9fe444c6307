import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultRateLimits,
  type LoginDelays,
  type RateLimits,
  scaleRateLimits,
} from '../src/lib/rate-limits.js';
import {
  type AccountsContext,
  call,
  createAccountsApp,
  expectError,
  logIn,
  PASSWORD,
  registration,
  signUp,
} from './support/accounts.js';

const MINUTE = 60_000;
const roomy = { max: 1000, windowMs: MINUTE };
/** Small limits so a test meets them in a few calls: per IP 4, per account (and account from one IP) 2–3. */
const tight: RateLimits = {
  login: { ip: { max: 4, windowMs: MINUTE } },
  register: { ip: roomy },
  verifyOtp: { ip: { max: 4, windowMs: MINUTE }, pair: { max: 3, windowMs: MINUTE } },
  resendOtp: {
    ip: { max: 4, windowMs: MINUTE },
    pair: { max: 2, windowMs: MINUTE },
    account: { max: 5, windowMs: MINUTE },
  },
  forgotPassword: {
    ip: { max: 4, windowMs: MINUTE },
    pair: { max: 2, windowMs: MINUTE },
    account: { max: 5, windowMs: MINUTE },
  },
  resetPassword: { ip: { max: 4, windowMs: MINUTE }, pair: { max: 3, windowMs: MINUTE } },
  loginCode: {
    ip: { max: 4, windowMs: MINUTE },
    pair: { max: 2, windowMs: MINUTE },
    account: { max: 5, windowMs: MINUTE },
  },
  changePassword: { account: { max: 2, windowMs: MINUTE } },
  contact: { ip: roomy },
  partnerApplication: { ip: roomy },
  changeContacts: { ip: roomy, account: roomy },
  placeOnlineOrder: { ip: roomy },
  startPayment: { account: roomy },
  couponMiss: { ip: roomy, account: roomy },
  newsletter: { ip: roomy, account: roomy },
};
const roomyScopes = (rules: RateLimits[keyof RateLimits], keep: 'ip' | 'account') =>
  Object.fromEntries(
    Object.entries(rules).map(([scope, rule]) => [
      scope,
      (scope === 'ip') === (keep === 'ip') ? rule : roomy,
    ]),
  );
/** Only the per-account limits bite: for tests that come from many IPs, or one IP for many accounts. */
const accountOnly = (limits: RateLimits): RateLimits =>
  Object.fromEntries(
    Object.entries(limits).map(([action, rules]) => [action, roomyScopes(rules, 'account')]),
  ) as RateLimits;
const ipOnly = (limits: RateLimits): RateLimits =>
  Object.fromEntries(
    Object.entries(limits).map(([action, rules]) => [action, roomyScopes(rules, 'ip')]),
  ) as RateLimits;

/** Two free wrong passwords per account, then a second's wait. */
const loginDelays: LoginDelays = {
  account: { free: 2, baseMs: 1000, maxMs: 8000, forgetMs: 60 * MINUTE },
  ip: { free: 1000, baseMs: 1000, maxMs: 8000, forgetMs: 60 * MINUTE },
};

let ipSerial = 0;
const newIp = () => `198.51.100.${++ipSerial}`;

function expectLimited(
  response: { status: number; body: unknown; headers: Record<string, unknown> },
  lang?: 'ar-SA',
) {
  const body = expectError(response, 429, 'RATE_LIMITED', lang);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  return body;
}

const store = process.env.REDIS_URL ? 'Redis' : 'memory';

describe(`rate limits (${store} store)`, () => {
  describe('per IP', () => {
    let ctx: AccountsContext;
    beforeAll(async () => {
      ctx = await createAccountsApp({ rateLimits: ipOnly(tight) });
    });
    afterAll(() => ctx.close());

    it('stops a fifth login from one IP across different accounts, with Retry-After and a localized message', async () => {
      const ip = newIp();
      for (let attempt = 1; attempt <= 4; attempt++) {
        expectError(
          await logIn(ctx.app, `nobody-${attempt}@example.com`, 'x', ip),
          401,
          'INVALID_CREDENTIALS',
        );
      }
      const blocked = await call(ctx.app, 'POST', '/auth/login', {
        body: { login: 'someone-else@example.com', password: 'x' },
        ip,
        query: { lang: 'ar-SA' },
      });
      expectLimited(blocked, 'ar-SA');
      // Even the right password waits: the limit is checked before the password is.
      const shopper = await signUp(ctx.app);
      expectLimited(await logIn(ctx.app, shopper.email, PASSWORD, ip));
      // Another IP is not affected.
      expect((await logIn(ctx.app, shopper.email, PASSWORD, newIp())).status).toBe(200);
    });

    it('limits verify-otp, resend-otp, forgot-password and reset-password per IP', async () => {
      const cases = [
        ['/auth/verify-otp', (n: number) => ({ login: `v${n}@example.com`, code: '123456' })],
        ['/auth/resend-otp', (n: number) => ({ login: `r${n}@example.com` })],
        ['/auth/forgot-password', (n: number) => ({ login: `f${n}@example.com` })],
        [
          '/auth/reset-password',
          (n: number) => ({
            login: `p${n}@example.com`,
            code: '123456',
            password: 'abcdefg1',
            password_confirmation: 'abcdefg1',
          }),
        ],
      ] as const;
      for (const [url, body] of cases) {
        const ip = newIp();
        for (let n = 1; n <= 4; n++) {
          expect((await call(ctx.app, 'POST', url, { body: body(n), ip })).status, url).not.toBe(429);
        }
        expectLimited(await call(ctx.app, 'POST', url, { body: body(5), ip }));
      }
    });

    it('counts the client a trusted proxy forwards for, and ignores X-Forwarded-For from anyone else', async () => {
      const proxy = '127.0.0.1';
      // The storefront's server (on loopback) forwards for five different shoppers: nobody is limited.
      for (let n = 1; n <= 5; n++) {
        const answer = await call(ctx.app, 'POST', '/auth/forgot-password', {
          body: { login: `xff${n}@example.com` },
          ip: proxy,
          headers: { 'x-forwarded-for': newIp() },
        });
        expect(answer.status).toBe(200);
      }
      // A client on the internet cannot dodge its limit by inventing X-Forwarded-For headers.
      const direct = '203.0.113.7';
      for (let n = 1; n <= 4; n++) {
        const answer = await call(ctx.app, 'POST', '/auth/forgot-password', {
          body: { login: `spoof${n}@example.com` },
          ip: direct,
          headers: { 'x-forwarded-for': newIp() },
        });
        expect(answer.status).toBe(200);
      }
      expectLimited(
        await call(ctx.app, 'POST', '/auth/forgot-password', {
          body: { login: 'spoof5@example.com' },
          ip: direct,
          headers: { 'x-forwarded-for': newIp() },
        }),
      );
    });
  });

  describe('per account', () => {
    let ctx: AccountsContext;
    beforeAll(async () => {
      ctx = await createAccountsApp({ rateLimits: accountOnly(tight) });
    });
    afterAll(() => ctx.close());

    it('limits code guesses per account from one address, which leaves the owner elsewhere alone', async () => {
      const shopper = registration();
      expect((await call(ctx.app, 'POST', '/auth/register', { body: shopper })).status).toBe(201);
      const attacker = newIp();
      for (let n = 1; n <= 3; n++) {
        const answer = await call(ctx.app, 'POST', '/auth/verify-otp', {
          body: { login: shopper.email, code: '000000' },
          ip: attacker,
        });
        expect(answer.status).toBe(422);
      }
      expectLimited(
        await call(ctx.app, 'POST', '/auth/verify-otp', {
          body: { login: shopper.mobile, code: '000000' },
          ip: attacker,
        }),
      );
      expect(
        (
          await call(ctx.app, 'POST', '/auth/verify-otp', {
            body: { login: shopper.email, code: '000000' },
            ip: newIp(),
          })
        ).status,
      ).toBe(422);
    });

    it("a stranger's code requests do not use up the owner's; a wide ceiling stops mail-bombing", async () => {
      for (const url of ['/auth/resend-otp', '/auth/forgot-password', '/auth/login-code']) {
        const shopper = registration();
        expect((await call(ctx.app, 'POST', '/auth/register', { body: shopper })).status).toBe(201);
        const stranger = newIp();
        for (let n = 1; n <= 2; n++) {
          expect(
            (await call(ctx.app, 'POST', url, { body: { login: shopper.email }, ip: stranger })).status,
            url,
          ).toBe(200);
        }
        expectLimited(await call(ctx.app, 'POST', url, { body: { login: shopper.mobile }, ip: stranger }));
        // The owner, from their own address, still gets a code.
        const owner = newIp();
        expect(
          (await call(ctx.app, 'POST', url, { body: { login: shopper.email }, ip: owner })).status,
          url,
        ).toBe(200);
        // Five sends in all, from any addresses: the account's ceiling.
        for (let n = 4; n <= 5; n++) {
          expect(
            (await call(ctx.app, 'POST', url, { body: { login: shopper.email }, ip: newIp() })).status,
          ).toBe(200);
        }
        expectLimited(await call(ctx.app, 'POST', url, { body: { login: shopper.email }, ip: newIp() }));
      }
    });

    it('limits change-password guesses per signed-in user', async () => {
      const shopper = await signUp(ctx.app);
      const body = {
        current_password: 'wrong-pass-1',
        password: 'next-pass-12',
        password_confirmation: 'next-pass-12',
      };
      const change = () =>
        call(ctx.app, 'POST', '/auth/change-password', {
          body,
          token: shopper.tokens.access_token,
          ip: newIp(),
        });
      expectError(await change(), 422, 'WRONG_PASSWORD');
      expectError(await change(), 422, 'WRONG_PASSWORD');
      expectLimited(await change());
    });
  });

  // Redis forgets on its own clock, which a test cannot move: the day is shown on the memory store.
  describe.skipIf(store === 'Redis')('reset-code guesses for one account, from rotating addresses', () => {
    let ctx: AccountsContext;
    beforeAll(async () => {
      ctx = await createAccountsApp({
        rateLimits: {
          ...scaleRateLimits(defaultRateLimits, 1000),
          resetPassword: defaultRateLimits.resetPassword,
        },
      });
    });
    afterAll(() => ctx.close());

    let rotating = 0;
    it('stop at 20 an hour and 50 a day, in the guesser’s language, and come back the next day', async () => {
      const shopper = await signUp(ctx.app);
      const guess = (lang?: 'ar-SA') =>
        call(ctx.app, 'POST', '/auth/reset-password', {
          body: {
            login: shopper.email,
            code: '000000',
            password: 'abcdefg1',
            password_confirmation: 'abcdefg1',
          },
          ip: `10.25.${Math.floor(++rotating / 250)}.${rotating % 250}`,
          ...(lang && { query: { lang } }),
        });
      const guesses = async (n: number) => {
        for (let i = 0; i < n; i += 1) expect((await guess()).status).toBe(422);
      };
      await guesses(20);
      expectError(await guess('ar-SA'), 429, 'RATE_LIMITED', 'ar-SA');
      ctx.clock.advance(61 * 60);
      await guesses(20);
      expectError(await guess(), 429, 'RATE_LIMITED');
      ctx.clock.advance(61 * 60);
      await guesses(10);
      // 50 today: a new hour does not bring more.
      const day = await guess();
      expect(day.status).toBe(429);
      expect(Number(day.headers['retry-after'])).toBeGreaterThan(20 * 3600);
      ctx.clock.advance(61 * 60);
      expect((await guess()).status).toBe(429);
      ctx.clock.advance(22 * 3600);
      expect((await guess()).status).toBe(422);
    });
  });

  describe('several API processes', () => {
    let first: AccountsContext;
    let second: AccountsContext;
    const prefix = `test:${randomUUID()}:`;
    beforeAll(async () => {
      first = await createAccountsApp({ rateLimits: tight, loginDelays, env: { RATE_LIMIT_PREFIX: prefix } });
      second = await createAccountsApp({
        rateLimits: tight,
        loginDelays,
        env: { RATE_LIMIT_PREFIX: prefix },
        database: first.database,
        clock: first.clock,
      });
    });
    afterAll(async () => {
      await second.close();
      await first.close();
    });

    it.runIf(process.env.REDIS_URL)(
      'share their counts through Redis: limits hold across processes',
      async () => {
        const ip = newIp();
        const apps = [first.app, second.app];
        for (let n = 0; n < 4; n++) {
          expectError(
            await logIn(apps[n % 2]!, `spread-${n}@example.com`, 'x', ip),
            401,
            'INVALID_CREDENTIALS',
          );
        }
        expectLimited(await logIn(first.app, 'spread-4@example.com', 'x', ip));
        expectLimited(await logIn(second.app, 'spread-5@example.com', 'x', ip));

        // Wrong passwords for one account, spread over both processes: the delay follows.
        const shopper = await signUp(first.app);
        for (let n = 0; n < 3; n++) {
          expectError(
            await logIn(apps[n % 2]!, shopper.email, `guess-${n}`, newIp()),
            401,
            'INVALID_CREDENTIALS',
          );
        }
        expectError(await logIn(second.app, shopper.mobile, PASSWORD, newIp()), 429, 'LOGIN_DELAYED');
      },
    );

    it.skipIf(process.env.REDIS_URL)('count apart in memory (set REDIS_URL to share them)', async () => {
      const ip = newIp();
      for (let n = 0; n < 4; n++) await logIn(first.app, `alone-${n}@example.com`, 'x', ip);
      expectLimited(await logIn(first.app, 'alone-4@example.com', 'x', ip));
      expectError(await logIn(second.app, 'alone-5@example.com', 'x', ip), 401, 'INVALID_CREDENTIALS');
    });
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateLimits } from '../src/lib/rate-limits.js';
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
/** Small limits so a test meets them in a few calls: per IP 4, per account 3. */
const tight: RateLimits = {
  login: { ip: { max: 4, windowMs: MINUTE }, account: { max: 3, windowMs: 15 * MINUTE } },
  register: { ip: roomy },
  verifyOtp: { ip: { max: 4, windowMs: MINUTE }, account: { max: 3, windowMs: MINUTE } },
  resendOtp: { ip: { max: 4, windowMs: MINUTE }, account: { max: 2, windowMs: MINUTE } },
  forgotPassword: { ip: { max: 4, windowMs: MINUTE }, account: { max: 2, windowMs: MINUTE } },
  resetPassword: { ip: { max: 4, windowMs: MINUTE }, account: { max: 3, windowMs: MINUTE } },
  changePassword: { account: { max: 2, windowMs: MINUTE } },
  changeContacts: { ip: roomy, account: roomy },
};
/** Only the per-account limits bite: for tests that come from many IPs, or one IP for many accounts. */
const accountOnly = (limits: RateLimits): RateLimits =>
  Object.fromEntries(
    Object.entries(limits).map(([action, rule]) => [action, { ...rule, ip: roomy }]),
  ) as RateLimits;
const ipOnly = (limits: RateLimits): RateLimits =>
  Object.fromEntries(
    Object.entries(limits).map(([action, rule]) => [action, { ...rule, account: roomy }]),
  ) as RateLimits;

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

    it('stops the fourth login to one account from different IPs, counting its email and mobile together', async () => {
      const shopper = await signUp(ctx.app);
      expectError(await logIn(ctx.app, shopper.email, 'guess-1', newIp()), 401, 'INVALID_CREDENTIALS');
      expectError(await logIn(ctx.app, shopper.mobile, 'guess-2', newIp()), 401, 'INVALID_CREDENTIALS');
      expectError(
        await logIn(ctx.app, `+2${shopper.mobile}`, 'guess-3', newIp()),
        401,
        'INVALID_CREDENTIALS',
      );
      expectLimited(await logIn(ctx.app, shopper.email.toUpperCase(), PASSWORD, newIp()));
      // Another account from the same IPs is fine.
      const other = await signUp(ctx.app);
      expect((await logIn(ctx.app, other.email, PASSWORD, newIp())).status).toBe(200);
    });

    it('limits unknown accounts the same way, so a 429 says nothing about existence', async () => {
      for (let n = 1; n <= 3; n++) {
        expectError(
          await logIn(ctx.app, 'ghost@example.com', `guess-${n}`, newIp()),
          401,
          'INVALID_CREDENTIALS',
        );
      }
      expectLimited(await logIn(ctx.app, 'ghost@example.com', 'guess-4', newIp()));
    });

    it('limits code guessing, resends and reset requests per account', async () => {
      const shopper = registration();
      expect((await call(ctx.app, 'POST', '/auth/register', { body: shopper })).status).toBe(201);
      for (let n = 1; n <= 3; n++) {
        const answer = await call(ctx.app, 'POST', '/auth/verify-otp', {
          body: { login: shopper.email, code: '000000' },
          ip: newIp(),
        });
        expect(answer.status).toBe(422);
      }
      expectLimited(
        await call(ctx.app, 'POST', '/auth/verify-otp', {
          body: { login: shopper.mobile, code: '000000' },
          ip: newIp(),
        }),
      );
      for (const url of ['/auth/resend-otp', '/auth/forgot-password']) {
        for (let n = 1; n <= 2; n++) {
          expect(
            (await call(ctx.app, 'POST', url, { body: { login: shopper.email }, ip: newIp() })).status,
          ).toBe(200);
        }
        expectLimited(await call(ctx.app, 'POST', url, { body: { login: shopper.mobile }, ip: newIp() }));
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

  describe('several API processes', () => {
    let first: AccountsContext;
    let second: AccountsContext;
    const prefix = `test:${randomUUID()}:`;
    beforeAll(async () => {
      first = await createAccountsApp({ rateLimits: tight, env: { RATE_LIMIT_PREFIX: prefix } });
      second = await createAccountsApp({
        rateLimits: tight,
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

        const shopper = await signUp(first.app);
        for (let n = 0; n < 3; n++) {
          expectError(
            await logIn(apps[n % 2]!, shopper.email, `guess-${n}`, newIp()),
            401,
            'INVALID_CREDENTIALS',
          );
        }
        expectLimited(await logIn(second.app, shopper.mobile, PASSWORD, newIp()));
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

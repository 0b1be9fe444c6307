import type { TokenPair } from '@coffee/contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultLoginDelays,
  defaultRateLimits,
  delayAfter,
  scaleRateLimits,
} from '../src/lib/rate-limits.js';
import {
  type AccountsContext,
  call,
  createAccountsApp,
  expectError,
  latestCode,
  logIn,
  PASSWORD,
  signUp,
} from './support/accounts.js';

let ipSerial = 0;
const newIp = () => `192.0.2.${++ipSerial}`;

function expectDelayed(
  response: { status: number; body: unknown; headers: Record<string, unknown> },
  seconds: number,
) {
  const body = expectError(response, 429, 'LOGIN_DELAYED');
  expect(Number(response.headers['retry-after'])).toBe(seconds);
  expect(body.message).toContain(seconds === 1 ? '1 second,' : `${seconds} seconds`);
}

describe('delays after wrong passwords (the real rules)', () => {
  let ctx: AccountsContext;
  beforeAll(async () => {
    ctx = await createAccountsApp({
      loginDelays: defaultLoginDelays,
      rateLimits: scaleRateLimits(defaultRateLimits, 1000),
    });
  });
  afterAll(() => ctx.close());

  const guessesFromEverywhere = async (login: string, count: number) => {
    for (let n = 0; n < count; n++) {
      expectError(await logIn(ctx.app, login, `guess-${n}-x`, newIp()), 401, 'INVALID_CREDENTIALS');
    }
  };

  it('grow from one second to at most a minute, and never lock the owner out', async () => {
    const owner = await signUp(ctx.app);
    await guessesFromEverywhere(owner.email, 5);
    // The sixth wrong password is the first that costs a wait: a second, then two, four…
    expectError(await logIn(ctx.app, owner.email, 'guess-6-x', newIp()), 401, 'INVALID_CREDENTIALS');
    expectDelayed(await logIn(ctx.app, owner.email, PASSWORD, newIp()), 1);
    ctx.clock.advance(1);
    expectError(await logIn(ctx.app, owner.mobile, 'guess-7-x', newIp()), 401, 'INVALID_CREDENTIALS');
    expectDelayed(await logIn(ctx.app, owner.email, 'guess-8-x', newIp()), 2);
    // However long the attack, the owner waits at most a minute, then the right password works.
    for (let n = 0; n < 10; n++) {
      ctx.clock.advance(60);
      await logIn(ctx.app, owner.email, `guess-more-${n}`, newIp());
    }
    const waiting = await logIn(ctx.app, owner.email, PASSWORD, newIp());
    expectDelayed(waiting, 60);
    ctx.clock.advance(60);
    expect((await logIn(ctx.app, owner.email, PASSWORD, newIp())).status).toBe(200);
    // Getting in clears the account's record: the next mistype costs nothing.
    expectError(await logIn(ctx.app, owner.email, 'typo-1', newIp()), 401, 'INVALID_CREDENTIALS');
    expect((await logIn(ctx.app, owner.email, PASSWORD, newIp())).status).toBe(200);
  });

  it('apply to unknown accounts the same way, so a 429 says nothing about existence', async () => {
    await guessesFromEverywhere('ghost@example.com', 6);
    expectDelayed(await logIn(ctx.app, 'ghost@example.com', 'guess-x', newIp()), 1);
  });

  it('a sign-in code by email skips them at once; a wrong code does not reveal the password', async () => {
    const owner = await signUp(ctx.app);
    await guessesFromEverywhere(owner.email, 6);
    expectDelayed(await logIn(ctx.app, owner.email, PASSWORD, newIp()), 1);
    const sent = await call(ctx.app, 'POST', '/auth/login-code', {
      body: { login: owner.mobile },
      query: { lang: 'ar-SA' },
    });
    expect(sent.status).toBe(200);
    const code = await latestCode(ctx.app, owner.email, 'otp.login');
    const wrongCode = code === '000000' ? '111111' : '000000';
    expectError(
      await call(ctx.app, 'POST', '/auth/login', {
        body: { login: owner.email, password: PASSWORD, code: wrongCode },
      }),
      422,
      'INVALID_CODE',
    );
    const signedIn = await call<{ data: TokenPair }>(ctx.app, 'POST', '/auth/login', {
      body: { login: owner.email, password: PASSWORD, code },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.token_type).toBe('Bearer');
    // The code is single use.
    expectError(
      await call(ctx.app, 'POST', '/auth/login', { body: { login: owner.email, password: PASSWORD, code } }),
      422,
      'INVALID_CODE',
    );
  });

  it('a code with a wrong password still fails, and counts as a wrong password', async () => {
    const owner = await signUp(ctx.app);
    await call(ctx.app, 'POST', '/auth/login-code', { body: { login: owner.email } });
    const code = await latestCode(ctx.app, owner.email, 'otp.login');
    expectError(
      await call(ctx.app, 'POST', '/auth/login', {
        body: { login: owner.email, password: 'nope-123', code },
      }),
      401,
      'INVALID_CREDENTIALS',
    );
  });

  it('login-code answers the same for accounts that do not exist', async () => {
    const answer = await call<{ data: { message: string } }>(ctx.app, 'POST', '/auth/login-code', {
      body: { login: 'nobody-here@example.com' },
    });
    const owner = await signUp(ctx.app);
    const known = await call<{ data: { message: string } }>(ctx.app, 'POST', '/auth/login-code', {
      body: { login: owner.email },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(known.body);
  });

  it('also slow one address trying many accounts', async () => {
    const ip = newIp();
    for (let n = 0; n < 21; n++) {
      expectError(await logIn(ctx.app, `spray-${n}@example.com`, 'guess-x', ip), 401, 'INVALID_CREDENTIALS');
    }
    expectDelayed(await logIn(ctx.app, 'spray-next@example.com', 'guess-x', ip), 1);
    const owner = await signUp(ctx.app);
    expect((await logIn(ctx.app, owner.email, PASSWORD, newIp())).status).toBe(200);
  });
});

describe('delayAfter', () => {
  it('is free up to the allowance, then doubles up to the cap', () => {
    const rule = defaultLoginDelays.account;
    expect([4, 5, 6, 7, 8, 12, 30].map((n) => delayAfter(rule, n))).toEqual([
      0, 0, 1000, 2000, 4000, 60_000, 60_000,
    ]);
  });
});

import type { TokenPair } from '@coffee/contracts/auth';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsContext,
  call,
  createAccountsApp,
  expectError,
  logIn,
  signUp,
} from './support/accounts.js';

describe('refresh tokens: rotation, reuse and the grace for parallel refreshes', () => {
  let ctx: AccountsContext;
  beforeAll(async () => {
    ctx = await createAccountsApp();
  });
  afterAll(() => ctx.close());

  const refresh = (refreshToken: string) =>
    call<{ data: TokenPair }>(ctx.app, 'POST', '/auth/refresh', { body: { refresh_token: refreshToken } });
  const me = (token: string) => call(ctx.app, 'GET', '/auth/me', { token });

  it('rotates: every refresh answers a new pair in the same session and spends the old token', async () => {
    const { tokens } = await signUp(ctx.app);
    ctx.clock.advance(60);
    const first = await refresh(tokens.refresh_token);
    expect(first.status).toBe(200);
    const pair = first.body.data;
    expect(pair.refresh_token).not.toBe(tokens.refresh_token);
    expect(pair.access_token).not.toBe(tokens.access_token);
    expect(pair).toMatchObject({ expires_in: 3600, refresh_expires_in: 2592000, token_type: 'Bearer' });
    expect(decodeJwt(pair.access_token).sid).toBe(decodeJwt(tokens.access_token).sid);
    expect((await me(pair.access_token)).status).toBe(200);
    // The access token issued before the refresh still works until it expires: same live session.
    expect((await me(tokens.access_token)).status).toBe(200);

    ctx.clock.advance(60);
    const second = await refresh(pair.refresh_token);
    expect(second.status).toBe(200);
  });

  it('answers a spent token within the grace with 409 and leaves the session alone', async () => {
    const { tokens } = await signUp(ctx.app);
    const next = (await refresh(tokens.refresh_token)).body.data;
    ctx.clock.advance(5);
    const again = await refresh(tokens.refresh_token);
    expectError(again, 409, 'REFRESH_TOKEN_ROTATED');
    expect((await me(next.access_token)).status).toBe(200);
    expect((await refresh(next.refresh_token)).status).toBe(200);
  });

  it('treats a spent token after the grace as theft: the whole family is revoked', async () => {
    const shopper = await signUp(ctx.app);
    const otherDevice = (await logIn(ctx.app, shopper.email)).body.data;
    const stolen = shopper.tokens.refresh_token;
    const legit = (await refresh(stolen)).body.data;
    ctx.clock.advance(11);

    expectError(await refresh(stolen), 401, 'REFRESH_TOKEN_REUSED');
    // Whoever held the newest token of that family is out too, refresh and access alike.
    expectError(await refresh(legit.refresh_token), 401, 'INVALID_REFRESH_TOKEN');
    expectError(await me(legit.access_token), 401, 'SESSION_ENDED');
    expectError(await me(shopper.tokens.access_token), 401, 'SESSION_ENDED');
    // A reused token stays refused; it does not start working again later.
    ctx.clock.advance(60);
    expectError(await refresh(stolen), 401, 'INVALID_REFRESH_TOKEN');
    // Another login of the same shopper is another family, untouched.
    expect((await me(otherDevice.access_token)).status).toBe(200);
    expect((await refresh(otherDevice.refresh_token)).status).toBe(200);
  });

  it('lets exactly one of two parallel refreshes win; the other gets 409 and nothing is revoked', async () => {
    const { tokens } = await signUp(ctx.app);
    const answers = await Promise.all([refresh(tokens.refresh_token), refresh(tokens.refresh_token)]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!.body.data;
    expect((await me(winner.access_token)).status).toBe(200);
    expect((await refresh(winner.refresh_token)).status).toBe(200);
  });

  it('refuses unknown and expired refresh tokens', async () => {
    expectError(await refresh('not-a-token'), 401, 'INVALID_REFRESH_TOKEN');
    expectError(await refresh('A'.repeat(43)), 401, 'INVALID_REFRESH_TOKEN');
    expectError(await call(ctx.app, 'POST', '/auth/refresh', { body: {} }), 400, 'VALIDATION_ERROR');
    const { tokens } = await signUp(ctx.app);
    ctx.clock.advance(2_592_000 + 1);
    const expired = await call(ctx.app, 'POST', '/auth/refresh', {
      body: { refresh_token: tokens.refresh_token },
      query: { lang: 'ar-SA' },
    });
    expectError(expired, 401, 'INVALID_REFRESH_TOKEN', 'ar-SA');
  });

  it('keeps a refresh token for 30 days from its issue: refreshing on day 29 still works', async () => {
    const { tokens } = await signUp(ctx.app);
    ctx.clock.advance(29 * 86_400);
    const answer = await refresh(tokens.refresh_token);
    expect(answer.status).toBe(200);
    ctx.clock.advance(29 * 86_400);
    expect((await refresh(answer.body.data.refresh_token)).status).toBe(200);
  });
});

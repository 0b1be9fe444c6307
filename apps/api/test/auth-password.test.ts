import type { TokenPair } from '@coffee/contracts/auth';
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

const NEW_PASSWORD = 'brand-new-beans-7';

describe('forgotten, reset and changed passwords', () => {
  let ctx: AccountsContext;
  beforeAll(async () => {
    ctx = await createAccountsApp();
  });
  afterAll(() => ctx.close());

  const me = (token: string) => call(ctx.app, 'GET', '/auth/me', { token });
  const refresh = (token: string) =>
    call(ctx.app, 'POST', '/auth/refresh', { body: { refresh_token: token } });

  it('answers forgot-password the same whether or not the account exists, mailing only real accounts', async () => {
    const shopper = await signUp(ctx.app);
    const known = await call(ctx.app, 'POST', '/auth/forgot-password', { body: { login: shopper.mobile } });
    const unknown = await call(ctx.app, 'POST', '/auth/forgot-password', {
      body: { login: 'ghost@example.com' },
    });
    expect(known.status).toBe(200);
    expect(unknown).toMatchObject({ status: 200, body: known.body });
    expect(await outboxFor(ctx.app, 'ghost@example.com')).toEqual([]);
    const [mail] = await outboxFor(ctx.app, shopper.email);
    expect(mail?.template).toBe('otp.reset');
  });

  it('resets with the mailed code: every session ends, the new password works, the owner is told', async () => {
    const shopper = await signUp(ctx.app);
    const second = (await logIn(ctx.app, shopper.email)).body.data;
    await call(ctx.app, 'POST', '/auth/forgot-password', {
      body: { email: shopper.email },
      query: { lang: 'ar-SA' },
    });
    const code = await latestCode(ctx.app, shopper.email, 'otp.reset');
    expect((await outboxFor(ctx.app, shopper.email))[0]?.body).toMatch(/إعادة تعيين/);

    const reset = (body: Record<string, unknown>) => call(ctx.app, 'POST', '/auth/reset-password', { body });
    const wrongCode = code === '000000' ? '111111' : '000000';
    expectError(
      await reset({
        login: shopper.email,
        code: wrongCode,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      }),
      422,
      'INVALID_CODE',
    );
    expectError(
      await reset({
        login: shopper.email,
        code,
        password: NEW_PASSWORD,
        password_confirmation: 'different-9',
      }),
      400,
      'VALIDATION_ERROR',
    );
    const done = await reset({
      login: shopper.mobile,
      code,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(done.status).toBe(200);

    for (const tokens of [shopper.tokens, second]) {
      expectError(await me(tokens.access_token), 401, 'SESSION_ENDED');
      expectError(await refresh(tokens.refresh_token), 401, 'INVALID_REFRESH_TOKEN');
    }
    expectError(await logIn(ctx.app, shopper.email, PASSWORD), 401, 'INVALID_CREDENTIALS');
    expect((await logIn(ctx.app, shopper.email, NEW_PASSWORD)).status).toBe(200);
    expect((await outboxFor(ctx.app, shopper.email))[0]?.template).toBe('password.changed');
    // The code was spent.
    expectError(
      await reset({
        login: shopper.email,
        code,
        password: 'another-one-8',
        password_confirmation: 'another-one-8',
      }),
      422,
      'INVALID_CODE',
    );
  });

  it('does not take a sign-up code as a reset code, nor the other way round', async () => {
    const body = registration();
    await call(ctx.app, 'POST', '/auth/register', { body });
    const verifyCode = await latestCode(ctx.app, body.email, 'otp.verify');
    const reset = await call(ctx.app, 'POST', '/auth/reset-password', {
      body: {
        login: body.email,
        code: verifyCode,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    });
    expectError(reset, 422, 'INVALID_CODE');
  });

  it('verifies an unverified account whose owner resets the password through its email', async () => {
    const body = registration();
    await call(ctx.app, 'POST', '/auth/register', { body });
    await call(ctx.app, 'POST', '/auth/forgot-password', { body: { login: body.email } });
    const code = await latestCode(ctx.app, body.email, 'otp.reset');
    const reset = await call(ctx.app, 'POST', '/auth/reset-password', {
      body: { login: body.email, code, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(reset.status).toBe(200);
    expect((await logIn(ctx.app, body.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('changes the password: needs the current one, keeps this session, ends the others', async () => {
    const shopper = await signUp(ctx.app);
    const other = (await logIn(ctx.app, shopper.email)).body.data;
    const change = (body: Record<string, unknown>, token?: string) =>
      call<{ data: { message: string } }>(ctx.app, 'POST', '/auth/change-password', {
        body,
        ...(token && { token }),
      });
    const good = { current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };

    expectError(await change(good), 401, 'UNAUTHENTICATED');
    expectError(
      await change({ ...good, current_password: 'not-it-123' }, shopper.tokens.access_token),
      422,
      'WRONG_PASSWORD',
    );
    expectError(
      await change(
        { ...good, password: 'weakweak', password_confirmation: 'weakweak' },
        shopper.tokens.access_token,
      ),
      400,
      'VALIDATION_ERROR',
    );
    const changed = await change(good, shopper.tokens.access_token);
    expect(changed.status).toBe(200);

    expect((await me(shopper.tokens.access_token)).status).toBe(200);
    const rotated = await refresh(shopper.tokens.refresh_token);
    expect(rotated.status).toBe(200);
    expectError(await me(other.access_token), 401, 'SESSION_ENDED');
    expectError(await refresh(other.refresh_token), 401, 'INVALID_REFRESH_TOKEN');
    expectError(await logIn(ctx.app, shopper.email, PASSWORD), 401, 'INVALID_CREDENTIALS');
    const fresh = await logIn(ctx.app, shopper.mobile, NEW_PASSWORD);
    expect((fresh.body as { data: TokenPair }).data.access_token).toBeTruthy();
    expect((await outboxFor(ctx.app, shopper.email))[0]?.template).toBe('password.changed');
  });
});

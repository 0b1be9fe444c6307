import type { TokenPair } from '@coffee/contracts/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes, users } from '../src/db/schema/index.js';
import {
  type AccountsContext,
  call,
  createAccountsApp,
  expectError,
  latestCode,
  registration,
} from './support/accounts.js';

describe('one-time codes', () => {
  let ctx: AccountsContext;
  beforeAll(async () => {
    ctx = await createAccountsApp();
  });
  afterAll(() => ctx.close());

  /** A fresh unverified account and the code it was mailed. */
  async function pending() {
    const body = registration();
    expect((await call(ctx.app, 'POST', '/auth/register', { body })).status).toBe(201);
    return { email: body.email, mobile: body.mobile, code: await latestCode(ctx.app, body.email) };
  }
  const verify = (login: string, code: string, lang = 'en-US') =>
    call<{ data: TokenPair }>(ctx.app, 'POST', '/auth/verify-otp', {
      body: { login, code },
      query: { lang },
    });
  /** A 6-digit code that is not `code`. */
  const wrong = (code: string, offset = 1) => String((Number(code) + offset) % 1_000_000).padStart(6, '0');

  it('says "Invalid Code" for a wrong code, in both languages', async () => {
    const account = await pending();
    expect(expectError(await verify(account.email, wrong(account.code)), 422, 'INVALID_CODE').message).toBe(
      'Invalid Code',
    );
    const arabic = expectError(
      await verify(account.email, wrong(account.code, 2), 'ar-SA'),
      422,
      'INVALID_CODE',
      'ar-SA',
    );
    expect(arabic.message).toBe('الرمز غير صحيح');
    expect((await verify(account.email, account.code)).status).toBe(200);
  });

  it('locks the code after 5 wrong tries: even the right one is refused until a new code is sent', async () => {
    const account = await pending();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expectError(await verify(account.email, wrong(account.code, attempt)), 422, 'INVALID_CODE');
    }
    expectError(await verify(account.email, account.code), 422, 'OTP_LOCKED');
    expectError(await verify(account.mobile, account.code), 422, 'OTP_LOCKED');
    await call(ctx.app, 'POST', '/auth/resend-otp', { body: { email: account.email } });
    const fresh = await latestCode(ctx.app, account.email);
    expect((await verify(account.email, fresh)).status).toBe(200);
  });

  it('expires a code after 10 minutes', async () => {
    const [first, second] = [await pending(), await pending()];
    ctx.clock.advance(599);
    expect((await verify(first.email, first.code)).status).toBe(200);
    ctx.clock.advance(2);
    expectError(await verify(second.email, second.code), 422, 'OTP_EXPIRED');
  });

  it('takes a code once only', async () => {
    const account = await pending();
    expect((await verify(account.email, account.code)).status).toBe(200);
    expectError(await verify(account.email, account.code), 422, 'INVALID_CODE');
  });

  it('accepts the code typed in Arabic-Indic digits', async () => {
    const account = await pending();
    const arabicDigits = account.code.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
    expect((await verify(account.mobile, arabicDigits)).status).toBe(200);
  });

  it('answers an unknown account like a wrong code, and a malformed code with the same words', async () => {
    expectError(await verify('nobody@example.com', '123456'), 422, 'INVALID_CODE');
    const malformed = expectError(await verify('nobody@example.com', '12a'), 400, 'VALIDATION_ERROR');
    expect(malformed.messages).toEqual(['Invalid Code']);
  });

  it('stores only a keyed hash of the code', async () => {
    const account = await pending();
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, account.email));
    const rows = await ctx.database.db.select().from(otpCodes).where(eq(otpCodes.userId, user!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.codeHash).not.toContain(account.code);
    const { createHash } = await import('node:crypto');
    expect(rows[0]!.codeHash).not.toBe(createHash('sha256').update(account.code).digest('hex'));
  });

  it('lets only one of two parallel verifications of the same code through', async () => {
    const account = await pending();
    const answers = await Promise.all([
      verify(account.email, account.code),
      verify(account.email, account.code),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
  });

  it('counts parallel wrong guesses one by one: five at once lock the code', async () => {
    const account = await pending();
    const guesses = [1, 2, 3, 4, 5].map((offset) => verify(account.email, wrong(account.code, offset)));
    for (const answer of await Promise.all(guesses)) expectError(answer, 422, 'INVALID_CODE');
    expectError(await verify(account.email, account.code), 422, 'OTP_LOCKED');
  });
});

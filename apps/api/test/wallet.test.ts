import type { Wallet } from '@coffee/contracts/account';
import type { User } from '@coffee/contracts/auth';
import type { PageMeta } from '@coffee/contracts/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallets, walletTransactions } from '../src/db/schema/index.js';
import { type AccountsContext, call, createAccountsApp, expectError, signUp } from './support/accounts.js';

describe('GET /wallet', () => {
  let ctx: AccountsContext;
  beforeAll(async () => {
    ctx = await createAccountsApp();
  });
  afterAll(() => ctx.close());

  const wallet = (token: string, query: Record<string, string> = {}) =>
    call<{ data: Wallet; meta: PageMeta }>(ctx.app, 'GET', '/wallet', { token, query });
  const idOf = async (token: string) =>
    (await call<{ data: User }>(ctx.app, 'GET', '/auth/me', { token })).body.data.id;

  it('opens an empty wallet on first look', async () => {
    const { tokens } = await signUp(ctx.app);
    const first = await wallet(tokens.access_token);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ balance: 0, currency: 'EGP', transactions: [] });
    expect(Number.isNaN(Date.parse(first.body.data.last_update))).toBe(false);
    expect(first.body.meta).toEqual({ page: 1, per_page: 24, total: 0, last_page: 1 });
    expect((await wallet(tokens.access_token)).body.data.balance).toBe(0);
  });

  it('shows the balance in piastres and transactions newest first, described in the request language', async () => {
    const { tokens } = await signUp(ctx.app);
    const userId = await idOf(tokens.access_token);
    const db = ctx.database.db;
    await db.insert(wallets).values({ userId, balance: 12_550, updatedAt: new Date('2026-03-01T10:00:00Z') });
    await db.insert(walletTransactions).values([
      {
        userId,
        amount: 20_000,
        kind: 'top_up',
        descriptionEn: 'Top-up',
        descriptionAr: 'شحن الرصيد',
        createdAt: new Date('2026-02-01T10:00:00Z'),
      },
      {
        userId,
        amount: -7_450,
        kind: 'order_payment',
        descriptionEn: 'Order payment',
        descriptionAr: 'دفع طلب',
        createdAt: new Date('2026-03-01T10:00:00Z'),
      },
    ]);
    const arabic = await wallet(tokens.access_token, { lang: 'ar-SA' });
    expect(arabic.body.data).toMatchObject({ balance: 12_550, last_update: '2026-03-01T10:00:00.000Z' });
    expect(arabic.body.data.transactions.map((t) => [t.amount, t.kind, t.description])).toEqual([
      [-7_450, 'order_payment', 'دفع طلب'],
      [20_000, 'top_up', 'شحن الرصيد'],
    ]);
    const paged = await wallet(tokens.access_token, { per_page: '1', page: '2' });
    expect(paged.body.data.transactions.map((t) => t.description)).toEqual(['Top-up']);
    expect(paged.body.meta).toEqual({ page: 2, per_page: 1, total: 2, last_page: 2 });
  });

  it("shows each shopper their own wallet only, and nobody's without a token", async () => {
    const alice = await signUp(ctx.app);
    const bob = await signUp(ctx.app);
    const aliceId = await idOf(alice.tokens.access_token);
    await ctx.database.db.insert(wallets).values({ userId: aliceId, balance: 99_900 });
    await ctx.database.db
      .insert(walletTransactions)
      .values({ userId: aliceId, amount: 99_900, kind: 'refund', descriptionEn: 'Refund' });
    expect((await wallet(alice.tokens.access_token)).body.data.balance).toBe(99_900);
    const bobs = await wallet(bob.tokens.access_token);
    expect(bobs.body.data).toMatchObject({ balance: 0, transactions: [] });
    // The query string cannot point at someone else.
    const sneaky = await call<{ data: Wallet }>(ctx.app, 'GET', '/wallet', {
      token: bob.tokens.access_token,
      query: { user_id: String(aliceId) },
    });
    expect(sneaky.body.data.balance).toBe(0);
    expectError(await call(ctx.app, 'GET', '/wallet'), 401, 'UNAUTHENTICATED');
  });
});

import { randomUUID } from 'node:crypto';
import type { AdminCustomerDetail } from '@coffee/contracts/backoffice-customers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users, walletTransactions } from '../src/db/schema/index.js';
import { type AccountsContext, call, expectError, logIn, signUp } from './support/accounts.js';
import { makeTeam, placeOrder, type Team } from './support/backoffice.js';
import { makeBuyer, setWallet, walletBalance } from './support/checkout.js';
import { addProduct, createShoppingApp } from './support/shopping.js';

// Customers in the back office: find one, read their orders and addresses, adjust their wallet with a reason
// (once per Idempotency-Key, never below zero, audited), block them (sessions end, no new ones) and unblock.

let ctx: AccountsContext;
let team: Team;
beforeAll(async () => {
  ctx = await createShoppingApp();
  team = await makeTeam(ctx);
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const adjust = (
  customerId: number,
  body: unknown,
  key: string | null = randomUUID(),
  token = team.admin.token,
) =>
  call<{ data: AdminCustomerDetail }>(ctx.app, 'POST', `/admin/customers/${customerId}/wallet`, {
    token,
    body,
    headers: key ? { 'idempotency-key': key } : {},
  });

describe('GET /admin/customers', () => {
  it('finds a customer by mobile, id, name or email, with orders and addresses; staff are not customers', async () => {
    const buyer = await makeBuyer(ctx, { firstName: 'Laila', lastName: 'Mansour', mobile: '+201155566677' });
    const product = await addProduct(db(), { stock: 9 });
    const { order } = await placeOrder(ctx, [[product, 1]], { buyer });
    const search = async (q: string) =>
      (
        await call<{ data: { id: number }[] }>(ctx.app, 'GET', '/admin/customers', {
          token: team.staff.token,
          query: { q },
        })
      ).body.data.map((row) => row.id);
    expect(await search('01155566677')).toEqual([buyer.userId]);
    expect(await search('٠١١٥٥٥٦٦٦٧٧')).toEqual([buyer.userId]);
    expect(await search(String(buyer.userId))).toEqual([buyer.userId]);
    expect(await search('laila mans')).toEqual([buyer.userId]);
    expect(await search(buyer.email.toUpperCase())).toEqual([buyer.userId]);
    expect(await search(team.staff.email)).toEqual([]);

    const detail = await call<{ data: AdminCustomerDetail }>(
      ctx.app,
      'GET',
      `/admin/customers/${buyer.userId}`,
      {
        token: team.staff.token,
      },
    );
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      name: 'Laila Mansour',
      blocked: false,
      orders_count: 1,
      orders: [{ number: order.number, status: 'PLACED' }],
    });
    expectError(
      await call(ctx.app, 'GET', `/admin/customers/${team.staff.userId}`, { token: team.staff.token }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('POST /admin/customers/:id/wallet', () => {
  it('credits and debits with a reason, once per key, never below zero, as a wallet transaction and an audit row', async () => {
    const buyer = await makeBuyer(ctx);
    await setWallet(db(), buyer.userId, 1_000);
    const key = randomUUID();
    const credit = await adjust(buyer.userId, { amount: 5_000, reason: 'Late delivery goodwill' }, key);
    expect(credit.status).toBe(200);
    expect(credit.body.data.wallet_balance).toBe(6_000);
    expect(credit.body.data.wallet_transactions[0]).toMatchObject({
      amount: 5_000,
      kind: 'adjustment',
      description: 'Late delivery goodwill',
    });
    // A retry (or a double click) with the same key changes nothing.
    expect(
      (await adjust(buyer.userId, { amount: 5_000, reason: 'Late delivery goodwill' }, key)).status,
    ).toBe(200);
    expect(await walletBalance(db(), buyer.userId)).toBe(6_000);

    const tooMuch = await adjust(buyer.userId, { amount: -6_001, reason: 'Correction' }, randomUUID());
    expectError(tooMuch, 422, 'WALLET_INSUFFICIENT');
    expect(await walletBalance(db(), buyer.userId)).toBe(6_000);
    expect(
      (await adjust(buyer.userId, { amount: -6_000, reason: 'Correction' })).body.data.wallet_balance,
    ).toBe(0);

    const movements = await db()
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.userId, buyer.userId));
    expect(movements.map((row) => row.amount).sort((a, b) => a - b)).toEqual([-6_000, 5_000]);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityKey, String(buyer.userId)));
    expect(audits.map((row) => [row.action, row.before, row.after, row.note])).toEqual([
      ['customer.wallet', { balance: 1_000 }, { balance: 6_000 }, 'Late delivery goodwill'],
      ['customer.wallet', { balance: 6_000 }, { balance: 0 }, 'Correction'],
    ]);
  });

  it('applies concurrent retries of one key once', async () => {
    const buyer = await makeBuyer(ctx);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        adjust(buyer.userId, { amount: 1_000, reason: 'Refund of a broken mug' }, key),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await walletBalance(db(), buyer.userId)).toBe(1_000);
  });

  it('refuses a key used before for another customer, amount or reason, in both languages, changing nothing', async () => {
    const [first, second] = [await makeBuyer(ctx), await makeBuyer(ctx)];
    const key = randomUUID();
    const gift = { amount: 2_000, reason: 'Birthday gift' };
    expect((await adjust(first.userId, gift, key)).status).toBe(200);
    const reuse = (customerId: number, body: unknown, lang: 'en-US' | 'ar-SA' = 'en-US') =>
      call(ctx.app, 'POST', `/admin/customers/${customerId}/wallet`, {
        token: team.admin.token,
        body,
        headers: { 'idempotency-key': key },
        query: { lang },
      });
    const otherCustomer = expectError(await reuse(second.userId, gift), 409, 'IDEMPOTENCY_KEY_REUSED');
    expect(otherCustomer.message).toContain('another customer, amount or reason');
    expectError(await reuse(first.userId, { ...gift, amount: 9_000 }), 409, 'IDEMPOTENCY_KEY_REUSED');
    expectError(
      await reuse(first.userId, { ...gift, reason: 'Other' }, 'ar-SA'),
      409,
      'IDEMPOTENCY_KEY_REUSED',
      'ar-SA',
    );
    expect([await walletBalance(db(), first.userId), await walletBalance(db(), second.userId)]).toEqual([
      2_000, 0,
    ]);
    // The same adjustment again is still the retry it always was.
    expect((await reuse(first.userId, gift)).status).toBe(200);
    expect(await walletBalance(db(), first.userId)).toBe(2_000);
  });

  it('needs a key, a reason and a non-zero amount; staff may not adjust wallets', async () => {
    const buyer = await makeBuyer(ctx);
    expectError(
      await adjust(buyer.userId, { amount: 100, reason: 'Gift' }, null),
      400,
      'IDEMPOTENCY_KEY_REQUIRED',
    );
    expectError(await adjust(buyer.userId, { amount: 0, reason: 'Gift' }), 400, 'VALIDATION_ERROR');
    expectError(await adjust(buyer.userId, { amount: 100, reason: '' }), 400, 'VALIDATION_ERROR');
    expectError(
      await adjust(buyer.userId, { amount: 100, reason: 'Gift' }, randomUUID(), team.staff.token),
      403,
      'FORBIDDEN',
    );
    expect(await walletBalance(db(), buyer.userId)).toBe(0);
  });
});

describe('POST /admin/customers/:id/block', () => {
  it('ends a blocked customer’s sessions and refuses their login until unblocked', async () => {
    const shopper = await signUp(ctx.app);
    const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, shopper.email));
    const customerId = row!.id;
    const me = () => call(ctx.app, 'GET', '/auth/me', { token: shopper.tokens.access_token });
    expect((await me()).status).toBe(200);

    const block = () =>
      call<{ data: AdminCustomerDetail }>(ctx.app, 'POST', `/admin/customers/${customerId}/block`, {
        token: team.staff.token,
        body: { blocked: true, note: 'Repeated fake orders' },
      });
    expect((await block()).body.data.blocked).toBe(true);
    expect((await me()).status).toBe(401);
    expectError(await logIn(ctx.app, shopper.email, shopper.password), 403, 'ACCOUNT_BLOCKED');
    const arabic = await call(ctx.app, 'POST', '/auth/login', {
      body: { login: shopper.email, password: shopper.password },
      query: { lang: 'ar-SA' },
    });
    expectError(arabic, 403, 'ACCOUNT_BLOCKED', 'ar-SA');
    const refreshed = await call(ctx.app, 'POST', '/auth/refresh', {
      body: { refresh_token: shopper.tokens.refresh_token },
    });
    expect(refreshed.status).toBe(401);
    // Blocking again records nothing more.
    await block();
    const audits = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityKey, String(customerId)));
    expect(audits.map((entry) => entry.after)).toEqual([{ blocked: true }]);

    const unblocked = await call<{ data: AdminCustomerDetail }>(
      ctx.app,
      'POST',
      `/admin/customers/${customerId}/block`,
      {
        token: team.staff.token,
        body: { blocked: false },
      },
    );
    expect(unblocked.body.data.blocked).toBe(false);
    expect((await logIn(ctx.app, shopper.email, shopper.password)).status).toBe(200);
  });
});

import type { Dashboard } from '@coffee/contracts/backoffice-dashboard';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../src/db/schema/index.js';
import { lastCairoDays } from '../src/modules/backoffice/dashboard-repository.js';
import { type AccountsContext, call } from './support/accounts.js';
import { makeTeam, placeOrder, type Team } from './support/backoffice.js';
import { addProduct, createShoppingApp } from './support/shopping.js';

// The dashboards: the back office's over every order, a seller's over its own lines only.

let ctx: AccountsContext;
let team: Team;
let before: Dashboard;
let sellerBefore: Dashboard;
let sellerBBefore: Dashboard;
let placed: { number: string; total: number }[] = [];
let lowId = 0;
beforeAll(async () => {
  ctx = await createShoppingApp();
  team = await makeTeam(ctx);
  const opening = await board(team.staff.token, 'admin');
  if (opening.status !== 200) throw new Error(JSON.stringify(opening.body));
  before = opening.body.data;
  sellerBefore = (await board(team.sellerA.token, 'seller')).body.data;
  sellerBBefore = (await board(team.sellerB.token, 'seller')).body.data;
  const ownA = await addProduct(db(), { price: 10_000, stock: 50 });
  await db().update(products).set({ sellerId: team.sellerA.sellerId }).where(eq(products.id, ownA.id));
  const ownB = await addProduct(db(), { price: 7_000, stock: 50 });
  await db().update(products).set({ sellerId: team.sellerB.sellerId }).where(eq(products.id, ownB.id));
  const low = await addProduct(db(), { price: 5_000, stock: 2 });
  await db().update(products).set({ sellerId: team.sellerA.sellerId }).where(eq(products.id, low.id));
  lowId = low.id;
  const first = (
    await placeOrder(ctx, [
      [ownA, 2],
      [ownB, 1],
    ])
  ).order;
  const second = (await placeOrder(ctx, [[ownB, 3]])).order;
  const third = (await placeOrder(ctx, [[ownA, 1]])).order;
  await db().update(orders).set({ status: 'CANCELED' }).where(eq(orders.number, third.number));
  placed = [first, second].map((order) => ({ number: order.number, total: order.DiscountedTotal }));
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const board = (token: string | undefined, area: 'admin' | 'seller', lang = 'en-US') =>
  call<{ data: Dashboard }>(ctx.app, 'GET', `/${area}/dashboard`, { token, query: { lang } });

describe('GET /admin/dashboard', () => {
  it("counts today's and this month's sales from placed orders, canceled ones left out", async () => {
    const now = (await board(team.staff.token, 'admin')).body.data;
    const added = placed.reduce((sum, order) => sum + order.total, 0);
    expect(now.today).toEqual({ total: before.today.total + added, orders: before.today.orders + 2 });
    expect(now.month.total).toBe(before.month.total + added);
    expect(now.chart).toHaveLength(30);
    expect(now.chart.at(-1)).toEqual({ day: lastCairoDays(new Date(), 1)[0], ...now.today });
    const placedCount = now.by_status.find((row) => row.status === 'PLACED')?.count ?? 0;
    expect(placedCount).toBe((before.by_status.find((row) => row.status === 'PLACED')?.count ?? 0) + 2);
    expect(now.waiting.map((order) => order.number)).toEqual(
      expect.arrayContaining(placed.map((order) => order.number)),
    );
    // The demo catalog has more than ten low ones: the lowest come first, each at most the threshold.
    const stocks = now.low_stock.map((row) => row.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    expect(Math.max(...stocks)).toBeLessThanOrEqual(5);
  });

  it('speaks Arabic: status names in the caller’s language', async () => {
    const ar = (await board(team.staff.token, 'admin', 'ar-SA')).body.data;
    const placedRow = ar.by_status.find((row) => row.status === 'PLACED');
    expect(placedRow?.label).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('GET /seller/dashboard', () => {
  it("shows a seller its own lines only: not the shopper's whole order, not another seller's sales", async () => {
    const a = (await board(team.sellerA.token, 'seller')).body.data;
    expect(a.today).toEqual({
      total: sellerBefore.today.total + 20_000,
      orders: sellerBefore.today.orders + 1,
    });
    expect(a.waiting).toContainEqual(expect.objectContaining({ number: placed[0]!.number, total: 20_000 }));
    expect(a.waiting.map((order) => order.number)).not.toContain(placed[1]!.number);
    expect(a.low_stock).toContainEqual(
      expect.objectContaining({ product_id: lowId, variant_id: null, stock: 2 }),
    );
    const b = (await board(team.sellerB.token, 'seller')).body.data;
    expect(b.today.total).toBe(sellerBBefore.today.total + 7_000 + 21_000);
    expect(b.low_stock.map((row) => row.product_id)).not.toContain(lowId);
  });
});

describe('lastCairoDays', () => {
  it('ends on the Cairo date, which is ahead of UTC late in the evening', () => {
    expect(lastCairoDays(new Date('2026-03-31T23:30:00Z'), 3)).toEqual([
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
    ]);
    expect(lastCairoDays(new Date('2026-01-01T10:00:00Z'), 2)).toEqual(['2025-12-31', '2026-01-01']);
  });
});

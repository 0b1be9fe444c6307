import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products } from '../src/db/schema/index.js';
import { type AccountsContext, call, expectError } from './support/accounts.js';
import { backofficeOf, makeTeam, placeOrder, type Team } from './support/backoffice.js';
import { addProduct, createShoppingApp, type TestProduct } from './support/shopping.js';

// The seller portal's orders: a seller sees the lines of accepted orders it must prepare (its own only, and
// nothing of the shopper beyond the order's number), marks them ready, and reads its sales.

let ctx: AccountsContext;
let team: Team;
beforeAll(async () => {
  ctx = await createShoppingApp();
  team = await makeTeam(ctx);
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const staff = () => backofficeOf(() => ctx, team.staff.token);
type Line = { id: number; order_number: string; name: string; quantity: number; ready_at: string | null };
const linesOf = (token: string, state = 'to_prepare') =>
  call<{ data: Line[] }>(ctx.app, 'GET', '/seller/order-lines', { token, query: { state, per_page: '100' } });

async function productOf(
  sellerId: number,
  fields: Parameters<typeof addProduct>[1] = {},
): Promise<TestProduct> {
  const product = await addProduct(db(), fields);
  await db().update(products).set({ sellerId }).where(eq(products.id, product.id));
  return product;
}

describe('GET /seller/order-lines and POST /seller/order-lines/:id/ready', () => {
  it('shows a seller only its lines of accepted orders, marks them ready once, and refuses another seller', async () => {
    const mine = await productOf(team.sellerA.sellerId, { price: 12_000, stock: 10 });
    const theirs = await productOf(team.sellerB.sellerId, { price: 8_000, stock: 10 });
    const { order } = await placeOrder(ctx, [
      [mine, 2],
      [theirs, 1],
    ]);
    // PLACED is not yet the seller's business.
    expect((await linesOf(team.sellerA.token)).body.data.map((line) => line.order_number)).not.toContain(
      order.number,
    );
    await staff().move(order.number, 'ACCEPT');

    const lines = (await linesOf(team.sellerA.token)).body.data.filter(
      (line) => line.order_number === order.number,
    );
    expect(lines).toEqual([
      expect.objectContaining({
        name: mine.nameEn,
        quantity: 2,
        line_total: 24_000,
        order_status: 'ACCEPT',
        ready_at: null,
      }),
    ]);
    const json = JSON.stringify(lines);
    expect(json).not.toContain('Nour');
    expect(json).not.toContain('+2010');
    const [line] = lines;
    const otherLine = (await linesOf(team.sellerB.token)).body.data.find(
      (entry) => entry.order_number === order.number,
    )!;

    expectError(
      await call(ctx.app, 'POST', `/seller/order-lines/${otherLine.id}/ready`, { token: team.sellerA.token }),
      404,
      'NOT_FOUND',
    );
    const ready = await call<{ data: Line }>(ctx.app, 'POST', `/seller/order-lines/${line!.id}/ready`, {
      token: team.sellerA.token,
    });
    expect(ready.status).toBe(200);
    expect(ready.body.data.ready_at).not.toBeNull();
    expect(
      (await call(ctx.app, 'POST', `/seller/order-lines/${line!.id}/ready`, { token: team.sellerA.token }))
        .status,
    ).toBe(200);
    expect((await linesOf(team.sellerA.token)).body.data.map((entry) => entry.id)).not.toContain(line!.id);
    expect((await linesOf(team.sellerA.token, 'ready')).body.data.map((entry) => entry.id)).toContain(
      line!.id,
    );
    const audits = await db().select().from(auditLog).where(eq(auditLog.entityKey, order.number));
    expect(audits.filter((row) => row.action === 'order_line.ready')).toHaveLength(1);
    // B's line is still to prepare.
    expect((await linesOf(team.sellerB.token)).body.data.map((entry) => entry.id)).toContain(otherLine.id);
  });

  it('adds delivered lines to the seller’s sales', async () => {
    const mine = await productOf(team.sellerA.sellerId, { price: 5_000, stock: 10 });
    const sales = () =>
      call<{
        data: {
          month: { total: number; items: number };
          all_time: { total: number };
          open: { items: number };
        };
      }>(ctx.app, 'GET', '/seller/sales', { token: team.sellerA.token });
    const before = (await sales()).body.data;
    const { order } = await placeOrder(ctx, [[mine, 3]]);
    await staff().move(order.number, 'ACCEPT');
    expect((await sales()).body.data.open.items).toBe(before.open.items + 3);
    for (const status of ['PREPARE', 'READY_TO_SHIP', 'WITH_COURIER', 'DELIVERED'])
      await staff().move(order.number, status);
    const after = (await sales()).body.data;
    expect(after.month.total - before.month.total).toBe(15_000);
    expect(after.month.items - before.month.items).toBe(3);
    expect(after.all_time.total - before.all_time.total).toBe(15_000);
    expect(after.open.items).toBe(before.open.items);
  });
});

describe("one seller's answers hold only its own lines", () => {
  it('never shows seller A seller B’s lines or amounts; A’s figures are the sum of its own lines', async () => {
    type Board = {
      today: { total: number; orders: number };
      month: { total: number; orders: number };
      waiting: { number: string; total: number }[];
      low_stock: { product_id: number }[];
      chart: { total: number }[];
    };
    type Sales = {
      month: { total: number };
      all_time: { total: number };
      open: { items: number; orders: number };
    };
    const board = (token: string) =>
      call<{ data: Board }>(ctx.app, 'GET', '/seller/dashboard', { token, query: { lang: 'en-US' } });
    const sales = (token: string) => call<{ data: Sales }>(ctx.app, 'GET', '/seller/sales', { token });
    // Line ids and order ids drift apart first, so a line matched by the wrong id cannot pass by chance.
    const filler = await productOf(team.sellerB.sellerId, { price: 1_000, stock: 50 });
    const spare = await productOf(team.sellerA.sellerId, { price: 1_100, stock: 50 });
    await placeOrder(ctx, [
      [filler, 1],
      [spare, 1],
    ]);
    const beforeA = {
      board: (await board(team.sellerA.token)).body.data,
      sales: (await sales(team.sellerA.token)).body.data,
    };
    const mineOne = await productOf(team.sellerA.sellerId, { price: 7_300, stock: 10 });
    const mineTwo = await productOf(team.sellerA.sellerId, { price: 3_550, stock: 10 });
    const theirs = await productOf(team.sellerB.sellerId, { price: 9_700, stock: 3 });
    const { order } = await placeOrder(ctx, [
      [theirs, 2],
      [mineOne, 1],
      [mineTwo, 2],
    ]);
    await staff().move(order.number, 'ACCEPT');
    const share = 7_300 + 2 * 3_550;
    expect(order.DiscountedTotal).toBeGreaterThan(share);

    const answers = {
      board: await board(team.sellerA.token),
      sales: await sales(team.sellerA.token),
      toPrepare: await linesOf(team.sellerA.token, 'to_prepare'),
      ready: await linesOf(team.sellerA.token, 'ready'),
      all: await linesOf(team.sellerA.token, 'all'),
      products: await call(ctx.app, 'GET', '/seller/products', {
        token: team.sellerA.token,
        query: { per_page: '100' },
      }),
    };
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.status, name).toBe(200);
      const json = JSON.stringify(answer.body);
      expect(json, name).not.toContain(theirs.nameEn);
      expect(json, name).not.toContain(filler.nameEn);
    }
    const bLines = (await linesOf(team.sellerB.token, 'all')).body.data.map((line) => line.id);
    for (const state of ['toPrepare', 'all'] as const) {
      const rows = (answers[state].body as { data: (Line & { line_total: number })[] }).data;
      expect(rows.map((line) => line.id).filter((id) => bLines.includes(id))).toEqual([]);
      const ofOrder = rows.filter((line) => line.order_number === order.number);
      expect(ofOrder.map((line) => line.name).sort()).toEqual([mineOne.nameEn, mineTwo.nameEn].sort());
      expect(ofOrder.reduce((sum, line) => sum + line.line_total, 0)).toBe(share);
    }
    const afterBoard = answers.board.body.data;
    expect(afterBoard.waiting.find((row) => row.number === order.number)?.total).toBe(share);
    // Every order A waits on holds one of its lines: none reads zero (what a line matched by the wrong id gave).
    for (const row of afterBoard.waiting) expect(row.total).toBeGreaterThan(0);
    expect(afterBoard.today.total - beforeA.board.today.total).toBe(share);
    expect(afterBoard.today.orders - beforeA.board.today.orders).toBe(1);
    expect(afterBoard.month.total - beforeA.board.month.total).toBe(share);
    expect(afterBoard.chart.at(-1)!.total - beforeA.board.chart.at(-1)!.total).toBe(share);
    expect(afterBoard.low_stock.map((row) => row.product_id)).not.toContain(theirs.id);
    const afterSales = answers.sales.body.data;
    expect(afterSales.open.items - beforeA.sales.open.items).toBe(3);
    expect(afterSales.open.orders - beforeA.sales.open.orders).toBe(1);

    // Seller B, likewise, reads its own share of the same order.
    const bBoard = (await board(team.sellerB.token)).body.data;
    expect(bBoard.waiting.find((row) => row.number === order.number)?.total).toBe(2 * 9_700);
  });

  it("shows staff each line's seller and whether that seller has marked it ready, and when", async () => {
    const mine = await productOf(team.sellerA.sellerId, { price: 4_000, stock: 10 });
    const theirs = await productOf(team.sellerB.sellerId, { price: 6_000, stock: 10 });
    const { order, buyer } = await placeOrder(ctx, [
      [mine, 1],
      [theirs, 1],
    ]);
    await staff().move(order.number, 'ACCEPT');
    const line = (await linesOf(team.sellerA.token)).body.data.find(
      (entry) => entry.order_number === order.number,
    )!;
    await call(ctx.app, 'POST', `/seller/order-lines/${line.id}/ready`, { token: team.sellerA.token });
    const seen = (await staff().order(order.number)).body.data;
    const byProduct = new Map(seen.items.map((item) => [item.product_id, item]));
    expect(byProduct.get(mine.id)).toMatchObject({
      line_id: line.id,
      seller: { id: team.sellerA.sellerId },
      ready_at: expect.any(String),
    });
    expect(byProduct.get(theirs.id)).toMatchObject({ seller: { id: team.sellerB.sellerId }, ready_at: null });
    // The shopper's own answer says nothing of the sellers' preparation.
    const shopperView = await call<{ data: Record<string, unknown> & { items: Record<string, unknown>[] } }>(
      ctx.app,
      'GET',
      `/orders/${order.number}`,
      { token: buyer.token },
    );
    expect(shopperView.status).toBe(200);
    for (const item of shopperView.body.data.items) expect(item).not.toHaveProperty('ready_at');
  });
});

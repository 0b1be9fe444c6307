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

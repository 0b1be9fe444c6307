import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, walletTransactions } from '../src/db/schema/index.js';
import { REFRESH_TOKEN_TTL } from '../src/lib/tokens.js';
import { BACKOFFICE_REFRESH_TOKEN_TTL } from '../src/modules/auth/session-policy.js';
import { startSession } from '../src/modules/auth/sessions.js';
import { type AccountsContext, call, expectError, outboxFor } from './support/accounts.js';
import { backofficeOf, makeTeam, placeOrder, type Team } from './support/backoffice.js';
import { cairoAddress, checkoutOf, makeBuyer, setWallet, walletBalance } from './support/checkout.js';
import { addProduct, createShoppingApp } from './support/shopping.js';

// The back office's orders: find them, read one in full, take it from PLACED to DELIVERED, cancel with the
// wallet part refunded; every change audited with who, before and after.

let ctx: AccountsContext;
let team: Team;
beforeAll(async () => {
  ctx = await createShoppingApp();
  team = await makeTeam(ctx);
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const staff = () => backofficeOf(() => ctx, team.staff.token);

describe('GET /admin/orders', () => {
  it('finds orders by number, last digits, mobile in any form, name, status, seller, governorate and day', async () => {
    const product = await addProduct(db(), { stock: 50 });
    const buyer = await makeBuyer(ctx, { firstName: 'Yasmin', lastName: 'Fathy' });
    const { order } = await placeOrder(ctx, [[product, 1]], {
      buyer,
      address: { mobile: '01122334455', recipient_name: 'Karim Fathy' },
    });
    const other = (await placeOrder(ctx, [[product, 2]])).order;
    const numbersFor = async (query: Record<string, string>) => {
      const response = await staff().orders({ per_page: '100', ...query });
      expect(response.status).toBe(200);
      return response.body.data.map((row) => row.number);
    };

    expect(await numbersFor({ q: order.number })).toEqual([order.number]);
    expect(await numbersFor({ q: order.number.slice(-6) })).toEqual([order.number]);
    expect(await numbersFor({ q: '٠١١ ٢٢٣ ٣٤٤٥٥' })).toEqual([order.number]);
    expect(await numbersFor({ q: '+201122334455' })).toEqual([order.number]);
    expect(await numbersFor({ q: 'yasmin fa' })).toEqual([order.number]);
    expect(await numbersFor({ q: 'Karim' })).toEqual([order.number]);
    expect(await numbersFor({ q: '100%_' })).toEqual([]);
    const placed = await numbersFor({ status: 'PLACED' });
    expect(placed).toEqual(expect.arrayContaining([order.number, other.number]));
    expect(await numbersFor({ status: 'DELIVERED' })).not.toContain(order.number);
    expect(await numbersFor({ payment_method: 'cod', q: order.number })).toEqual([order.number]);
    expect(await numbersFor({ payment_method: 'card', q: order.number })).toEqual([]);
    expect(await numbersFor({ governorate_id: '1', q: order.number })).toEqual([order.number]);
    expect(await numbersFor({ governorate_id: '15', q: order.number })).toEqual([]);

    const [row] = await db()
      .select({ sellerId: orders.id })
      .from(orders)
      .where(eq(orders.number, order.number));
    expect(row).toBeDefined();
    expect(await numbersFor({ seller_id: String(order.items[0]!.seller.id), q: order.number })).toEqual([
      order.number,
    ]);
    expect(await numbersFor({ seller_id: String(team.sellerB.sellerId + 1000), q: order.number })).toEqual(
      [],
    );

    // Cairo days: an order made at 23:30 UTC on the 1st is on the 2nd in Cairo.
    await db()
      .update(orders)
      .set({ createdAt: new Date('2026-03-01T23:30:00Z') })
      .where(eq(orders.number, order.number));
    expect(await numbersFor({ from: '2026-03-02', to: '2026-03-02' })).toEqual([order.number]);
    expect(await numbersFor({ from: '2026-03-01', to: '2026-03-01' })).toEqual([]);

    const list = await staff().orders({ q: other.number, lang: 'ar-SA' });
    expect(list.body.data[0]).toMatchObject({
      number: other.number,
      status: 'PLACED',
      status_label: 'تم الطلب',
      customer_name: 'Nour Adel',
      mobile: '+201012345678',
      payment_method: 'cod',
      items_count: 2,
      total: other.DiscountedTotal,
    });
  });

  it('says what is wrong with a bad filter, in the caller’s language', async () => {
    expectError(
      await call(ctx.app, 'GET', '/admin/orders', {
        token: team.staff.token,
        query: { status: 'LOST', lang: 'ar-SA' },
      }),
      400,
      'VALIDATION_ERROR',
      'ar-SA',
    );
  });
});

describe('an order through its statuses', () => {
  it('goes from PLACED to DELIVERED one step at a time, each step in the history, the audit log and the shopper’s view', async () => {
    const product = await addProduct(db(), { stock: 5 });
    const { buyer, order } = await placeOrder(ctx, [[product, 2]]);
    const shopper = checkoutOf(() => ctx, buyer);

    const read = await staff().order(order.number);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      number: order.number,
      status: 'PLACED',
      customer: { id: buyer.userId, email: buyer.email },
      payments: [],
      refunds: [],
      next_statuses: [
        { status: 'ACCEPT', label: 'Accepted' },
        { status: 'CANCELED', label: 'Canceled' },
      ],
    });

    for (const status of ['ACCEPT', 'PREPARE', 'READY_TO_SHIP', 'WITH_COURIER', 'DELIVERED']) {
      const moved = await staff().move(order.number, status, `to ${status}`);
      expect(moved.status).toBe(200);
      expect((await shopper.get(order.number)).body.data.status).toBe(status);
    }
    const done = await staff().order(order.number);
    expect(done.body.data).toMatchObject({ status: 'DELIVERED', payment_status: 'paid', next_statuses: [] });
    expect(done.body.data.history.map((entry) => [entry.status, entry.by, entry.note])).toEqual([
      ['PLACED', 'customer', null],
      ['ACCEPT', 'staff', 'to ACCEPT'],
      ['PREPARE', 'staff', 'to PREPARE'],
      ['READY_TO_SHIP', 'staff', 'to READY_TO_SHIP'],
      ['WITH_COURIER', 'staff', 'to WITH_COURIER'],
      ['DELIVERED', 'staff', 'to DELIVERED'],
    ]);
    expect(done.body.data.history_by.slice(1)).toEqual(Array(5).fill('Nour Adel'));

    const audit = await call<{
      data: { action: string; before: unknown; after: unknown; actor: string; note: string }[];
    }>(ctx.app, 'GET', '/admin/audit', {
      token: team.admin.token,
      query: { entity: 'order', entity_key: order.number },
    });
    expect(audit.status).toBe(200);
    expect(audit.body.data).toHaveLength(5);
    expect(audit.body.data[0]).toMatchObject({
      action: 'order.status',
      before: { status: 'WITH_COURIER', payment_status: 'unpaid' },
      after: { status: 'DELIVERED', payment_status: 'paid' },
      actor: expect.stringContaining(team.staff.email),
      note: 'to DELIVERED',
    });
    const emails = (await outboxFor(ctx.app, buyer.email)).map((email) => email.template);
    expect(emails).toEqual(expect.arrayContaining(['order.placed', 'order.delivered']));
  });

  it('refuses a skipped step or a change after delivery, and records nothing', async () => {
    const product = await addProduct(db(), { stock: 5 });
    const { order } = await placeOrder(ctx, [[product, 1]]);
    expectError(await staff().move(order.number, 'WITH_COURIER'), 409, 'ILLEGAL_STATUS_CHANGE');
    expectError(
      await staff().move(order.number, 'PENDING', undefined, 'ar-SA'),
      409,
      'ILLEGAL_STATUS_CHANGE',
      'ar-SA',
    );
    expect((await staff().order(order.number)).body.data.status).toBe('PLACED');
    const rows = await db().select().from(auditLog).where(eq(auditLog.entityKey, order.number));
    expect(rows).toEqual([]);
    expectError(await staff().order('CM-2026-999999999'), 404, 'NOT_FOUND');
  });

  it('cancels with the stock back and the wallet part refunded, shown among the order’s refunds', async () => {
    const product = await addProduct(db(), { price: 20_000, stock: 4 });
    const buyer = await makeBuyer(ctx);
    await setWallet(db(), buyer.userId, 5_000);
    const checkout = checkoutOf(() => ctx, buyer);
    await checkout.setCart([{ product_id: product.id, quantity: 2 }]);
    const placed = await checkout.place({
      address: await cairoAddress(db()),
      payment_method: 'cod',
      use_wallet: true,
    });
    expect(placed.status).toBe(201);
    const number = placed.body.data.number;
    expect(await walletBalance(db(), buyer.userId)).toBe(0);
    await staff().move(number, 'ACCEPT');
    await staff().move(number, 'PREPARE');
    const canceled = await staff().move(number, 'CANCELED', 'Out of beans at the roaster');
    expect(canceled.status).toBe(200);
    expect(await walletBalance(db(), buyer.userId)).toBe(5_000);
    const read = await staff().order(number);
    expect(read.body.data).toMatchObject({
      status: 'CANCELED',
      refunds: [{ amount: 5_000, to: 'wallet', state: 'done' }],
      next_statuses: [],
    });
    // A retried cancel changes nothing: one refund, one audit row for the cancel.
    expect((await staff().move(number, 'CANCELED')).status).toBe(200);
    const refunds = await db()
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.orderId, read.body.data.id), eq(walletTransactions.kind, 'refund')));
    expect(refunds).toHaveLength(1);
    const audits = await db().select().from(auditLog).where(eq(auditLog.entityKey, number));
    expect(audits.map((row) => row.after?.status)).toEqual(['ACCEPT', 'PREPARE', 'CANCELED']);
  });
});

describe('sessions', () => {
  it('gives staff, admins and sellers a 12-hour session and shoppers a 30-day one', async () => {
    const now = ctx.clock.now();
    const { jwtSecret } = ctx.config;
    const issued = async (userId: number) =>
      (await startSession(db(), jwtSecret, userId, now)).refresh_expires_in;
    expect(await issued(team.staff.userId)).toBe(BACKOFFICE_REFRESH_TOKEN_TTL);
    expect(await issued(team.admin.userId)).toBe(BACKOFFICE_REFRESH_TOKEN_TTL);
    expect(await issued(team.sellerA.userId)).toBe(BACKOFFICE_REFRESH_TOKEN_TTL);
    expect(await issued(team.customer.userId)).toBe(REFRESH_TOKEN_TTL);
    expect(BACKOFFICE_REFRESH_TOKEN_TTL).toBe(12 * 3600);
  });
});

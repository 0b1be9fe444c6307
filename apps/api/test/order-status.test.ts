import type { OrderStatus } from '@coffee/contracts/orders';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletTransactions } from '../src/db/schema/index.js';
import { sweepExpiredReservations } from '../src/modules/orders/sweep.js';
import { placePaidOrder } from '../src/modules/payments/settle.js';
import { type AccountsContext, call, expectError, logIn, outboxFor } from './support/accounts.js';
import {
  addCoupon,
  type Buyer,
  cairoAddress,
  checkoutOf,
  couponUses,
  makeBuyer,
  setWallet,
  stockOf,
  walletBalance,
} from './support/checkout.js';
import { addProduct, createShoppingApp, updateProduct } from './support/shopping.js';

// Orders moving through their statuses: the back office's route, the shopper's cancel, the reservation sweep,
// the payments module's settlement, and reorder.

let ctx: AccountsContext;
let staff: Buyer;
beforeAll(async () => {
  ctx = await createShoppingApp();
  staff = await makeBuyer(ctx, { role: 'staff' });
});
afterAll(() => ctx.close());
const db = () => ctx.database.db;

const moveTo = (token: string, number: string, status: OrderStatus, lang = 'en-US') =>
  call<{ data: { status: OrderStatus; history: { status: string; by: string; note: string | null }[] } }>(
    ctx.app,
    'POST',
    `/admin/orders/${number}/status`,
    { token, body: { status, note: `to ${status}` }, query: { lang } },
  );

/** A shopper's placed order of `quantity` units of a fresh product (stock 10). */
async function placedOrder(method = 'cod', quantity = 2, extra: Record<string, unknown> = {}) {
  const beans = await addProduct(db(), { price: 30_000, stock: 10 });
  const buyer = await makeBuyer(ctx);
  const checkout = checkoutOf(() => ctx, buyer);
  await checkout.setCart([{ product_id: beans.id, quantity }]);
  const placed = await checkout.place({
    address: await cairoAddress(db()),
    payment_method: method,
    use_wallet: false,
    ...extra,
  });
  expect(placed.status).toBe(201);
  return { beans, buyer, checkout, order: placed.body.data };
}

describe('POST /admin/orders/{number}/status', () => {
  it('takes an order step by step to DELIVERED, recording who and why, emailing the shopper where it matters', async () => {
    const { buyer, order } = await placedOrder();
    for (const status of ['ACCEPT', 'PREPARE', 'READY_TO_SHIP', 'WITH_COURIER', 'DELIVERED'] as const) {
      const moved = await moveTo(staff.token, order.number, status);
      expect(moved.status).toBe(200);
      expect(moved.body.data.status).toBe(status);
    }
    const delivered = await checkoutOf(() => ctx, buyer).get(order.number);
    expect(delivered.body.data).toMatchObject({
      status: 'DELIVERED',
      payment_status: 'paid',
      can_cancel: false,
    });
    // Staff notes are internal: the shopper reads who moved it, not what staff wrote (order-notes.test.ts).
    expect(delivered.body.data.history.map((entry) => [entry.status, entry.by, entry.note])).toEqual([
      ['PLACED', 'customer', null],
      ['ACCEPT', 'staff', null],
      ['PREPARE', 'staff', null],
      ['READY_TO_SHIP', 'staff', null],
      ['WITH_COURIER', 'staff', null],
      ['DELIVERED', 'staff', null],
    ]);
    const staffView = await call<{ data: { history: { note: string | null }[] } }>(
      ctx.app,
      'GET',
      `/admin/orders/${order.number}`,
      { token: staff.token },
    );
    expect(staffView.body.data.history.map((entry) => entry.note)).toEqual([
      null,
      'to ACCEPT',
      'to PREPARE',
      'to READY_TO_SHIP',
      'to WITH_COURIER',
      'to DELIVERED',
    ]);
    const templates = (await outboxFor(ctx.app, buyer.email)).map((message) => message.template).reverse();
    expect(templates).toEqual(['order.placed', 'order.accepted', 'order.with_courier', 'order.delivered']);
  });

  it('refuses skipped steps, going back, and anything after delivery with a 409 in the request language', async () => {
    const { order } = await placedOrder();
    const skipped = expectError(
      await moveTo(staff.token, order.number, 'PREPARE'),
      409,
      'ILLEGAL_STATUS_CHANGE',
    );
    // A message says what is wrong in words, never a template's unfilled {placeholders}.
    expect(skipped.message).not.toMatch(/[{}]/);
    expectError(
      await moveTo(staff.token, order.number, 'PENDING', 'ar-SA'),
      409,
      'ILLEGAL_STATUS_CHANGE',
      'ar-SA',
    );
    expectError(await moveTo(staff.token, order.number, 'PLACED'), 409, 'ILLEGAL_STATUS_CHANGE');
    for (const status of ['ACCEPT', 'PREPARE', 'READY_TO_SHIP', 'WITH_COURIER'] as const) {
      await moveTo(staff.token, order.number, status);
    }
    expectError(await moveTo(staff.token, order.number, 'CANCELED'), 409, 'ILLEGAL_STATUS_CHANGE');
    expectError(await moveTo(staff.token, order.number, 'READY_TO_SHIP'), 409, 'ILLEGAL_STATUS_CHANGE');
    await moveTo(staff.token, order.number, 'DELIVERED');
    expectError(await moveTo(staff.token, order.number, 'CANCELED'), 409, 'ILLEGAL_STATUS_CHANGE');
  });

  it('lets staff cancel until the courier has it, giving back stock', async () => {
    const { beans, order } = await placedOrder('cod', 3);
    for (const status of ['ACCEPT', 'PREPARE', 'READY_TO_SHIP'] as const)
      await moveTo(staff.token, order.number, status);
    expect(await stockOf(db(), beans)).toBe(7);
    const canceled = await moveTo(staff.token, order.number, 'CANCELED');
    expect(canceled.body.data.status).toBe('CANCELED');
    expect(await stockOf(db(), beans)).toBe(10);
  });

  it('is for staff and admins only: 403 for a customer, 401 without a session, 404 for an unknown number', async () => {
    const { buyer, order } = await placedOrder();
    expectError(await moveTo(buyer.token, order.number, 'ACCEPT'), 403, 'FORBIDDEN');
    expectError(await moveTo(buyer.token, order.number, 'ACCEPT', 'ar-SA'), 403, 'FORBIDDEN', 'ar-SA');
    const anonymous = await call(ctx.app, 'POST', `/admin/orders/${order.number}/status`, {
      body: { status: 'ACCEPT' },
    });
    expect(anonymous.status).toBe(401);
    expectError(await moveTo(staff.token, 'CM-2026-999999', 'ACCEPT'), 404, 'NOT_FOUND');
    const admin = await makeBuyer(ctx, { role: 'admin' });
    expect((await moveTo(admin.token, order.number, 'ACCEPT')).status).toBe(200);
  });

  it('signs in the demo staff account seeded with the demo store', async () => {
    const login = await logIn(ctx.app, 'staff@coffee.test', 'coffee-staff-2026');
    expect(login.status).toBe(200);
    const { order } = await placedOrder();
    expect((await moveTo(login.body.data.access_token, order.number, 'ACCEPT')).status).toBe(200);
  });
});

describe('cancel', () => {
  it('by the shopper up to ACCEPT: stock, wallet part and coupon use back in one go, once', async () => {
    const beans = await addProduct(db(), { price: 30_000, stock: 10 });
    const coupon = await addCoupon(db(), { kind: 'fixed', value: 2_000 });
    const buyer = await makeBuyer(ctx);
    const checkout = checkoutOf(() => ctx, buyer);
    await setWallet(db(), buyer.userId, 10_000);
    await checkout.setCart([{ product_id: beans.id, quantity: 4 }]);
    const order = (
      await checkout.place({
        address: await cairoAddress(db()),
        payment_method: 'cod',
        coupon: coupon.code,
        use_wallet: true,
      })
    ).body.data;
    expect([
      await stockOf(db(), beans),
      await walletBalance(db(), buyer.userId),
      await couponUses(db(), coupon.id),
    ]).toEqual([6, 0, 1]);
    await moveTo(staff.token, order.number, 'ACCEPT');

    const canceled = await checkout.cancel(order.number, 'ar-SA');
    expect(canceled.status).toBe(200);
    expect(canceled.body.data).toMatchObject({ status: 'CANCELED', status_label: 'ملغي', can_cancel: false });
    expect([
      await stockOf(db(), beans),
      await walletBalance(db(), buyer.userId),
      await couponUses(db(), coupon.id),
    ]).toEqual([10, 10_000, 0]);
    const refund = await db()
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.orderId, order.id), eq(walletTransactions.kind, 'refund')));
    expect(refund).toMatchObject([{ amount: 10_000 }]);

    // Again: nothing more is given back.
    expect((await checkout.cancel(order.number)).status).toBe(200);
    expect([await stockOf(db(), beans), await walletBalance(db(), buyer.userId)]).toEqual([10, 10_000]);
    const [email] = await outboxFor(ctx.app, buyer.email);
    expect(email).toMatchObject({ template: 'order.canceled' });
    expect(email!.body).toContain(
      'EGP 100.00 went back to your store wallet; you can spend it straight away.',
    );
  });

  it('refuses the shopper once the order is being prepared', async () => {
    const { checkout, order } = await placedOrder();
    await moveTo(staff.token, order.number, 'ACCEPT');
    await moveTo(staff.token, order.number, 'PREPARE');
    const refused = expectError(await checkout.cancel(order.number), 409, 'ILLEGAL_STATUS_CHANGE');
    expect(refused.message).toBe('This order can no longer be canceled.');
  });
});

describe('online orders waiting for payment', () => {
  it('settle to PLACED through the status function (the payments module), which sends the confirmation then', async () => {
    const { buyer, checkout, order } = await placedOrder('opay');
    expect((await outboxFor(ctx.app, buyer.email)).map((message) => message.template)).not.toContain(
      'order.placed',
    );
    await db().transaction((tx) => placePaidOrder(tx, order, 'OPay reference 123', ctx.clock.now()));
    const settled = (await checkout.get(order.number)).body.data;
    expect(settled).toMatchObject({ status: 'PLACED', payment_status: 'paid', expires_at: null });
    // The gateway's reference is for staff only.
    expect(settled.history.at(-1)).toMatchObject({ status: 'PLACED', by: 'system', note: null });
    expect((await outboxFor(ctx.app, buyer.email)).map((message) => message.template)).toContain(
      'order.placed',
    );
  });

  it('are canceled by the sweep once the reservation has run out, stock and wallet given back', async () => {
    const waiting = await placedOrder('card', 3);
    await setWallet(db(), waiting.buyer.userId, 5_000);
    await waiting.checkout.setCart([{ product_id: waiting.beans.id, quantity: 1 }]);
    const withWallet = (
      await waiting.checkout.place({
        address: await cairoAddress(db()),
        payment_method: 'card',
        use_wallet: true,
      })
    ).body.data;
    expect(await stockOf(db(), waiting.beans)).toBe(6);
    ctx.clock.advance(29 * 60);
    expect(await sweepExpiredReservations(ctx.app, ctx.clock.now())).toBe(0);
    const fresh = await placedOrder('installments', 1);
    ctx.clock.advance(2 * 60);
    expect(await sweepExpiredReservations(ctx.app, ctx.clock.now())).toBeGreaterThanOrEqual(2);
    expect(await stockOf(db(), waiting.beans)).toBe(10);
    expect(await walletBalance(db(), waiting.buyer.userId)).toBe(5_000);
    const swept = (await waiting.checkout.get(withWallet.number)).body.data;
    expect(swept).toMatchObject({ status: 'CANCELED', expires_at: null });
    expect(swept.history.at(-1)).toMatchObject({ status: 'CANCELED', by: 'system' });
    // The order placed 2 minutes ago still holds its stock.
    expect((await fresh.checkout.get(fresh.order.number)).body.data.status).toBe('PENDING');
    expect(await stockOf(db(), fresh.beans)).toBe(9);
    // Paying after the sweep is refused: the order is canceled.
    await expect(
      db().transaction((tx) => placePaidOrder(tx, withWallet, null, ctx.clock.now())),
    ).rejects.toMatchObject({ statusCode: 409, code: 'ILLEGAL_STATUS_CHANGE' });
  });
});

describe('POST /reorder/{number}', () => {
  it("puts the lines back at today's price and stock, and says which could not be added and why", async () => {
    const beans = await addProduct(db(), { price: 30_000, stock: 10 });
    const mug = await addProduct(db(), { price: 9_000, stock: 10 });
    const grinder = await addProduct(db(), { price: 150_000, stock: 10 });
    const buyer = await makeBuyer(ctx);
    const checkout = checkoutOf(() => ctx, buyer);
    await checkout.setCart([
      { product_id: beans.id, quantity: 3 },
      { product_id: mug.id, quantity: 1 },
      { product_id: grinder.id, quantity: 1 },
    ]);
    const order = (
      await checkout.place({ address: await cairoAddress(db()), payment_method: 'cod', use_wallet: false })
    ).body.data;
    await updateProduct(db(), beans, { price: 32_000, stock: 2 });
    await updateProduct(db(), mug, { stock: 0 });
    await updateProduct(db(), grinder, { isActive: false });

    const again = await checkout.reorder(order.number);
    expect(again.status).toBe(200);
    const body = again.body as {
      data: {
        cart: { items: { product: { id: number; price: number }; quantity: number }[] };
        added: unknown[];
        skipped: unknown[];
      };
    };
    expect(body.data.cart.items.map((item) => [item.product.id, item.product.price, item.quantity])).toEqual([
      [beans.id, 32_000, 2],
    ]);
    expect(body.data.added).toEqual([
      { product_id: beans.id, variant_id: null, name: beans.nameEn, quantity: 2 },
    ]);
    expect(body.data.skipped).toEqual([
      {
        product_id: mug.id,
        variant_id: null,
        name: mug.nameEn,
        reason: `${mug.nameEn} is out of stock, so it is not in your cart.`,
      },
      {
        product_id: grinder.id,
        variant_id: null,
        name: grinder.nameEn,
        reason: `${grinder.nameEn} is no longer available, so it is not in your cart.`,
      },
    ]);
    // Again, in Arabic: the cart already holds all the stock of the beans, so nothing more of them fits.
    const arabic = (await checkout.reorder(order.number, 'ar-SA')).body as {
      data: { added: unknown[]; skipped: { reason: string }[] };
    };
    expect(arabic.data.added).toEqual([]);
    expect(arabic.data.skipped.map((line) => line.reason)).toEqual([
      `لم يتبقَّ من ${beans.nameAr} إلا قطعتان، لذا أصبحت الكمية في سلتك ٢.`,
      `نفد مخزون ${mug.nameAr}، لذا لا يوجد في سلتك.`,
      `لم يعد ${grinder.nameAr} متاحًا، لذا لا يوجد في سلتك.`,
    ]);
  });
});

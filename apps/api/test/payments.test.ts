import type { Order } from '@coffee/contracts/orders';
import type { PaymentStart } from '@coffee/contracts/payments';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusHistory, orders, payments, products } from '../src/db/schema/index.js';
import { call, expectError, outboxFor } from './support/accounts.js';
import { type Buyer, cairoAddress, checkoutOf, makeBuyer } from './support/checkout.js';
import { actOnPage, createPaymentsApp, type PaymentsContext } from './support/payments.js';
import { addProduct, type TestProduct } from './support/shopping.js';

// Online payments end to end against the simulator of each gateway: the API starts an attempt, the "shopper"
// acts on the hosted page, the simulator signs and delivers its callback to the listening API, the return is
// verified. Settlement happens once, whatever arrives in whichever order.

let ctx: PaymentsContext;
beforeAll(async () => {
  ctx = await createPaymentsApp();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const resetCallbacks = () => {
  ctx.sim.callbacks.options = { ...ctx.sim.callbacks.options, delayMs: 0, copies: 1, drop: false };
};

async function stockOf(product: TestProduct) {
  const [row] = await db()
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, product.id));
  return row!.stock;
}

async function orderRow(number: string) {
  const [row] = await db().select().from(orders).where(eq(orders.number, number));
  return row!;
}

const chargesOf = async (orderId: number) =>
  db()
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.kind, 'charge')));

const placedEvents = async (orderId: number) =>
  db()
    .select()
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.status, 'PLACED')));

const placedEmails = async (buyer: Buyer, number: string) =>
  (await outboxFor(ctx.app, buyer.email)).filter(
    (message) => message.template === 'order.placed' && message.body.includes(number),
  );

/** A shopper's PENDING online order of one product (2 × 250.50 EGP). */
async function pendingOrder(method: 'card' | 'installments' | 'opay', stock = 5) {
  const product = await addProduct(db(), { price: 25_050, stock });
  const buyer = await makeBuyer(ctx);
  const checkout = checkoutOf(() => ctx, buyer);
  expect((await checkout.setCart([{ product_id: product.id, quantity: 2 }])).status).toBe(200);
  const placed = await checkout.place({
    address: await cairoAddress(db()),
    payment_method: method,
    use_wallet: false,
  });
  expect(placed.status).toBe(201);
  const order = (placed.body as { data: Order }).data;
  expect(order).toMatchObject({ status: 'PENDING', payment_status: 'pending' });
  return { product, buyer, order };
}

function startPayment(buyer: Buyer, body: Record<string, unknown>, provider = 'paytabs', lang = 'en-US') {
  return call<{ data: PaymentStart }>(ctx.app, 'POST', `/payments/${provider}`, {
    token: buyer.token,
    body,
    query: { lang },
  });
}

const sendReturn = (fields: Record<string, string>) =>
  call<{ data: { order_number: string; status: string } }>(ctx.app, 'POST', '/payments/paytabs/return', {
    body: { fields },
  });

describe('PayTabs card payments', () => {
  it('pays a PENDING order: the hosted page in Arabic, the signed callback places it once, the return says paid', async () => {
    const { product, buyer, order } = await pendingOrder('card');
    const started = await startPayment(
      buyer,
      { order_number: order.number, method: 'card' },
      'paytabs',
      'ar-SA',
    );
    expect(started.status).toBe(200);
    const { redirect_url } = started.body.data;
    expect(redirect_url.startsWith(`${ctx.sim.url}/paytabs/`)).toBe(true);
    const page = await (await fetch(redirect_url)).text();
    expect(page).toContain('dir="rtl"');
    expect(page).toContain('ادفع');

    const [attempt] = await chargesOf(order.id);
    expect(attempt).toMatchObject({ provider: 'paytabs', status: 'pending', amount: order.DiscountedTotal });

    const shopper = await actOnPage(redirect_url, 'pay');
    expect(shopper.returnUrl).toBe(
      `http://shop.test/api/paytabs/return?order=${order.number}&ref=${encodeURIComponent(attempt!.reference!)}`,
    );
    await ctx.sim.callbacks.settle();
    const back = await sendReturn(shopper.fields);
    expect(back.body.data).toEqual({ order_number: order.number, status: 'paid' });

    const row = await orderRow(order.number);
    expect(row).toMatchObject({ status: 'PLACED', paymentStatus: 'paid', expiresAt: null });
    expect(await chargesOf(order.id)).toMatchObject([{ status: 'paid', providerRef: attempt!.providerRef }]);
    expect(await placedEvents(order.id)).toHaveLength(1);
    expect(await placedEmails(buyer, order.number)).toHaveLength(1);
    // The stock the order took stays taken.
    expect(await stockOf(product)).toBe(3);
  });

  it('settles from the gateway when the browser comes back before the callback, and the late callback changes nothing', async () => {
    const { buyer, order } = await pendingOrder('card');
    ctx.sim.callbacks.options.delayMs = 800;
    try {
      const { redirect_url } = (await startPayment(buyer, { order_number: order.number, method: 'card' }))
        .body.data;
      const shopper = await actOnPage(redirect_url, 'pay');
      // Nothing has been delivered yet: the return alone is not trusted, the API asks /payment/query.
      expect((await orderRow(order.number)).status).toBe('PENDING');
      const back = await sendReturn(shopper.fields);
      expect(back.body.data.status).toBe('paid');
      expect((await orderRow(order.number)).status).toBe('PLACED');
      await ctx.sim.callbacks.settle();
      const last = ctx.sim.callbacks.deliveries.at(-1)!;
      expect(last.status).toBe(200);
      expect(await placedEvents(order.id)).toHaveLength(1);
      expect(await placedEmails(buyer, order.number)).toHaveLength(1);
    } finally {
      resetCallbacks();
    }
  });

  it('a declined card fails the attempt and keeps the order waiting; a new attempt then pays it', async () => {
    const { buyer, order } = await pendingOrder('installments');
    const first = (await startPayment(buyer, { order_number: order.number, method: 'installments' })).body
      .data;
    expect(await (await fetch(first.redirect_url)).text()).toContain('instalments');
    const declined = await actOnPage(first.redirect_url, 'decline');
    await ctx.sim.callbacks.settle();
    expect((await sendReturn(declined.fields)).body.data).toEqual({
      order_number: order.number,
      status: 'failed',
    });
    expect(await orderRow(order.number)).toMatchObject({ status: 'PENDING', paymentStatus: 'failed' });

    const second = (await startPayment(buyer, { order_number: order.number, method: 'card' })).body.data;
    expect(second.attempt_id).not.toBe(first.attempt_id);
    const paid = await actOnPage(second.redirect_url, 'pay');
    await ctx.sim.callbacks.settle();
    expect((await sendReturn(paid.fields)).body.data.status).toBe('paid');
    expect(await orderRow(order.number)).toMatchObject({
      status: 'PLACED',
      paymentStatus: 'paid',
      paymentMethod: 'card',
    });
    expect((await chargesOf(order.id)).map((row) => row.status).sort()).toEqual(['failed', 'paid']);

    // Paid now: another attempt is refused, in the shopper's language; so is an order of someone else.
    const again = await startPayment(
      buyer,
      { order_number: order.number, method: 'card' },
      'paytabs',
      'ar-SA',
    );
    expectError(again, 409, 'ORDER_ALREADY_PAID', 'ar-SA');
    const stranger = await makeBuyer(ctx);
    expectError(
      await startPayment(stranger, { order_number: order.number, method: 'card' }),
      404,
      'NOT_FOUND',
    );
  });

  it('50 duplicate callbacks delivered in parallel settle one payment: one PLACED, one email', async () => {
    const { buyer, order } = await pendingOrder('card');
    ctx.sim.callbacks.options.copies = 50;
    try {
      const { redirect_url } = (await startPayment(buyer, { order_number: order.number, method: 'card' }))
        .body.data;
      const before = ctx.sim.callbacks.deliveries.length;
      await actOnPage(redirect_url, 'pay');
      await ctx.sim.callbacks.settle();
      const copies = ctx.sim.callbacks.deliveries.slice(before);
      expect(copies).toHaveLength(50);
      // Every copy is acknowledged (so the gateway stops), none settles twice.
      expect(copies.every((delivery) => delivery.status === 200)).toBe(true);
    } finally {
      resetCallbacks();
    }
    expect(await orderRow(order.number)).toMatchObject({ status: 'PLACED', paymentStatus: 'paid' });
    expect(await placedEvents(order.id)).toHaveLength(1);
    expect(await placedEmails(buyer, order.number)).toHaveLength(1);
    expect(await chargesOf(order.id)).toMatchObject([{ status: 'paid' }]);
  });
});

describe('OPay wallet payments', () => {
  it('pays through the cashier: the SHA3-512 signed callback places the order, the return confirms it', async () => {
    const { buyer, order } = await pendingOrder('opay');
    const started = await startPayment(buyer, { order_number: order.number }, 'opay');
    expect(started.status).toBe(200);
    const [attempt] = await chargesOf(order.id);
    const shopper = await actOnPage(started.body.data.redirect_url, 'pay');
    const returned = new URL(shopper.location!);
    expect(`${returned.origin}${returned.pathname}`).toBe('http://shop.test/api/opay/return');
    expect(returned.searchParams.get('order')).toBe(order.number);
    expect(returned.searchParams.get('ref')).toBe(attempt!.reference);
    await ctx.sim.callbacks.settle();
    const back = await call<{ data: { status: string } }>(ctx.app, 'POST', '/payments/opay/return', {
      body: { reference: attempt!.reference, signature: returned.searchParams.get('sig') },
    });
    expect(back.body.data.status).toBe('paid');
    expect(await orderRow(order.number)).toMatchObject({ status: 'PLACED', paymentStatus: 'paid' });
    expect(await placedEmails(buyer, order.number)).toHaveLength(1);
  });

  it('tells nothing to a return that only knows the reference, or carries another attempt’s token', async () => {
    const mine = await pendingOrder('opay');
    const theirs = await pendingOrder('opay');
    const returnOf = async ({ buyer, order }: typeof mine) => {
      const { redirect_url } = (await startPayment(buyer, { order_number: order.number }, 'opay')).body.data;
      const url = new URL((await actOnPage(redirect_url, 'pay')).location!);
      return { reference: url.searchParams.get('ref')!, signature: url.searchParams.get('sig')! };
    };
    const own = await returnOf(mine);
    const other = await returnOf(theirs);
    await ctx.sim.callbacks.settle();
    for (const lang of ['en-US', 'ar-SA'] as const) {
      for (const forged of [
        { reference: other.reference, signature: own.signature },
        { reference: other.reference, signature: '0'.repeat(64) },
      ]) {
        const answer = await call(ctx.app, 'POST', '/payments/opay/return', {
          body: forged,
          query: { lang },
        });
        expect(JSON.stringify(answer.body)).not.toContain(theirs.order.number);
        expectError(answer, 400, 'INVALID_SIGNATURE', lang);
      }
      const bare = await call(ctx.app, 'POST', '/payments/opay/return', {
        body: { reference: other.reference },
        query: { lang },
      });
      expectError(bare, 400, 'VALIDATION_ERROR', lang);
    }
    // Their own return still works for each shopper, with the token their browser brought back.
    const back = await call<{ data: { order_number: string; status: string } }>(
      ctx.app,
      'POST',
      '/payments/opay/return',
      { body: other },
    );
    expect(back.body.data).toEqual({ order_number: theirs.order.number, status: 'paid' });
  });

  it('a canceled cashier sends the shopper to /api/opay/cancel; the order still waits and can be paid again', async () => {
    const { buyer, order } = await pendingOrder('opay');
    const { redirect_url } = (await startPayment(buyer, { order_number: order.number }, 'opay')).body.data;
    const shopper = await actOnPage(redirect_url, 'cancel');
    expect(shopper.location).toBe(`http://shop.test/api/opay/cancel?order=${order.number}`);
    await ctx.sim.callbacks.settle();
    expect(await orderRow(order.number)).toMatchObject({ status: 'PENDING', paymentStatus: 'failed' });
    expect(await chargesOf(order.id)).toMatchObject([{ status: 'failed' }]);
    const retry = await startPayment(buyer, { order_number: order.number }, 'opay');
    expect(retry.status).toBe(200);
  });
});

import type { Order } from '@coffee/contracts/orders';
import type { PaymentStart } from '@coffee/contracts/payments';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, products } from '../src/db/schema/index.js';
import { sweepExpiredReservations } from '../src/modules/orders/sweep.js';
import { createPaymentsContext } from '../src/modules/payments/context.js';
import { sendAllPendingRefunds } from '../src/modules/payments/refunds.js';
import { call, expectError, outboxFor } from './support/accounts.js';
import { type Buyer, cairoAddress, checkoutOf, makeBuyer, walletBalance } from './support/checkout.js';
import { actOnPage, createPaymentsApp, type PaymentsContext } from './support/payments.js';
import { addProduct, type TestProduct } from './support/shopping.js';

// Money that must go back: a payment that succeeds after the reservation ran out, and a paid order canceled.

let ctx: PaymentsContext;
beforeAll(async () => {
  ctx = await createPaymentsApp();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;

async function stockOf(product: TestProduct) {
  const [row] = await db()
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, product.id));
  return row!.stock;
}
const orderRow = async (number: string) =>
  (await db().select().from(orders).where(eq(orders.number, number)))[0]!;
const rowsOf = (orderId: number, kind: 'charge' | 'refund') =>
  db()
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.kind, kind)));

async function pendingOrder(method: 'card' | 'opay') {
  const product = await addProduct(db(), { price: 40_000, stock: 3 });
  const buyer: Buyer = await makeBuyer(ctx);
  const checkout = checkoutOf(() => ctx, buyer);
  await checkout.setCart([{ product_id: product.id, quantity: 3 }]);
  const placed = await checkout.place({
    address: await cairoAddress(db()),
    payment_method: method,
    use_wallet: false,
  });
  expect(placed.status).toBe(201);
  return { product, buyer, order: (placed.body as { data: Order }).data };
}

const start = (buyer: Buyer, order: Order, method: 'card' | 'opay', lang = 'en-US') =>
  call<{ data: PaymentStart }>(ctx.app, 'POST', `/payments/${method === 'opay' ? 'opay' : 'paytabs'}`, {
    token: buyer.token,
    query: { lang },
    body: method === 'opay' ? { order_number: order.number } : { order_number: order.number, method },
  });

describe('a payment after the reservation expired', () => {
  it('the sweep restocks; the late success is recorded and refunded through the gateway, never placed', async () => {
    const { product, buyer, order } = await pendingOrder('card');
    expect(await stockOf(product)).toBe(0);
    const { redirect_url } = (await start(buyer, order, 'card')).body.data;

    ctx.clock.advance(31 * 60);
    expectError(await start(buyer, order, 'card', 'ar-SA'), 409, 'ORDER_EXPIRED', 'ar-SA');
    expect(await sweepExpiredReservations(ctx.app, ctx.clock.now())).toBeGreaterThanOrEqual(1);
    expect(await orderRow(order.number)).toMatchObject({ status: 'CANCELED' });
    expect(await stockOf(product)).toBe(3);
    expectError(await start(buyer, order, 'card'), 409, 'ORDER_CANCELED');

    // The shopper still had the gateway's page open, and pays.
    const shopper = await actOnPage(redirect_url, 'pay');
    await ctx.sim.callbacks.settle();
    const [charge] = await rowsOf(order.id, 'charge');
    expect(charge).toMatchObject({ status: 'paid' });
    const refunds = await rowsOf(order.id, 'refund');
    expect(refunds).toMatchObject([
      { status: 'paid', amount: charge!.amount, parentId: charge!.id, provider: 'paytabs' },
    ]);
    expect(ctx.sim.paytabs.find(refunds[0]!.providerRef!)).toMatchObject({
      tran_type: 'Refund',
      previous_tran_ref: charge!.providerRef,
      cart_amount: (charge!.amount / 100).toFixed(2),
    });
    expect(await orderRow(order.number)).toMatchObject({ status: 'CANCELED', paymentStatus: 'refunded' });
    expect(await stockOf(product)).toBe(3);

    // The browser's return says failed (the order was not placed); a repeat of the callback refunds nothing more.
    const back = await call<{ data: { status: string } }>(ctx.app, 'POST', '/payments/paytabs/return', {
      body: { fields: shopper.fields },
    });
    expect(back.body.data.status).toBe('failed');
    expect(await rowsOf(order.id, 'refund')).toHaveLength(1);
    expect((await outboxFor(ctx.app, buyer.email)).some((m) => m.template === 'order.placed')).toBe(false);
  });
});

/** A PENDING order paid through the simulator's page and settled by its callback. */
async function paidOrder(method: 'card' | 'opay') {
  const placed = await pendingOrder(method);
  const { redirect_url } = (await start(placed.buyer, placed.order, method)).body.data;
  await actOnPage(redirect_url, 'pay');
  await ctx.sim.callbacks.settle();
  expect(await orderRow(placed.order.number)).toMatchObject({ status: 'PLACED', paymentStatus: 'paid' });
  return placed;
}

const cancel = (buyer: Buyer, order: Order, body?: Record<string, unknown>) =>
  call<{ data: Order }>(ctx.app, 'POST', `/orders/${order.number}/cancel`, { token: buyer.token, body });

describe('canceling an order paid online', () => {
  it('refunds the card through PayTabs: recorded at once, sent by the refund job, the order says refunded', async () => {
    const { product, buyer, order } = await paidOrder('card');
    const canceled = await cancel(buyer, order);
    expect(canceled.status).toBe(200);
    expect(canceled.body.data).toMatchObject({ status: 'CANCELED', payment_status: 'refunded' });
    expect(await stockOf(product)).toBe(3);
    const [charge] = await rowsOf(order.id, 'charge');
    expect(await rowsOf(order.id, 'refund')).toMatchObject([{ status: 'pending', amount: charge!.amount }]);

    expect(await sendAllPendingRefunds(createPaymentsContext(ctx.app))).toBeGreaterThanOrEqual(1);
    const [refund] = await rowsOf(order.id, 'refund');
    expect(refund).toMatchObject({ status: 'paid', provider: 'paytabs' });
    expect(ctx.sim.paytabs.find(refund!.providerRef!)).toMatchObject({
      tran_type: 'Refund',
      previous_tran_ref: charge!.providerRef,
    });
    // Canceling again refunds nothing more.
    expect((await cancel(buyer, order)).status).toBe(200);
    expect(await rowsOf(order.id, 'refund')).toHaveLength(1);
  });

  it('refunds an OPay payment to the store wallet when the shopper asks: credited at once, no gateway refund', async () => {
    const { buyer, order } = await paidOrder('opay');
    const before = await walletBalance(db(), buyer.userId);
    const canceled = await cancel(buyer, order, { refund_to: 'wallet' });
    expect(canceled.body.data).toMatchObject({ status: 'CANCELED', payment_status: 'refunded' });
    expect(await walletBalance(db(), buyer.userId)).toBe(before + order.DiscountedTotal);
    expect(await rowsOf(order.id, 'refund')).toMatchObject([
      { status: 'paid', provider: 'wallet', amount: order.DiscountedTotal },
    ]);
  });
});

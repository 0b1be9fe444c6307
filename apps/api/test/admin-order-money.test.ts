import type { AdminOrder } from '@coffee/contracts/backoffice';
import type { Order } from '@coffee/contracts/orders';
import type { PaymentStart } from '@coffee/contracts/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentsContext } from '../src/modules/payments/context.js';
import { sendAllPendingRefunds, sendPendingRefund } from '../src/modules/payments/refunds.js';
import { call } from './support/accounts.js';
import { backofficeOf } from './support/backoffice.js';
import { type Buyer, cairoAddress, checkoutOf, makeBuyer, setWallet } from './support/checkout.js';
import { actOnPage, createPaymentsApp, type PaymentsContext } from './support/payments.js';
import { addProduct } from './support/shopping.js';

// Issue 26, item 1: a canceled card order's money as the back office reads it. Each charge and each refund once,
// with its own state and amount, and a payment status the figures agree with.

let ctx: PaymentsContext;
let staff: Buyer;
beforeAll(async () => {
  ctx = await createPaymentsApp();
  staff = await makeBuyer(ctx, { role: 'staff' });
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const backoffice = () => backofficeOf(() => ctx, staff.token);

/** A card order of EGP 1,000 with EGP 150 of it from the wallet, paid at the simulator's page and settled. */
async function paidCardOrder() {
  const product = await addProduct(db(), { price: 100_000, stock: 5 });
  const buyer = await makeBuyer(ctx);
  await setWallet(db(), buyer.userId, 15_000);
  const checkout = checkoutOf(() => ctx, buyer);
  await checkout.setCart([{ product_id: product.id, quantity: 1 }]);
  const placed = await checkout.place({
    address: await cairoAddress(db()),
    payment_method: 'card',
    use_wallet: true,
  });
  expect(placed.status).toBe(201);
  const order = (placed.body as { data: Order }).data;
  expect(order.walletAmount).toBe(15_000);
  const started = await call<{ data: PaymentStart }>(ctx.app, 'POST', '/payments/paytabs', {
    token: buyer.token,
    body: { order_number: order.number, method: 'card' },
  });
  await actOnPage(started.body.data.redirect_url, 'pay');
  await ctx.sim.callbacks.settle();
  return { buyer, order };
}

const sum = (amounts: { amount: number }[]) => amounts.reduce((total, row) => total + row.amount, 0);

/** What the page must never say at once: refunded, yet nothing (or more than was paid) given back. */
function expectFiguresAgree(order: AdminOrder) {
  const charged = sum(order.payments.filter((payment) => payment.status === 'paid'));
  const goingBack = sum(order.refunds.filter((refund) => refund.state !== 'refused' && refund.id !== null));
  if (order.payment_status === 'refunded') expect(goingBack).toBe(charged);
  else expect(goingBack).toBeLessThan(charged);
}

describe('GET /admin/orders/{number}: a paid card order canceled by staff', () => {
  it('lists the charge once and each refund once, with its own state and amount, agreeing with the payment status', async () => {
    const { buyer, order } = await paidCardOrder();
    const charged = order.DiscountedTotal;
    const moved = await backoffice().move(order.number, 'CANCELED', 'Customer asked to cancel by phone');
    expect(moved.status).toBe(200);

    const pending = (await backoffice().order(order.number)).body.data;
    expect(pending.payment_status).toBe('refunded');
    // The charge, once: the refund is not a second "paid" payment.
    expect(pending.payments).toMatchObject([{ provider: 'paytabs', amount: charged, status: 'paid' }]);
    expect(pending.payments).toHaveLength(1);
    // The wallet part back at once, the card part asked of the gateway: never "Nothing refunded".
    expect(pending.refunds).toMatchObject([
      { to: 'wallet', amount: 15_000, state: 'done', id: null },
      { to: 'card', amount: charged, state: 'pending' },
    ]);
    expectFiguresAgree(pending);

    // The refund job sends it: the same refund, now done, still once.
    expect(await sendAllPendingRefunds(createPaymentsContext(ctx.app))).toBeGreaterThanOrEqual(1);
    const done = (await backoffice().order(order.number)).body.data;
    expect(done.payments).toHaveLength(1);
    expect(done.refunds).toMatchObject([
      { to: 'wallet', amount: 15_000, state: 'done' },
      { to: 'card', amount: charged, state: 'done', reference: expect.any(String) },
    ]);
    expect(done.refunds).toHaveLength(2);
    expectFiguresAgree(done);

    // The shopper's answer tells the same refunds, without the gateway's bookkeeping.
    const shopper = (await checkoutOf(() => ctx, buyer).get(order.number)).body.data;
    expect(shopper.refunds).toEqual(
      done.refunds.map(({ amount, to, state, at }) => ({ amount, to, state, at })),
    );
  });

  it('shows a refund the gateway refused as refused, and the order as paid again (the money is still here)', async () => {
    const { order } = await paidCardOrder();
    await backoffice().move(order.number, 'CANCELED');
    const canceled = (await backoffice().order(order.number)).body.data;
    const cardRefund = canceled.refunds.find((refund) => refund.to === 'card');
    const payments = createPaymentsContext(ctx.app);
    // The gateway answers the refund request with a decline.
    payments.providers.paytabs.refund = async () => ({
      providerRef: `TST-REFUSED-${order.id}`,
      status: 'failed',
    });
    await sendPendingRefund(payments, cardRefund!.id!);

    const refused = (await backoffice().order(order.number)).body.data;
    expect(refused.payment_status).toBe('paid');
    expect(refused.payments).toHaveLength(1);
    expect(refused.refunds).toMatchObject([
      { to: 'wallet', amount: 15_000, state: 'done' },
      { to: 'card', amount: order.DiscountedTotal, state: 'refused' },
    ]);
    expectFiguresAgree(refused);
  });
});

import type { Order } from '@coffee/contracts/orders';
import type { PaymentStart } from '@coffee/contracts/payments';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fawrySign } from '../../payment-simulator/src/signing.js';
import { SIMULATOR_KEYS } from '../src/config-gateways.js';
import { invoices, orderStatusHistory, orders, payments } from '../src/db/schema/index.js';
import { sweepExpiredReservations } from '../src/modules/orders/sweep.js';
import { createPaymentsContext } from '../src/modules/payments/context.js';
import { reconcileFawryCodes } from '../src/modules/payments/reconcile.js';
import { call, createAccountsApp, outboxFor } from './support/accounts.js';
import {
  type Buyer,
  cairoAddress,
  checkoutOf,
  type Lang,
  makeBuyer,
  stockOf,
  walletBalance,
} from './support/checkout.js';
import { createPaymentsApp, type PaymentsContext } from './support/payments.js';
import { addProduct } from './support/shopping.js';

// Pay at Fawry end to end against the simulator's FawryPay: the charge request gives a reference code, the
// order waits (stock held) until the code expires, the "outlet" pays it or lets it expire, and FawryPay's
// signed notifications V2 settle it. Forged, altered and replayed notifications change nothing.

const KEY = SIMULATOR_KEYS.fawry.secureKey;
let ctx: PaymentsContext;
beforeAll(async () => {
  ctx = await createPaymentsApp();
});
afterAll(() => ctx.close());
const db = () => ctx.database.db;

async function fawryOrder(options: { lang?: Lang; price?: number; stock?: number } = {}) {
  const lang = options.lang ?? 'en-US';
  const product = await addProduct(db(), { price: options.price ?? 19_950, stock: options.stock ?? 5 });
  const buyer: Buyer = await makeBuyer(ctx);
  const checkout = checkoutOf(() => ctx, buyer);
  await checkout.setCart([{ product_id: product.id, quantity: 2 }]);
  const placed = await checkout.place(
    { address: await cairoAddress(db()), payment_method: 'fawry', use_wallet: false },
    undefined,
    lang,
  );
  expect(placed.status).toBe(201);
  const order = (placed.body as { data: Order }).data;
  const started = await call<{ data: PaymentStart }>(ctx.app, 'POST', '/payments/fawry', {
    token: buyer.token,
    body: { order_number: order.number },
    query: { lang },
  });
  expect(started.status).toBe(200);
  const [attempt] = await db().select().from(payments).where(eq(payments.orderId, order.id));
  return { product, buyer, checkout, order, started: started.body.data, attempt: attempt!, lang };
}

/** Starts a payment of the order by `method` (card through PayTabs, or a Fawry code) as its shopper. */
const startWith = (buyer: Buyer, number: string, method: 'card' | 'fawry') =>
  method === 'card'
    ? call<{ data: PaymentStart }>(ctx.app, 'POST', '/payments/paytabs', {
        token: buyer.token,
        body: { order_number: number, method: 'card' },
      })
    : call<{ data: PaymentStart }>(ctx.app, 'POST', '/payments/fawry', {
        token: buyer.token,
        body: { order_number: number },
      });

/** The order as placed `minutes` ago (its hold's end moved back with it): what a switch later meets. */
async function placedAgo(orderId: number, minutes: number) {
  const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
  const back = (date: Date) => new Date(date.getTime() - minutes * 60_000);
  await db()
    .update(orders)
    .set({ createdAt: back(row!.createdAt), expiresAt: back(row!.expiresAt!) })
    .where(eq(orders.id, orderId));
  return back(row!.createdAt);
}

const holdOf = async (orderId: number) => {
  const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
  return { method: row!.paymentMethod, expiresAt: row!.expiresAt!.getTime() };
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The outlet's buttons on the simulator: paid at the counter, let expire, or send the notification again. */
async function atOutlet(reference: string, action: 'pay' | 'expire' | 'repeat') {
  await fetch(`${ctx.sim.url}/fawry/outlet/${reference}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action }),
    redirect: 'manual',
  });
  await ctx.sim.callbacks.settle();
}

const notify = (body: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/payments/fawry/callback',
    headers: { 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** A notification V2 as FawryPay signs it (the simulator's own signing, a second reading of the docs). */
function signed(fields: {
  fawryRefNumber: string;
  merchantRefNumber: string;
  orderAmount: number;
  orderStatus: string;
  paymentRefrenceNumber?: string;
}) {
  const body = {
    requestId: 'test',
    paymentAmount: fields.orderAmount,
    paymentMethod: 'PayAtFawry',
    fawryFees: 0,
    ...fields,
  };
  const messageSignature = fawrySign(
    KEY,
    body.fawryRefNumber,
    body.merchantRefNumber,
    body.paymentAmount.toFixed(2),
    body.orderAmount.toFixed(2),
    body.orderStatus,
    body.paymentMethod,
    body.paymentRefrenceNumber ?? '',
  );
  return { ...body, messageSignature };
}

async function stateOf(orderId: number) {
  const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
  const rows = await db().select().from(payments).where(eq(payments.orderId, orderId));
  const history = await db()
    .select({ status: orderStatusHistory.status })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId));
  const invoiceRows = await db().select().from(invoices).where(eq(invoices.orderId, orderId));
  return {
    status: order!.status,
    paymentStatus: order!.paymentStatus,
    payments: rows.map((row) => `${row.kind}:${row.provider}:${row.status}`).sort(),
    history: history.map((row) => row.status),
    invoices: invoiceRows.length,
  };
}

describe('Pay at Fawry', () => {
  it('gives a reference code, holds the stock 48 hours, shows and emails the code; paid at an outlet, the order is placed once', async () => {
    const before = Date.now();
    const { product, checkout, order, started, attempt, buyer } = await fawryOrder();
    expect(order.status).toBe('PENDING');
    expect(order.payment_method).toBe('fawry');
    const hours = (Date.parse(order.expires_at!) - before) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThan(48.1);
    expect(await stockOf(db(), product)).toBe(3);
    // No gateway page: the shopper is sent to our own success page, which shows the code.
    expect(started.redirect_url).toBe(`http://shop.test/checkout/success?order=${order.number}`);
    expect(attempt.provider).toBe('fawry');
    expect(attempt.status).toBe('pending');
    expect(attempt.providerRef).toMatch(/^\d{8,10}$/);
    const code = ctx.sim.fawry.code(attempt.providerRef!);
    expect(code?.amount).toBe((order.DiscountedTotal / 100).toFixed(2));
    expect(code?.expiresAt).toBe(Date.parse(order.expires_at!));

    const shown = (await checkout.get(order.number)).body.data;
    expect(shown.fawry).toEqual({
      reference_number: attempt.providerRef,
      amount: order.DiscountedTotal,
      expires_at: order.expires_at,
    });
    const mail = (await outboxFor(ctx.app, buyer.email)).find((m) => m.template === 'order.fawry_code');
    expect(mail?.subject).toContain(order.number);
    expect(mail?.body).toContain(`Fawry reference number: ${attempt.providerRef}`);
    expect(mail?.body).toContain(`Amount: EGP ${(order.DiscountedTotal / 100).toFixed(2)}`);
    expect(mail?.body).toMatch(/Pay by: .+ \(Cairo time\)/);
    expect(mail?.body).toContain('myFawry');

    // Asking again shows the same code: one code per order.
    const again = await call<{ data: PaymentStart }>(ctx.app, 'POST', '/payments/fawry', {
      token: buyer.token,
      body: { order_number: order.number },
    });
    expect(again.body.data.attempt_id).toBe(attempt.id);

    await atOutlet(attempt.providerRef!, 'pay');
    await atOutlet(attempt.providerRef!, 'repeat');
    await atOutlet(attempt.providerRef!, 'repeat');
    const after = await stateOf(order.id);
    expect(after).toMatchObject({ status: 'PLACED', paymentStatus: 'paid', invoices: 1 });
    expect(after.history.filter((status) => status === 'PLACED')).toHaveLength(1);
    expect(after.payments).toEqual(['charge:fawry:paid']);
    expect((await checkout.get(order.number)).body.data.fawry).toBeNull();
    const placedMails = (await outboxFor(ctx.app, buyer.email)).filter((m) => m.template === 'order.placed');
    expect(placedMails).toHaveLength(1);
    expect(await stockOf(db(), product)).toBe(3);
  });

  it('writes the email in Arabic for an Arabic order, with the deadline in Arabic digits', async () => {
    const { buyer, attempt } = await fawryOrder({ lang: 'ar-SA' });
    const mail = (await outboxFor(ctx.app, buyer.email)).find((m) => m.template === 'order.fawry_code');
    expect(mail?.body).toContain(`الرقم المرجعي في فوري: ${attempt.providerRef}`);
    expect(mail?.body).toContain('بتوقيت القاهرة');
    expect(mail?.body).toMatch(/ادفع قبل: [^\n]*[٠-٩]/);
    expect(mail?.subject).toMatch(/فوري/);
  });

  it('cancels the order and gives the stock back when the code expires', async () => {
    const { product, order, attempt, buyer } = await fawryOrder();
    expect(await stockOf(db(), product)).toBe(3);
    await atOutlet(attempt.providerRef!, 'expire');
    const after = await stateOf(order.id);
    expect(after).toMatchObject({ status: 'CANCELED', paymentStatus: 'failed', invoices: 0 });
    expect(after.payments).toEqual(['charge:fawry:failed']);
    expect(await stockOf(db(), product)).toBe(5);
    expect((await outboxFor(ctx.app, buyer.email)).some((m) => m.template === 'order.canceled')).toBe(true);
    // The expiry repeated changes nothing more.
    await atOutlet(attempt.providerRef!, 'repeat');
    expect(await stateOf(order.id)).toEqual(after);
    expect(await stockOf(db(), product)).toBe(5);
  });

  it('never sells twice: PAID after EXPIRED is recorded and given back to the store wallet', async () => {
    const { product, order, attempt, buyer } = await fawryOrder();
    await atOutlet(attempt.providerRef!, 'expire');
    const paidLate = signed({
      fawryRefNumber: attempt.providerRef!,
      merchantRefNumber: attempt.reference!,
      orderAmount: attempt.amount / 100,
      orderStatus: 'PAID',
      paymentRefrenceNumber: '24480',
    });
    const answer = await notify(paidLate);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ received: true, result: 'refunding' });
    const after = await stateOf(order.id);
    expect(after).toMatchObject({ status: 'CANCELED', paymentStatus: 'refunded', invoices: 0 });
    expect(after.payments).toEqual(['charge:fawry:paid', 'refund:wallet:paid']);
    expect(await walletBalance(db(), buyer.userId)).toBe(attempt.amount);
    expect(await stockOf(db(), product)).toBe(5);
    // The shopper's order page tells the refund; a repeat of the late PAID is a duplicate.
    const shown = (await checkoutOf(() => ctx, buyer).get(order.number)).body.data;
    expect(shown.refunds).toEqual([
      expect.objectContaining({ amount: attempt.amount, to: 'wallet', state: 'done' }),
    ]);
    expect((await notify(paidLate)).json()).toEqual({ received: true, result: 'duplicate' });
    expect(await walletBalance(db(), buyer.userId)).toBe(attempt.amount);
  });

  it('refuses forged, altered and misdirected notifications without changing anything; a replay is a duplicate', async () => {
    const a = await fawryOrder();
    const b = await fawryOrder();
    const genuine = signed({
      fawryRefNumber: a.attempt.providerRef!,
      merchantRefNumber: a.attempt.reference!,
      orderAmount: a.attempt.amount / 100,
      orderStatus: 'PAID',
      paymentRefrenceNumber: '11111',
    });
    const forgeries: [string, unknown, number][] = [
      ['amount altered, signature kept', { ...genuine, orderAmount: 1, paymentAmount: 1 }, 401],
      [
        'status altered (EXPIRED → PAID), signature kept',
        { ...signed({ ...genuine, orderStatus: 'EXPIRED' }), orderStatus: 'PAID' },
        401,
      ],
      ['another order, signature kept', { ...genuine, merchantRefNumber: b.attempt.reference }, 401],
      ['signed with another key', { ...genuine, messageSignature: fawrySign('not-our-key', 'x') }, 401],
      ['no signature', { ...genuine, messageSignature: undefined }, 401],
      ['not JSON', 'fawryRefNumber=1&orderStatus=PAID', 401],
      [
        "A's code replayed for B (B's reference, A's code), signed",
        signed({ ...genuine, merchantRefNumber: b.attempt.reference! }),
        400,
      ],
      [
        'too little paid, signed with the real key',
        signed({ ...genuine, orderAmount: a.attempt.amount / 100 - 1 }),
        400,
      ],
      ['an unknown reference, signed', signed({ ...genuine, merchantRefNumber: 'CM-2026-999999-00' }), 400],
    ];
    const before = await Promise.all([a, b].map(({ order }) => stateOf(order.id)));
    for (const [name, body, status] of forgeries) {
      const answer = await notify(body);
      expect({ name, status: answer.statusCode }).toEqual({ name, status });
      expect(answer.json().code).toBe('NOTIFICATION_REFUSED');
    }
    expect(await Promise.all([a, b].map(({ order }) => stateOf(order.id)))).toEqual(before);
    expect(before[0]!.status).toBe('PENDING');

    expect((await notify(genuine)).json()).toEqual({ received: true, result: 'settled' });
    expect((await notify(genuine)).json()).toEqual({ received: true, result: 'duplicate' });
    expect(await stateOf(a.order.id)).toMatchObject({ status: 'PLACED', invoices: 1 });
    expect(await stateOf(b.order.id)).toEqual(before[1]);
  });

  it('asks FawryPay (payment status V2) when a notification never came', async () => {
    ctx.sim.callbacks.options.drop = true;
    try {
      const paid = await fawryOrder();
      const expired = await fawryOrder();
      const open = await fawryOrder();
      await atOutlet(paid.attempt.providerRef!, 'pay');
      await atOutlet(expired.attempt.providerRef!, 'expire');
      expect((await stateOf(paid.order.id)).status).toBe('PENDING');
      const asked = await reconcileFawryCodes(createPaymentsContext(ctx.app));
      expect(asked).toBeGreaterThanOrEqual(3);
      expect(await stateOf(paid.order.id)).toMatchObject({ status: 'PLACED', paymentStatus: 'paid' });
      expect(await stateOf(expired.order.id)).toMatchObject({ status: 'CANCELED' });
      expect(await stockOf(db(), expired.product)).toBe(5);
      expect(await stateOf(open.order.id)).toMatchObject({ status: 'PENDING', paymentStatus: 'pending' });
    } finally {
      ctx.sim.callbacks.options.drop = false;
    }
  });

  it('the sweep cancels an unpaid code at its deadline, not at the 30 minutes of cards', async () => {
    const { order, product } = await fawryOrder();
    const cardProduct = await addProduct(db(), { price: 10_000, stock: 2 });
    const shopper = checkoutOf(() => ctx, await makeBuyer(ctx));
    await shopper.setCart([{ product_id: cardProduct.id, quantity: 1 }]);
    const card = await shopper.place({
      address: await cairoAddress(db()),
      payment_method: 'card',
      use_wallet: false,
    });
    const cardOrder = (card.body as { data: Order }).data;
    await sweepExpiredReservations(ctx.app, new Date(Date.now() + 60 * 60_000));
    expect((await stateOf(cardOrder.id)).status).toBe('CANCELED');
    expect((await stateOf(order.id)).status).toBe('PENDING');
    await sweepExpiredReservations(ctx.app, new Date(Date.now() + 49 * 3_600_000));
    expect((await stateOf(order.id)).status).toBe('CANCELED');
    expect(await stockOf(db(), product)).toBe(5);
  });
});

describe('Pay at Fawry turned off (FAWRY=off)', () => {
  it('is not offered, and an order asking for it is refused in the shopper’s language', async () => {
    const off = await createAccountsApp({ env: { FAWRY: 'off' }, database: ctx.database });
    try {
      const product = await addProduct(db(), { price: 10_000, stock: 3 });
      const buyer = await makeBuyer(off);
      const checkout = checkoutOf(() => off, buyer);
      await checkout.setCart([{ product_id: product.id, quantity: 1 }]);
      const methods = await checkout.paymentMethods();
      expect(methods.body.data.map((method) => method.id)).not.toContain('fawry');
      // Nor in the storefront footer's list.
      const offered = await call<{ data: string[] }>(off.app, 'GET', '/payment-methods/offered');
      expect(offered.body.data).not.toContain('fawry');
      expect(offered.body.data).toContain('card');
      const placed = await checkout.place(
        { address: await cairoAddress(db()), payment_method: 'fawry', use_wallet: false },
        undefined,
        'ar-SA',
      );
      expect(placed.status).toBe(422);
      expect(JSON.stringify(placed.body)).toContain('فوري');
      expect(await stockOf(db(), product)).toBe(3);
    } finally {
      await off.close();
    }
  });
});

describe('switching a waiting order between Pay at Fawry and a card', () => {
  it('the stock hold follows the new method, never longer than it allows', async () => {
    // A Fawry order placed two hours ago, its code open until 46 hours from now.
    const { order, buyer, attempt, product } = await fawryOrder();
    const placedAt = await placedAgo(order.id, 120);
    const codeEnd = placedAt.getTime() + 48 * HOUR;

    // Paid by card instead: the card's 30 minutes from now, not the code's 46 hours left.
    // The app's clock (the test's, standing still) says when the attempt started.
    let now = ctx.clock.now().getTime();
    expect((await startWith(buyer, order.number, 'card')).status).toBe(200);
    let hold = await holdOf(order.id);
    expect(hold).toEqual({ method: 'card', expiresAt: now + 30 * MINUTE });
    // A second card attempt keeps the first one's end.
    const cardEnd = hold.expiresAt;
    expect((await startWith(buyer, order.number, 'card')).status).toBe(200);
    expect((await holdOf(order.id)).expiresAt).toBe(cardEnd);
    // The sweep would release it at the card's end, not the code's.
    expect(cardEnd).toBeLessThan(codeEnd);

    // Back to Fawry: the open code is shown again and the order waits on it until its own end, no later.
    const again = await startWith(buyer, order.number, 'fawry');
    expect(again.status).toBe(200);
    expect(again.body.data.attempt_id).toBe(attempt.id);
    hold = await holdOf(order.id);
    expect(hold).toEqual({ method: 'fawry', expiresAt: codeEnd });
    expect(await stockOf(db(), product)).toBe(3);

    // A card order paid at Fawry ten minutes later: the code's 48 hours counted from placing, and the code
    // ends with the hold.
    const cardProduct = await addProduct(db(), { price: 10_000, stock: 2 });
    const shopper = await makeBuyer(ctx);
    const checkout = checkoutOf(() => ctx, shopper);
    await checkout.setCart([{ product_id: cardProduct.id, quantity: 1 }]);
    const placed = await checkout.place({
      address: await cairoAddress(db()),
      payment_method: 'card',
      use_wallet: false,
    });
    const cardOrder = (placed.body as { data: Order }).data;
    const cardPlacedAt = await placedAgo(cardOrder.id, 10);
    expect((await startWith(shopper, cardOrder.number, 'fawry')).status).toBe(200);
    hold = await holdOf(cardOrder.id);
    expect(hold).toEqual({ method: 'fawry', expiresAt: cardPlacedAt.getTime() + 48 * HOUR });
    const [code] = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, cardOrder.id), eq(payments.provider, 'fawry')));
    expect(ctx.sim.fawry.code(code!.providerRef!)?.expiresAt).toBe(hold.expiresAt);
    // The card's 30 minutes no longer end it; the code's end does.
    now = ctx.clock.now().getTime();
    await sweepExpiredReservations(ctx.app, new Date(now + HOUR));
    expect((await stateOf(cardOrder.id)).status).toBe('PENDING');
    await sweepExpiredReservations(ctx.app, new Date(hold.expiresAt + 1000));
    expect((await stateOf(cardOrder.id)).status).toBe('CANCELED');
    expect(await stockOf(db(), cardProduct)).toBe(2);
  });
});

// Races on PostgreSQL (PGlite has one connection: nothing overlaps there).
describe.skipIf(!process.env.DATABASE_URL)('Pay at Fawry under concurrency (PostgreSQL)', () => {
  it('a card and a Fawry code asked for at once: the hold ends by the rule of the method the order waits on', async () => {
    const product = await addProduct(db(), { price: 10_000, stock: 4 });
    const buyer = await makeBuyer(ctx);
    const checkout = checkoutOf(() => ctx, buyer);
    await checkout.setCart([{ product_id: product.id, quantity: 1 }]);
    const placed = await checkout.place({
      address: await cairoAddress(db()),
      payment_method: 'card',
      use_wallet: false,
    });
    const order = (placed.body as { data: Order }).data;
    const placedAt = await placedAgo(order.id, 5);
    const answers = await Promise.all([
      startWith(buyer, order.number, 'card'),
      startWith(buyer, order.number, 'fawry'),
      startWith(buyer, order.number, 'card'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const hold = await holdOf(order.id);
    if (hold.method === 'fawry') expect(hold.expiresAt).toBe(placedAt.getTime() + 48 * HOUR);
    // A card after the code: 30 minutes from its start, within the code's end.
    else expect(hold.expiresAt).toBe(ctx.clock.now().getTime() + 30 * MINUTE);
    expect(hold.expiresAt).toBeLessThanOrEqual(placedAt.getTime() + 48 * HOUR);
    expect(await stockOf(db(), product)).toBe(3);
  });

  it('20 copies of one PAID notification at once: one settlement', async () => {
    const { order, attempt, buyer } = await fawryOrder();
    const paid = signed({
      fawryRefNumber: attempt.providerRef!,
      merchantRefNumber: attempt.reference!,
      orderAmount: attempt.amount / 100,
      orderStatus: 'PAID',
      paymentRefrenceNumber: '22222',
    });
    const answers = await Promise.all(Array.from({ length: 20 }, () => notify(paid)));
    const results = answers.map((answer) => answer.json().result);
    expect(results.filter((result) => result === 'settled')).toHaveLength(1);
    expect(results.filter((result) => result === 'duplicate')).toHaveLength(19);
    const after = await stateOf(order.id);
    expect(after).toMatchObject({ status: 'PLACED', paymentStatus: 'paid', invoices: 1 });
    expect(after.history.filter((status) => status === 'PLACED')).toHaveLength(1);
    expect(after.payments).toEqual(['charge:fawry:paid']);
    const mails = (await outboxFor(ctx.app, buyer.email)).filter((m) => m.template === 'order.placed');
    expect(mails).toHaveLength(1);
  });

  it('a code expiring while its PAID notification arrives: exactly one outcome, never both', async () => {
    for (let round = 0; round < 8; round++) {
      const { order, attempt, product, buyer } = await fawryOrder();
      const paid = signed({
        fawryRefNumber: attempt.providerRef!,
        merchantRefNumber: attempt.reference!,
        orderAmount: attempt.amount / 100,
        orderStatus: 'PAID',
        paymentRefrenceNumber: String(30_000 + round),
      });
      const expired = signed({
        fawryRefNumber: attempt.providerRef!,
        merchantRefNumber: attempt.reference!,
        orderAmount: attempt.amount / 100,
        orderStatus: 'EXPIRED',
      });
      await Promise.all([
        notify(paid),
        notify(expired),
        sweepExpiredReservations(ctx.app, new Date(Date.now() + 49 * 3_600_000)),
      ]);
      const after = await stateOf(order.id);
      const wallet = await walletBalance(db(), buyer.userId);
      if (after.status === 'PLACED') {
        // Paid first: the sale stands, nothing given back, the stock stays sold.
        expect(after).toMatchObject({ paymentStatus: 'paid', invoices: 1 });
        expect(wallet).toBe(0);
        expect(await stockOf(db(), product)).toBe(3);
      } else {
        // Canceled first: the late payment is recorded and given back whole, the stock is back.
        expect(after).toMatchObject({ status: 'CANCELED', paymentStatus: 'refunded', invoices: 0 });
        expect(after.payments).toContain('refund:wallet:paid');
        expect(wallet).toBe(attempt.amount);
        expect(await stockOf(db(), product)).toBe(5);
      }
      expect(after.history.filter((status) => status === 'PLACED' || status === 'CANCELED')).toHaveLength(1);
    }
  });
});

import type { Order } from '@coffee/contracts/orders';
import type { InstapayQueueItem } from '@coffee/contracts/payments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orderStatusHistory, orders, payments } from '../src/db/schema/index.js';
import { signAccessToken } from '../src/lib/tokens.js';
import { sweepExpiredReservations } from '../src/modules/orders/sweep.js';
import { type AccountsContext, call, outboxFor } from './support/accounts.js';
import {
  type Buyer,
  cairoAddress,
  checkoutOf,
  type Lang,
  makeBuyer,
  stockOf,
  walletBalance,
} from './support/checkout.js';
import { addProduct, createShoppingApp } from './support/shopping.js';

// InstaPay transfers: the shopper is told where to transfer, sends a proof (a screenshot or the bank's
// reference), and staff confirm (the order is placed, once) or refuse (canceled, stock back, the reason mailed).

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de0000000c4944415478da63f8cfc00000030101009c0a3b9c0000000049454e44ae426082',
  'hex',
);
const ADDRESS = 'bunn.coffee@instapay';

let ctx: AccountsContext;
let staff: Buyer;
let admin: Buyer;
beforeAll(async () => {
  ctx = await createShoppingApp();
  staff = await makeBuyer(ctx, { role: 'staff' });
  admin = await makeBuyer(ctx, { role: 'admin' });
  await setAddress(ADDRESS);
});
afterAll(() => ctx.close());
const db = () => ctx.database.db;

async function setAddress(address: string) {
  const settings = await call<{ data: Record<string, unknown> }>(ctx.app, 'GET', '/admin/settings', {
    token: admin.token,
  });
  const { free_shipping_threshold, cod_max_total } = settings.body.data;
  const answer = await call<{ data: { instapay_address: string | null } }>(
    ctx.app,
    'PUT',
    '/admin/settings',
    {
      token: admin.token,
      body: { free_shipping_threshold, cod_max_total, instapay_address: address },
    },
  );
  expect(answer.status).toBe(200);
  return answer.body.data;
}

async function instapayOrder(lang: Lang = 'en-US') {
  const product = await addProduct(db(), { price: 19_950, stock: 5 });
  const buyer = await makeBuyer(ctx);
  const checkout = checkoutOf(() => ctx, buyer);
  await checkout.setCart([{ product_id: product.id, quantity: 2 }]);
  const placed = await checkout.place(
    { address: await cairoAddress(db()), payment_method: 'instapay', use_wallet: false },
    undefined,
    lang,
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return { product, buyer, order: (placed.body as { data: Order }).data };
}

function proofForm(fields: { bytes?: Buffer; type?: string; reference?: string }) {
  const form = new FormData();
  if (fields.reference !== undefined) form.append('transfer_reference', fields.reference);
  if (fields.bytes)
    form.append(
      'screenshot',
      new Blob([new Uint8Array(fields.bytes)], { type: fields.type ?? 'image/png' }),
      'shot.png',
    );
  return form;
}

const sendProof = (token: string, number: string, form: FormData, lang: Lang = 'en-US') =>
  call<{ data: { has_screenshot: boolean; transfer_reference: string | null }; message?: string }>(
    ctx.app,
    'POST',
    `/orders/${number}/instapay-proof`,
    { token, body: form, query: { lang } },
  );
const decide = (number: string, action: 'confirm' | 'refuse', body?: unknown, lang: Lang = 'en-US') =>
  call<{ data: { status: string; payment_status: string; result: string }; code?: string; message?: string }>(
    ctx.app,
    'POST',
    `/admin/instapay/${number}/${action}`,
    { token: staff.token, query: { lang }, ...(body ? { body } : {}) },
  );

async function stateOf(orderId: number) {
  const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
  const history = await db().select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));
  const rows = await db().select().from(payments).where(eq(payments.orderId, orderId));
  return {
    status: order!.status,
    paymentStatus: order!.paymentStatus,
    history: history.map((row) => row.status),
    payments: rows.map((row) => `${row.kind}:${row.provider}:${row.status}`),
  };
}

describe('InstaPay transfer', () => {
  it('is offered only while the store has an InstaPay address, and refused when it has none', async () => {
    const product = await addProduct(db(), { price: 10_000, stock: 5 });
    const buyer = await makeBuyer(ctx);
    const checkout = checkoutOf(() => ctx, buyer);
    await checkout.setCart([{ product_id: product.id, quantity: 1 }]);
    const methods = async () =>
      (
        await call<{ data: { id: string }[] }>(ctx.app, 'GET', '/payment-methods', { token: buyer.token })
      ).body.data.map((method) => method.id);
    // The footer's list (anyone, no sign-in) is checkout's: InstaPay only while there is an address.
    const offered = async () =>
      (await call<{ data: string[] }>(ctx.app, 'GET', '/payment-methods/offered')).body.data;
    expect(await methods()).toContain('instapay');
    expect(await offered()).toEqual(await methods());
    expect((await setAddress('')).instapay_address).toBeNull();
    expect(await methods()).not.toContain('instapay');
    expect(await offered()).not.toContain('instapay');
    expect(await offered()).toEqual(await methods());
    const placed = await checkout.place(
      { address: await cairoAddress(db()), payment_method: 'instapay', use_wallet: false },
      undefined,
      'ar-SA',
    );
    expect(placed.status).toBe(422);
    expect(JSON.stringify(placed.body)).toContain('إنستاباي');
    await setAddress('Bunn.Coffee@InstaPay ');
    expect(await methods()).toContain('instapay');
    const bad = await call(ctx.app, 'PUT', '/admin/settings', {
      token: admin.token,
      body: { free_shipping_threshold: 0, cod_max_total: 0, instapay_address: 'not an address' },
    });
    expect(bad.status).toBe(400);
    expect((await setAddress(ADDRESS)).instapay_address).toBe(ADDRESS);
  });

  it('waits 24 hours with stock held, shows the address, amount and note, and mails them', async () => {
    const { order, buyer, product } = await instapayOrder('ar-SA');
    expect(order.status).toBe('PENDING');
    expect(order.instapay).toMatchObject({
      address: ADDRESS,
      amount: order.DiscountedTotal,
      note: order.number,
      proof: null,
    });
    const hours = (Date.parse(order.expires_at!) - ctx.clock.now().getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(24, 1);
    expect(await stockOf(db(), product)).toBe(3);
    const mail = (await outboxFor(ctx.app, buyer.email)).find((item) => item.template === 'order.instapay');
    expect(mail?.subject).toContain('إنستاباي');
    expect(mail?.body).toContain(ADDRESS);
    expect(mail?.body).toContain(order.number);
  });

  it('takes a screenshot and a reference from the owner; refuses another shopper, wrong types and sizes', async () => {
    const { order, buyer } = await instapayOrder();
    const stranger = await makeBuyer(ctx);
    expect((await sendProof(stranger.token, order.number, proofForm({ bytes: PNG }))).status).toBe(404);

    const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
    const wrongEn = await sendProof(buyer.token, order.number, proofForm({ bytes: gif, type: 'image/png' }));
    expect(wrongEn.status).toBe(422);
    expect(wrongEn.body.message).toBe('The screenshot must be a JPG or PNG image.');
    const wrongAr = await sendProof(buyer.token, order.number, proofForm({ bytes: gif }), 'ar-SA');
    expect(wrongAr.body.message).toBe('يجب أن تكون صورة التحويل بصيغة JPG أو PNG.');
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBigAr = await sendProof(buyer.token, order.number, proofForm({ bytes: big }), 'ar-SA');
    expect(tooBigAr.status).toBe(413);
    expect(tooBigAr.body.message).toContain('٥ ميجابايت');
    const tooBigEn = await sendProof(buyer.token, order.number, proofForm({ bytes: big }));
    expect(tooBigEn.body.message).toContain('5 MB');
    const empty = await sendProof(buyer.token, order.number, proofForm({ reference: '' }), 'ar-SA');
    expect(empty.status).toBe(422);
    expect(empty.body.message).toContain('صورة من شاشة التحويل');

    const sent = await sendProof(
      buyer.token,
      order.number,
      proofForm({ bytes: PNG, reference: 'IPN-778812' }),
    );
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ has_screenshot: true, transfer_reference: 'IPN-778812' });
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/orders/${order.number}/instapay-proof/screenshot`,
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    const theirs = await ctx.app.inject({
      method: 'GET',
      url: `/orders/${order.number}/instapay-proof/screenshot`,
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(theirs.statusCode).toBe(404);
    // A forged owner: the stranger's token rewritten to name the owner (its signature kept), or a token for the
    // owner signed with another key. Neither reads the screenshot.
    const [header, payload, signature] = stranger.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const rewritten = Buffer.from(JSON.stringify({ ...claims, sub: String(buyer.userId) })).toString(
      'base64url',
    );
    const otherKey = await signAccessToken(
      'not-the-api-secret-not-the-api-secret',
      { userId: buyer.userId, sessionId: claims.sid },
      ctx.clock.now(),
    );
    for (const forged of [`${header}.${rewritten}.${signature}`, otherKey]) {
      const answer = await ctx.app.inject({
        method: 'GET',
        url: `/orders/${order.number}/instapay-proof/screenshot`,
        headers: { authorization: `Bearer ${forged}` },
      });
      expect(answer.statusCode).toBe(401);
      expect(answer.headers['content-type']).not.toMatch(/^image\//);
    }
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `/orders/${order.number}/instapay-proof/screenshot`,
    });
    expect(anonymous.statusCode).toBe(401);
    const asStaff = await ctx.app.inject({
      method: 'GET',
      url: `/admin/instapay/${order.number}/screenshot`,
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(asStaff.statusCode).toBe(200);
    const shopperAtAdmin = await ctx.app.inject({
      method: 'GET',
      url: `/admin/instapay/${order.number}/screenshot`,
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(shopperAtAdmin.statusCode).toBe(403);

    const queue = await call<{ data: InstapayQueueItem[] }>(ctx.app, 'GET', '/admin/instapay', {
      token: staff.token,
    });
    const item = queue.body.data.find((entry) => entry.order_number === order.number);
    expect(item).toMatchObject({
      amount: order.DiscountedTotal,
      proof: { has_screenshot: true, transfer_reference: 'IPN-778812' },
    });
    expect(queue.body.data[0]!.proof).not.toBeNull();
  });

  it('confirming places and pays the order once, audited; again is a duplicate', async () => {
    const { order, buyer } = await instapayOrder();
    await sendProof(buyer.token, order.number, proofForm({ reference: 'IPN-1000' }));
    const first = await decide(order.number, 'confirm');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ status: 'PLACED', payment_status: 'paid', result: 'confirmed' });
    expect((await decide(order.number, 'confirm')).body.data.result).toBe('duplicate');
    const after = await stateOf(order.id);
    expect(after.payments).toEqual(['charge:instapay:paid']);
    expect(after.history.filter((status) => status === 'PLACED')).toHaveLength(1);
    const audit = await db().select().from(auditLog).where(eq(auditLog.entityKey, order.number));
    expect(audit.map((row) => row.action)).toEqual(['instapay.confirm']);
    const mails = (await outboxFor(ctx.app, buyer.email)).filter((m) => m.template === 'order.placed');
    expect(mails.length, JSON.stringify((await outboxFor(ctx.app, buyer.email)).map((m) => m.template))).toBe(
      1,
    );
    // A shopper's proof after the order is placed is refused.
    expect((await sendProof(buyer.token, order.number, proofForm({ reference: 'IPN-1001' }))).status).toBe(
      409,
    );
  });

  it('refusing cancels the order, puts the stock back and mails the reason in the shopper’s language', async () => {
    const { order, buyer, product } = await instapayOrder('ar-SA');
    const refused = await decide(order.number, 'refuse', { reason: 'لم يصل أي تحويل بهذا الرقم' }, 'ar-SA');
    expect(refused.status).toBe(200);
    expect(refused.body.data).toMatchObject({ status: 'CANCELED', result: 'refused' });
    expect(await stockOf(db(), product)).toBe(5);
    expect((await decide(order.number, 'confirm', undefined, 'ar-SA')).status).toBe(409);
    expect((await decide(order.number, 'refuse', { reason: 'again' })).body.data.result).toBe('duplicate');
    const mail = (await outboxFor(ctx.app, buyer.email)).find((m) => m.template === 'order.instapay_refused');
    expect(mail?.body).toContain('لم يصل أي تحويل بهذا الرقم');
    expect(await walletBalance(db(), buyer.userId)).toBe(0);
  });

  it('confirming after the hold ran out is refused, before and after the sweep', async () => {
    const { order, product } = await instapayOrder();
    // The hold ends (as 24 hours later: the clock itself is left alone, so sessions stay signed in).
    await db()
      .update(orders)
      .set({ expiresAt: new Date(ctx.clock.now().getTime() - 1000) })
      .where(eq(orders.id, order.id));
    const late = await decide(order.number, 'confirm', undefined, 'ar-SA');
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('ORDER_EXPIRED');
    expect(late.body.message).toContain('انتهت مهلة');
    await sweepExpiredReservations(ctx.app, ctx.clock.now());
    expect((await decide(order.number, 'confirm')).status).toBe(409);
    expect(await stockOf(db(), product)).toBe(5);
    expect((await stateOf(order.id)).status).toBe('CANCELED');
  });

  it('a confirmed order canceled later gives the transfer back to the store wallet', async () => {
    const { order, buyer } = await instapayOrder();
    await decide(order.number, 'confirm');
    const canceled = await call(ctx.app, 'POST', `/orders/${order.number}/cancel`, { token: buyer.token });
    if (canceled.status === 200) expect(await walletBalance(db(), buyer.userId)).toBe(order.DiscountedTotal);
  });
});

// Races on PostgreSQL (PGlite has one connection: nothing overlaps there).
describe.skipIf(!process.env.DATABASE_URL)('InstaPay under concurrency (PostgreSQL)', () => {
  it('two staff confirming at once: one settlement', async () => {
    const { order, buyer } = await instapayOrder();
    const answers = await Promise.all([decide(order.number, 'confirm'), decide(order.number, 'confirm')]);
    expect(answers.map((answer) => answer.body.data.result).sort()).toEqual(['confirmed', 'duplicate']);
    const after = await stateOf(order.id);
    expect(after).toMatchObject({
      status: 'PLACED',
      paymentStatus: 'paid',
      payments: ['charge:instapay:paid'],
    });
    expect(after.history.filter((status) => status === 'PLACED')).toHaveLength(1);
    const mails = (await outboxFor(ctx.app, buyer.email)).filter((m) => m.template === 'order.placed');
    expect(mails).toHaveLength(1);
  });

  it('a confirmation racing a refusal and the sweep: exactly one outcome', async () => {
    for (let round = 0; round < 5; round++) {
      const { order, product } = await instapayOrder();
      await Promise.all([
        decide(order.number, 'confirm'),
        decide(order.number, 'refuse', { reason: 'no such transfer' }),
      ]);
      const after = await stateOf(order.id);
      expect(after.history.filter((s) => s === 'PLACED' || s === 'CANCELED')).toHaveLength(1);
      expect(await stockOf(db(), product)).toBe(after.status === 'PLACED' ? 3 : 5);
    }
  });
});

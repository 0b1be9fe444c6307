import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, payments } from '../src/db/schema/index.js';
import type { BackgroundJob } from '../src/jobs/runner.js';
import { startSession } from '../src/modules/auth/sessions.js';
import { createPaymentsContext } from '../src/modules/payments/context.js';
import { sendAllPendingRefunds } from '../src/modules/payments/refunds.js';
import { createReturnsContext } from '../src/modules/returns/context.js';
import { pollReturnPickups, returnPickupPoll } from '../src/modules/returns/poll.js';
import { cairoDay } from '../src/modules/returns/window.js';
import { shippingJobs } from '../src/modules/shipping/jobs.js';
import { call, outboxFor } from './support/accounts.js';
import { type Buyer, makeBuyer, stockOf, walletBalance } from './support/checkout.js';
import {
  askReturn,
  deliveredCardOrder,
  deliveredOrder,
  photo,
  type ReturnBody,
  returnsOf,
  staffCall,
} from './support/returns.js';
import { type CourierContext, createCourierApp } from './support/shipping.js';

// Returns as Law 181/2018 has them (14 days without a reason, 30 for a defect, in Cairo days), through the
// simulated Bosta's customer-return pickup, and every refund once.

let ctx: CourierContext;
let staff: Buyer;
let otherStaff: Buyer;
beforeAll(async () => {
  ctx = await createCourierApp();
  staff = await makeBuyer(ctx, { role: 'staff' });
  otherStaff = await makeBuyer(ctx, { role: 'staff' });
});
afterAll(() => ctx.close());
const db = () => ctx.database.db;

/** A refusal in the one shape and the reader's language; some carry details a client acts on (last_day). */
function expectRefusal(
  response: { status: number; body: unknown },
  status: number,
  code: string,
  lang: 'en-US' | 'ar-SA' = 'en-US',
) {
  const body = response.body as { code: string; message: string };
  expect({ status: response.status, code: body?.code }).toEqual({ status, code });
  expect(body.message).toMatch(lang === 'ar-SA' ? /[\u0600-\u06FF]/ : /^[^\u0600-\u06FF]+$/);
  return body;
}

/** The last minute of a Cairo day (whatever Cairo's offset that day). */
function lastMinuteOf(day: string): Date {
  const candidates = ['+03:00', '+02:00'].map((offset) => new Date(`${day}T23:59:00${offset}`));
  return candidates.filter((at) => cairoDay(at) === day).at(-1)!;
}
/** Moves the app's clock forward to `at`; everyone signs in again (sessions expire meanwhile). */
async function setClock(at: Date, ...people: Buyer[]) {
  const seconds = (at.getTime() - ctx.clock.now().getTime()) / 1000;
  if (seconds > 0) ctx.clock.advance(seconds);
  for (const person of [staff, otherStaff, ...people]) {
    const tokens = await startSession(db(), ctx.config.jwtSecret, person.userId, ctx.clock.now());
    person.token = tokens.access_token;
  }
}

async function linesOf(buyer: Buyer, number: string) {
  return (await returnsOf(ctx, buyer, number)).body.data;
}
const wholeLine = async (buyer: Buyer, number: string, quantity = 1): Promise<ReturnBody['lines']> => [
  { line_id: (await linesOf(buyer, number)).lines[0]!.line_id, quantity },
];
const refundRowsOf = (returnId: number) =>
  db()
    .select()
    .from(payments)
    .where(and(eq(payments.kind, 'refund'), like(payments.reference, `RET${returnId}-%`)));
/** Collects the return with the simulated courier: picked up at the shopper's, back with us. */
const collect = (tracking: string) => ctx.sim.bosta.run(tracking, 'collect');
/** Staff approve a return: answers its pickup's tracking number. */
const approve = async (id: number) =>
  (await staffCall(ctx, staff, `/${id}/approve`)).body.data.pickup!.tracking_number!;
/** A delivered order's first line asked back without a reason, to the wallet, and approved by staff. */
async function approvedReturn() {
  const { buyer, order } = await deliveredOrder(ctx, staff);
  const asked = await askReturn(ctx, buyer, order.number, {
    kind: 'change_of_mind',
    reason: 'Changed my mind',
    refund_to: 'wallet',
    lines: await wholeLine(buyer, order.number),
  });
  return { buyer, order, tracking: await approve(asked.body.data.id) };
}

describe('a shopper asks for a return', () => {
  it('within 14 days: staff approve (one customer-return pickup), the parcel comes back, staff judge it, the wallet is refunded once', async () => {
    const { beans, buyer, order } = await deliveredOrder(ctx, staff, { quantity: 3 });
    const before = await linesOf(buyer, order.number);
    expect(before).toMatchObject({ refund_options: ['wallet'], lines: [{ delivered: 3, returnable: 3 }] });
    const asked = await askReturn(ctx, buyer, order.number, {
      kind: 'change_of_mind',
      reason: 'Too dark a roast for me',
      refund_to: 'wallet',
      lines: await wholeLine(buyer, order.number, 2),
    });
    expect(asked.status).toBe(201);
    expect(asked.body.data).toMatchObject({ status: 'requested', pickup: null });
    const id = asked.body.data.id;
    expect((await linesOf(buyer, order.number)).lines[0]).toMatchObject({ returnable: 1 });

    const approved = await staffCall(ctx, staff, `/${id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', pickup: { state: 'booked' } });
    const tracking = approved.body.data.pickup!.tracking_number!;
    const delivery = ctx.sim.bosta.deliveries.get(tracking)!;
    expect(delivery).toMatchObject({ type: 25, businessReference: `${order.number}-R${id}`, cod: 0 });
    // Approving again books nothing more.
    expect((await staffCall(ctx, otherStaff, `/${id}/approve`)).body.data.pickup!.tracking_number).toBe(
      tracking,
    );
    expectRefusal(
      await staffCall(ctx, staff, `/${id}/complete`, { lines: [{ line_id: 1, resellable: true }] }),
      409,
      'RETURN_NOT_RECEIVED',
    );

    await collect(tracking);
    expect((await returnsOf(ctx, buyer, order.number)).body.data.returns[0]).toMatchObject({
      status: 'received',
      pickup: { state: 'returned' },
    });
    const stock = await stockOf(db(), beans);
    const lineId = asked.body.data.lines[0]!.line_id;
    const done = await staffCall(ctx, staff, `/${id}/complete`, {
      lines: [{ line_id: lineId, resellable: true }],
    });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({
      status: 'refunded',
      goods_refund: 60_000,
      delivery_refund: 0,
      refunds: [{ amount: 60_000, to: 'wallet', state: 'done' }],
      lines: [{ quantity: 2, resellable: true }],
    });
    expect(await walletBalance(db(), buyer.userId)).toBe(60_000);
    expect(await stockOf(db(), beans)).toBe(stock + 2);
    // A second completion changes nothing.
    await staffCall(ctx, otherStaff, `/${id}/complete`, { lines: [{ line_id: lineId, resellable: true }] });
    expect(await walletBalance(db(), buyer.userId)).toBe(60_000);
    expect(await stockOf(db(), beans)).toBe(stock + 2);
    const notes = await db()
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'credit_note')));
    expect(notes).toMatchObject([{ total: 60_000, reason: 'return' }]);
    const mails = (await outboxFor(ctx.app, buyer.email)).map((mail) => mail.template);
    expect(mails).toEqual(expect.arrayContaining(['return.approved', 'return.refunded']));
    // The order page: the shopper sees the return refunded.
    const page = (await returnsOf(ctx, buyer, order.number, 'ar-SA')).body.data;
    expect(page.returns[0]).toMatchObject({ status: 'refunded', status_label: 'تم الاسترداد' });
  });

  it('day 14 (Cairo) is the last day without a reason; day 15 is refused naming the day, in the reader’s language', async () => {
    const { buyer, order } = await deliveredOrder(ctx, staff);
    const { change_of_mind_until: until } = await linesOf(buyer, order.number);
    const body: ReturnBody = {
      kind: 'change_of_mind',
      reason: 'Not what I expected',
      refund_to: 'wallet',
      lines: await wholeLine(buyer, order.number),
    };
    await setClock(lastMinuteOf(until!), buyer);
    expect((await askReturn(ctx, buyer, order.number, body)).status).toBe(201);
    ctx.clock.advance(60);
    const late = await askReturn(ctx, buyer, order.number, body, { lang: 'ar-SA' });
    expectRefusal(late, 422, 'RETURN_WINDOW_CLOSED', 'ar-SA');
    const [, month, day] = until!.split('-');
    expect((late.body as unknown as { message: string }).message).toContain(
      new Intl.NumberFormat('ar-EG').format(Number(day)),
    );
    const lateEn = await askReturn(ctx, buyer, order.number, body);
    expect((lateEn.body as unknown as { message: string }).message).toContain(
      new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${until}T12:00:00Z`),
      ),
    );
    expect(month).toBeTruthy();
  });

  it('a defect: day 30 is in, day 31 is out; photos are judged by their bytes; the delivery fee comes back too', async () => {
    const { buyer, order } = await deliveredOrder(ctx, staff);
    const { defect_until: until } = await linesOf(buyer, order.number);
    const body: ReturnBody = {
      kind: 'defect',
      reason: 'The bag was torn and the beans spilled',
      refund_to: 'wallet',
      lines: await wholeLine(buyer, order.number),
    };
    await setClock(lastMinuteOf(until!), buyer);
    const notImage = Buffer.from('GIF89a not really a picture');
    expectRefusal(
      await askReturn(ctx, buyer, order.number, body, { photos: [notImage] }),
      422,
      'UNSUPPORTED_FILE_TYPE',
    );
    const four = await Promise.all([photo(), photo('jpeg'), photo(), photo()]);
    expectRefusal(await askReturn(ctx, buyer, order.number, body, { photos: four }), 422, 'TOO_MANY_PHOTOS');
    const asked = await askReturn(ctx, buyer, order.number, body, {
      photos: [await photo(), await photo('jpeg')],
    });
    expect(asked.status).toBe(201);
    expect(asked.body.data.photos).toHaveLength(2);
    expect(asked.body.data.photos[0]).toMatch(/^\/media\/returns\/uploads\/[0-9a-f-]{36}\.webp$/);
    ctx.clock.advance(60);
    expectRefusal(await askReturn(ctx, buyer, order.number, body), 422, 'RETURN_WINDOW_CLOSED');

    const id = asked.body.data.id;
    const tracking = await approve(id);
    await collect(tracking);
    const lineId = asked.body.data.lines[0]!.line_id;
    const done = await staffCall(ctx, staff, `/${id}/complete`, {
      lines: [{ line_id: lineId, resellable: false }],
    });
    expect(done.body.data).toMatchObject({ goods_refund: 30_000, delivery_refund: order.Shipping_Fees });
    expect(await walletBalance(db(), buyer.userId)).toBe(30_000 + order.Shipping_Fees);
  });

  it('never another shopper’s order, never more than was delivered, never a cash order to a card', async () => {
    const { buyer, order } = await deliveredOrder(ctx, staff, { quantity: 2 });
    const stranger = await makeBuyer(ctx);
    const lines = await wholeLine(buyer, order.number, 1);
    const body: ReturnBody = {
      kind: 'change_of_mind',
      reason: 'Changed my mind',
      refund_to: 'wallet',
      lines,
    };
    expectRefusal(await askReturn(ctx, stranger, order.number, body), 404, 'NOT_FOUND');
    expect((await returnsOf(ctx, stranger, order.number)).status).toBe(404);
    expectRefusal(
      await askReturn(ctx, buyer, order.number, {
        ...body,
        lines: [{ line_id: lines[0]!.line_id, quantity: 3 }],
      }),
      422,
      'RETURN_TOO_MANY',
    );
    // The same line twice counts as one.
    expectRefusal(
      await askReturn(ctx, buyer, order.number, {
        ...body,
        lines: [...lines, { ...lines[0]!, quantity: 2 }],
      }),
      422,
      'RETURN_TOO_MANY',
    );
    expectRefusal(
      await askReturn(ctx, buyer, order.number, { ...body, refund_to: 'original' }),
      422,
      'RETURN_REFUND_WALLET_ONLY',
    );
    expect(
      (await askReturn(ctx, buyer, order.number, { ...body, lines: [{ ...lines[0]!, quantity: 2 }] })).status,
    ).toBe(201);
    const again = await askReturn(ctx, buyer, order.number, body, { lang: 'ar-SA' });
    expectRefusal(again, 422, 'RETURN_TOO_MANY', 'ar-SA');
    // Another shopper's order line in my order is unknown.
    const theirs = await deliveredOrder(ctx, staff);
    const foreign = await wholeLine(theirs.buyer, theirs.order.number);
    expectRefusal(
      await askReturn(ctx, buyer, order.number, { ...body, lines: foreign }),
      422,
      'RETURN_LINE_UNKNOWN',
    );
    // Shoppers cannot use the back office.
    expect((await staffCall(ctx, buyer, '/1/approve')).status).toBe(403);
  });

  it('staff refuse with a reason, mailed in the shopper’s language; a refused return frees its quantities', async () => {
    const { buyer, order } = await deliveredOrder(ctx, staff, { lang: 'ar-SA' });
    const body: ReturnBody = {
      kind: 'change_of_mind',
      reason: 'غيرت رأيي',
      refund_to: 'wallet',
      lines: await wholeLine(buyer, order.number, 3),
    };
    const asked = await askReturn(ctx, buyer, order.number, body, { lang: 'ar-SA' });
    // A reason PostgreSQL could not store (a NUL) is refused as bad input, and the return is still open.
    const garbled = await staffCall(ctx, staff, `/${asked.body.data.id}/refuse`, { reason: 'a\u0000bc' });
    expect(garbled.status).toBe(400);
    expect(JSON.stringify(garbled.body)).not.toContain('INTERNAL_ERROR');
    const refused = await staffCall(ctx, staff, `/${asked.body.data.id}/refuse`, { reason: 'العبوة مفتوحة' });
    expect(refused.body.data).toMatchObject({ status: 'refused', refusal: 'العبوة مفتوحة' });
    expectRefusal(await staffCall(ctx, staff, `/${asked.body.data.id}/approve`), 409, 'RETURN_REFUSED');
    const mail = (await outboxFor(ctx.app, buyer.email)).find((item) => item.template === 'return.refused')!;
    expect(mail.subject).toMatch(/[\u0600-\u06FF]/);
    expect(mail.body).toContain('العبوة مفتوحة');
    expect((await linesOf(buyer, order.number)).lines[0]).toMatchObject({ returnable: 3 });
  });

  it('a forged pickup webhook changes nothing', async () => {
    const { buyer, order, tracking } = await approvedReturn();
    const delivery = ctx.sim.bosta.deliveries.get(tracking)!;
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/returns/bosta/webhook',
      headers: { 'content-type': 'application/json', 'x-courier-token': 'guessed' },
      payload: JSON.stringify({
        _id: delivery._id,
        trackingNumber: tracking,
        state: 46,
        timeStamp: Date.now(),
      }),
    });
    expect(forged.statusCode).toBe(401);
    expect((await returnsOf(ctx, buyer, order.number)).body.data.returns[0]).toMatchObject({
      status: 'approved',
    });
  });

  it('a pickup whose webhooks never come: the one courier poll reads its state and the return is received', async () => {
    const { buyer, order, tracking } = await approvedReturn();
    const delivery = ctx.sim.bosta.deliveries.get(tracking)!;
    const url = delivery.webhookUrl;
    delivery.webhookUrl = '';
    await collect(tracking);
    delivery.webhookUrl = url;
    expect(delivery.state).toBe(46);
    expect((await returnsOf(ctx, buyer, order.number)).body.data.returns[0]).toMatchObject({
      status: 'approved',
      pickup: { state: 'booked' },
    });
    // The shipping module's one `courier-poll` job, handed the returns' poll as app.ts does.
    const jobs: BackgroundJob[] = [];
    const app = Object.create(ctx.app, {
      config: { value: { ...ctx.config, courierPollMs: 60_000, courierCancelMs: 0 } },
      addJob: { value: (job: BackgroundJob) => jobs.push(job) },
    }) as FastifyInstance;
    await shippingJobs(app, { alsoPoll: [returnPickupPoll] }, () => undefined);
    expect(jobs.map((job) => job.name)).toEqual(['courier-poll']);
    // Nothing to ask before a poll interval without news.
    await jobs[0]!.run();
    expect((await returnsOf(ctx, buyer, order.number)).body.data.returns[0]).toMatchObject({
      status: 'approved',
    });
    ctx.clock.advance(61);
    await jobs[0]!.run();
    expect((await returnsOf(ctx, buyer, order.number)).body.data.returns[0]).toMatchObject({
      status: 'received',
      pickup: { state: 'returned' },
    });
    // Asked again, the same answer changes nothing.
    ctx.clock.advance(61);
    expect(await pollReturnPickups(createReturnsContext(ctx.app))).toBe(0);
  });
});

describe('refunds through the gateway', () => {
  async function receivedCardReturn() {
    const { buyer, order } = await deliveredCardOrder(ctx, staff);
    const asked = await askReturn(ctx, buyer, order.number, {
      kind: 'change_of_mind',
      reason: 'Changed my mind',
      refund_to: 'original',
      lines: await wholeLine(buyer, order.number),
    });
    expect(asked.status).toBe(201);
    const id = asked.body.data.id;
    const tracking = await approve(id);
    await collect(tracking);
    const lines = [{ line_id: asked.body.data.lines[0]!.line_id, resellable: true }];
    return { buyer, order, id, lines };
  }
  const chargeRef = async (orderId: number) =>
    (
      await db()
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.kind, 'charge'), eq(payments.status, 'paid')))
    )[0]!.providerRef!;

  it('to the card: PayTabs refunds it once', async () => {
    const { order, id, lines } = await receivedCardReturn();
    const done = await staffCall(ctx, staff, `/${id}/complete`, { lines });
    expect(done.body.data.refunds).toMatchObject([{ amount: 30_000, to: 'card', state: 'done' }]);
    expect(ctx.sim.paytabs.refundsOf(await chargeRef(order.id))).toEqual({ amount: 30_000, count: 1 });
  });

  it('a refund the gateway refuses stays visible to staff, and their retry refunds it once', async () => {
    const { order, id, lines } = await receivedCardReturn();
    ctx.sim.paytabs.refundFaults.push('refuse');
    const done = await staffCall(ctx, staff, `/${id}/complete`, { lines });
    expect(done.body.data).toMatchObject({ status: 'refunded', refunds: [{ state: 'refused' }] });
    const refundId = done.body.data.refunds[0]!.id;
    const queue = await call<{ data: { id: number; refunds: { state: string }[] }[] }>(
      ctx.app,
      'GET',
      '/admin/returns',
      { token: staff.token, query: { status: 'refunded' } },
    );
    expect(queue.body.data.find((row) => row.id === id)?.refunds).toMatchObject([{ state: 'refused' }]);
    const retried = await staffCall(ctx, staff, `/${id}/refunds/${refundId}/retry`);
    expect(retried.body.data.refunds).toMatchObject([{ id: refundId, state: 'done' }]);
    expectRefusal(await staffCall(ctx, staff, `/${id}/refunds/${refundId}/retry`), 409, 'REFUND_NOT_REFUSED');
    expect(ctx.sim.paytabs.refundsOf(await chargeRef(order.id))).toEqual({ amount: 30_000, count: 1 });
  });

  it('a gateway that times out after refunding: the retry finds the refund made, and nothing is refunded twice', async () => {
    const { order, id, lines } = await receivedCardReturn();
    ctx.sim.paytabs.refundFaults.push('drop');
    const done = await staffCall(ctx, staff, `/${id}/complete`, { lines });
    expect(done.body.data.refunds).toMatchObject([{ state: 'pending' }]);
    await sendAllPendingRefunds(createPaymentsContext(ctx.app));
    const rows = await refundRowsOf(id);
    expect(rows).toMatchObject([{ status: 'paid', amount: 30_000 }]);
    expect(ctx.sim.paytabs.refundsOf(await chargeRef(order.id))).toEqual({ amount: 30_000, count: 1 });
  });
});

describe.skipIf(!process.env.DATABASE_URL)('at once (PostgreSQL)', () => {
  async function requested(kind: ReturnBody['kind'] = 'change_of_mind') {
    const { beans, buyer, order } = await deliveredOrder(ctx, staff);
    const asked = await askReturn(ctx, buyer, order.number, {
      kind,
      reason: 'Changed my mind',
      refund_to: 'wallet',
      lines: await wholeLine(buyer, order.number, 2),
    });
    return { beans, buyer, order, id: asked.body.data.id, lineId: asked.body.data.lines[0]!.line_id };
  }

  it('two staff approving the same return at once book one pickup', async () => {
    const { order, id } = await requested();
    const before = ctx.sim.bosta.deliveries.size;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        staffCall(ctx, index % 2 ? staff : otherStaff, `/${id}/approve`),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(ctx.sim.bosta.deliveries.size).toBe(before + 1);
    const pickups = [...ctx.sim.bosta.deliveries.values()].filter(
      (delivery) => delivery.businessReference === `${order.number}-R${id}`,
    );
    expect(pickups).toHaveLength(1);
    expect(
      new Set(answers.map((answer) => answer.body.data.pickup?.tracking_number ?? null)).size,
    ).toBeLessThanOrEqual(2);
  }, 60_000);

  it('two staff completing the refund at once make one refund, one credit note, one stock move', async () => {
    const { beans, buyer, order, id, lineId } = await requested();
    const tracking = await approve(id);
    await collect(tracking);
    const stock = await stockOf(db(), beans);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        staffCall(ctx, index % 2 ? staff : otherStaff, `/${id}/complete`, {
          lines: [{ line_id: lineId, resellable: true }],
        }),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await refundRowsOf(id)).toHaveLength(1);
    expect(await walletBalance(db(), buyer.userId)).toBe(60_000);
    expect(await stockOf(db(), beans)).toBe(stock + 2);
    const notes = await db()
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'credit_note')));
    expect(notes).toHaveLength(1);
  }, 60_000);

  it('a shopper asking twice at once cannot take back more than was delivered', async () => {
    const { buyer, order } = await deliveredOrder(ctx, staff, { quantity: 2 });
    const lines = await wholeLine(buyer, order.number, 2);
    const body: ReturnBody = {
      kind: 'change_of_mind',
      reason: 'Changed my mind',
      refund_to: 'wallet',
      lines,
    };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => askReturn(ctx, buyer, order.number, body)),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
  }, 60_000);

  it('a gateway timeout, then the job and a staff retry at once: one refund at the gateway', async () => {
    const { buyer, order } = await deliveredCardOrder(ctx, staff);
    const asked = await askReturn(ctx, buyer, order.number, {
      kind: 'change_of_mind',
      reason: 'Changed my mind',
      refund_to: 'original',
      lines: await wholeLine(buyer, order.number),
    });
    const id = asked.body.data.id;
    await collect(await approve(id));
    ctx.sim.paytabs.refundFaults.push('drop');
    await staffCall(ctx, staff, `/${id}/complete`, {
      lines: [{ line_id: asked.body.data.lines[0]!.line_id, resellable: true }],
    });
    const payCtx = createPaymentsContext(ctx.app);
    await Promise.all([
      sendAllPendingRefunds(payCtx),
      sendAllPendingRefunds(payCtx),
      sendAllPendingRefunds(payCtx),
    ]);
    const [charge] = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.kind, 'charge'), eq(payments.status, 'paid')));
    expect(ctx.sim.paytabs.refundsOf(charge!.providerRef!)).toEqual({ amount: 30_000, count: 1 });
    expect(await refundRowsOf(id)).toMatchObject([{ status: 'paid' }]);
  }, 60_000);
});

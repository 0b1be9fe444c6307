import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codRefusals, orderStatusHistory, shipmentEvents, shipments } from '../src/db/schema/index.js';
import { cancelBookingsOfCanceledOrders } from '../src/modules/shipping/cancel.js';
import { createShippingContext } from '../src/modules/shipping/context.js';
import { pollOpenShipments } from '../src/modules/shipping/jobs.js';
import { call, outboxFor } from './support/accounts.js';
import { type Buyer, makeBuyer, stockOf } from './support/checkout.js';
import { book, type CourierContext, createCourierApp, readyOrder } from './support/shipping.js';

// The courier as staff and shoppers meet it: booking from the back office, the simulated Bosta playing the
// parcel through its states with webhooks, and the orders following by themselves.

let ctx: CourierContext;
let staff: Buyer;
beforeAll(async () => {
  ctx = await createCourierApp();
  staff = await makeBuyer(ctx, { role: 'staff' });
});
afterAll(() => ctx.close());
const db = () => ctx.database.db;

type Shipment = {
  tracking_number: string;
  state: string;
  state_label: string;
  courier_name: string;
  events: { state: string; label: string; at: string }[];
  cod_amount?: number;
  cod_collected?: number | null;
};
const shipmentOf = (buyer: Buyer, number: string, lang = 'en-US') =>
  call<{ data: Shipment | null }>(ctx.app, 'GET', `/orders/${number}/shipment`, {
    token: buyer.token,
    query: { lang },
  });
const statusOf = async (buyer: Buyer, number: string) =>
  (
    await call<{ data: { status: string; payment_status: string } }>(ctx.app, 'GET', `/orders/${number}`, {
      token: buyer.token,
    })
  ).body.data;
/** Every state of a parcel delivered on the first try, as its timeline lists them. */
const WHOLE_WAY = ['booked', 'picked_up', 'at_warehouse', 'out_for_delivery', 'delivered'];
const play = (tracking: string, command: string) => ctx.sim.bosta.run(tracking, command);
/** A webhook as Bosta would send it for this delivery, with the secret header it was given (or another). */
function webhook(tracking: string, body: Record<string, unknown>, secret?: string) {
  const delivery = ctx.sim.bosta.deliveries.get(tracking)!;
  const headers = secret === undefined ? delivery.webhookHeaders : { 'x-courier-token': secret };
  return ctx.app.inject({
    method: 'POST',
    url: '/shipping/bosta/webhook',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ _id: delivery._id, trackingNumber: tracking, type: 'SEND', ...body }),
  });
}

describe('booking the courier', () => {
  it('books a Ready-to-ship cash order with Bosta: our number as reference, the cash to collect, the receiver', async () => {
    const { order } = await readyOrder(ctx, staff);
    const booked = await book(ctx, staff, [order.number]);
    expect(booked.status).toBe(200);
    const [outcome] = booked.body.data;
    expect(outcome).toMatchObject({ number: order.number, ok: true, message: null });
    const delivery = ctx.sim.bosta.deliveries.get(outcome!.tracking_number!)!;
    expect(delivery.businessReference).toBe(order.number);
    expect(delivery.cod).toBe(order.DiscountedTotal / 100);
    expect(delivery.receiver).toMatchObject({ firstName: 'Nour', lastName: 'Adel', phone: '+201012345678' });
    expect(delivery.dropOffAddress).toMatchObject({ firstLine: '12 Brazil Street', district: 'Zamalek' });
    const label = await ctx.app.inject({
      method: 'GET',
      url: `/admin/shipping/${outcome!.shipment_id}/label`,
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    expect(label.rawPayload.toString('latin1')).toContain(outcome!.tracking_number!);
  });

  it('books once: a second click, and two at once, answer the first booking', async () => {
    const { order } = await readyOrder(ctx, staff);
    const before = ctx.sim.bosta.deliveries.size;
    const [first, second] = await Promise.all([
      book(ctx, staff, [order.number]),
      book(ctx, staff, [order.number]),
    ]);
    const again = await book(ctx, staff, [order.number]);
    const tracking = [first, second, again]
      .map((answer) => answer.body.data[0]!)
      .filter((outcome) => outcome.ok)
      .map((outcome) => outcome.tracking_number);
    expect(new Set(tracking).size).toBe(1);
    expect(again.body.data[0]!.ok).toBe(true);
    expect(ctx.sim.bosta.deliveries.size).toBe(before + 1);
  });

  it('refuses an order not ready to ship, in the reader’s language, and books the others of the batch', async () => {
    const { order: ready } = await readyOrder(ctx, staff);
    const { order: notReady } = await readyOrder(ctx, staff);
    await call(ctx.app, 'POST', `/admin/orders/${notReady.number}/status`, {
      token: staff.token,
      body: { status: 'WITH_COURIER' },
    });
    const answer = await book(ctx, staff, [notReady.number, ready.number], 'ar-SA');
    expect(answer.body.data.map((outcome) => outcome.ok)).toEqual([false, true]);
    expect(answer.body.data[0]!.message).toMatch(/[\u0600-\u06FF]/);
    expect(answer.body.data[0]!.message).toContain(notReady.number);
  });

  it('staff call a booking off before pickup (the courier terminates it) and book again; after pickup they cannot', async () => {
    const { buyer, order } = await readyOrder(ctx, staff);
    const first = (await book(ctx, staff, [order.number])).body.data[0]!;
    const cancel = (id: number) =>
      call(ctx.app, 'POST', `/admin/shipping/${id}/cancel`, { token: staff.token, query: { lang: 'ar-SA' } });
    expect((await cancel(first.shipment_id!)).status).toBe(200);
    expect(ctx.sim.bosta.deliveries.get(first.tracking_number!)!.state).toBe(48);
    expect((await shipmentOf(buyer, order.number)).body.data).toBeNull();
    const second = (await book(ctx, staff, [order.number])).body.data[0]!;
    expect(second.ok).toBe(true);
    expect(second.tracking_number).not.toBe(first.tracking_number);
    await play(second.tracking_number!, 'pickup');
    const refused = await cancel(second.shipment_id!);
    expect(refused.status).toBe(409);
    expect((refused.body as { message: string }).message).toMatch(/[\u0600-\u06FF]/);
    expect((await statusOf(buyer, order.number)).status).toBe('WITH_COURIER');
  });

  it('a shopper cannot book, nor read another shopper’s parcel', async () => {
    const { buyer, order } = await readyOrder(ctx, staff);
    expect((await book(ctx, buyer, [order.number])).status).toBe(403);
    const stranger = await makeBuyer(ctx);
    expect((await shipmentOf(stranger, order.number)).status).toBe(404);
    expect((await shipmentOf(buyer, order.number)).body.data).toBeNull();
  });
});

describe('the parcel moves the order', () => {
  it('picked up → With courier, delivered → Delivered and paid; the shopper reads the timeline and the emails', async () => {
    const { buyer, order } = await readyOrder(ctx, staff, { lang: 'ar-SA' });
    const tracking = (await book(ctx, staff, [order.number])).body.data[0]!.tracking_number!;
    await play(tracking, 'pickup');
    expect((await statusOf(buyer, order.number)).status).toBe('WITH_COURIER');
    await play(tracking, 'deliver');
    expect(await statusOf(buyer, order.number)).toMatchObject({
      status: 'DELIVERED',
      payment_status: 'paid',
    });
    const seen = (await shipmentOf(buyer, order.number, 'ar-SA')).body.data!;
    expect(seen).toMatchObject({ tracking_number: tracking, state: 'delivered', state_label: 'تم التوصيل' });
    expect(seen.events.map((event) => event.state)).toEqual(WHOLE_WAY);
    const mails = (await outboxFor(ctx.app, buyer.email)).map((mail) => mail.template);
    expect(mails.filter((template) => template === 'order.out_for_delivery')).toHaveLength(1);
    expect(mails).toContain('order.delivered');
    const outForDelivery = (await outboxFor(ctx.app, buyer.email)).find(
      (mail) => mail.template === 'order.out_for_delivery',
    )!;
    expect(outForDelivery.subject).toMatch(/[\u0600-\u06FF]/);
    expect(outForDelivery.body).toContain(tracking);
    const staffView = await call<{ data: Shipment }>(
      ctx.app,
      'GET',
      `/admin/orders/${order.number}/shipment`,
      {
        token: staff.token,
      },
    );
    expect(staffView.body.data).toMatchObject({
      cod_amount: order.DiscountedTotal,
      cod_collected: order.DiscountedTotal,
    });
  });

  it('a forged webhook (no secret, a wrong one, another parcel’s) changes nothing', async () => {
    const { buyer, order } = await readyOrder(ctx, staff);
    const tracking = (await book(ctx, staff, [order.number])).body.data[0]!.tracking_number!;
    const other = (await book(ctx, staff, [(await readyOrder(ctx, staff)).order.number])).body.data[0]!;
    const otherSecret = ctx.sim.bosta.deliveries.get(other.tracking_number!)!.webhookHeaders[
      'x-courier-token'
    ]!;
    const delivered = { state: 45, cod: order.DiscountedTotal / 100, timeStamp: Date.now() };
    for (const secret of ['', 'guess', otherSecret]) {
      const answer = await webhook(tracking, delivered, secret);
      expect(answer.statusCode).toBe(401);
      expect(answer.body).not.toContain('secret');
    }
    expect((await statusOf(buyer, order.number)).status).toBe('READY_TO_SHIP');
    expect((await shipmentOf(buyer, order.number)).body.data!.state).toBe('booked');
  });

  it('a replayed webhook is acknowledged and changes nothing; a late “out for delivery” never undoes “delivered”', async () => {
    const { buyer, order } = await readyOrder(ctx, staff);
    const tracking = (await book(ctx, staff, [order.number])).body.data[0]!.tracking_number!;
    const t0 = Date.now();
    const delivered = { state: 45, cod: order.DiscountedTotal / 100, timeStamp: t0 + 3000 };
    expect(JSON.parse((await webhook(tracking, delivered)).body)).toMatchObject({ result: 'applied' });
    for (let i = 0; i < 3; i++) {
      const again = await webhook(tracking, delivered);
      expect(again.statusCode).toBe(200);
      expect(JSON.parse(again.body)).toMatchObject({ result: 'unchanged' });
    }
    // Earlier states arriving after: kept on the timeline where they belong, the parcel stays delivered.
    await webhook(tracking, { state: 41, timeStamp: t0 + 2000 });
    await webhook(tracking, { state: 21, timeStamp: t0 + 1000 });
    const seen = (await shipmentOf(buyer, order.number)).body.data!;
    expect(seen.state).toBe('delivered');
    expect(seen.events.map((event) => event.state)).toEqual([
      'booked',
      'picked_up',
      'out_for_delivery',
      'delivered',
    ]);
    expect(await statusOf(buyer, order.number)).toMatchObject({
      status: 'DELIVERED',
      payment_status: 'paid',
    });
    const history = await db()
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.status, 'DELIVERED')));
    expect(history).toHaveLength(1);
  });

  it('refused at the door: the parcel comes back, the order ends Canceled, stock back, the refusal counted', async () => {
    const { buyer, order, beans } = await readyOrder(ctx, staff, { quantity: 3 });
    expect(await stockOf(db(), beans)).toBe(7);
    const tracking = (await book(ctx, staff, [order.number])).body.data[0]!.tracking_number!;
    await play(tracking, 'refuse');
    expect(await statusOf(buyer, order.number)).toMatchObject({ status: 'CANCELED' });
    expect(await stockOf(db(), beans)).toBe(10);
    const seen = (await shipmentOf(buyer, order.number)).body.data!;
    expect(seen.state).toBe('returned');
    expect(seen.events.map((event) => event.state)).toContain('exception');
    const refusals = await db().select().from(codRefusals).where(eq(codRefusals.orderId, order.id));
    expect(refusals).toMatchObject([{ userId: buyer.userId, amount: order.DiscountedTotal }]);
    // The same return reported again puts nothing back twice.
    await webhook(tracking, { state: 46, timeStamp: Date.now() + 5000 });
    expect(await stockOf(db(), beans)).toBe(10);
  });

  it('lost by the courier: the order ends Canceled without putting stock back (nothing came back)', async () => {
    const { buyer, order, beans } = await readyOrder(ctx, staff, { quantity: 1 });
    const tracking = (await book(ctx, staff, [order.number])).body.data[0]!.tracking_number!;
    await play(tracking, 'lose');
    expect((await statusOf(buyer, order.number)).status).toBe('CANCELED');
    expect(await stockOf(db(), beans)).toBe(9);
    expect(await db().select().from(codRefusals).where(eq(codRefusals.orderId, order.id))).toHaveLength(0);
  });

  it('webhooks repeated and out of order (simulator): the order still ends Delivered once', async () => {
    ctx.sim.bosta.options = { ...ctx.sim.bosta.options, copies: 3, reorder: true };
    try {
      const { buyer, order } = await readyOrder(ctx, staff);
      const tracking = (await book(ctx, staff, [order.number])).body.data[0]!.tracking_number!;
      await play(tracking, 'deliver');
      expect(await statusOf(buyer, order.number)).toMatchObject({
        status: 'DELIVERED',
        payment_status: 'paid',
      });
      const seen = (await shipmentOf(buyer, order.number)).body.data!;
      expect(seen.events.map((event) => event.state)).toEqual(WHOLE_WAY);
    } finally {
      ctx.sim.bosta.options = { ...ctx.sim.bosta.options, copies: 1, reorder: false };
    }
  });

  it('polling finds what a lost webhook would have said', async () => {
    const { buyer, order } = await readyOrder(ctx, staff);
    const tracking = (await book(ctx, staff, [order.number])).body.data[0]!.tracking_number!;
    const delivery = ctx.sim.bosta.deliveries.get(tracking)!;
    const url = delivery.webhookUrl;
    delivery.webhookUrl = '';
    await play(tracking, 'deliver');
    delivery.webhookUrl = url;
    expect((await statusOf(buyer, order.number)).status).toBe('READY_TO_SHIP');
    ctx.clock.advance(600);
    expect(await pollOpenShipments(createShippingContext(ctx.app))).toBeGreaterThanOrEqual(1);
    expect(await statusOf(buyer, order.number)).toMatchObject({
      status: 'DELIVERED',
      payment_status: 'paid',
    });
  });

  it('the cash view: per Cairo day, what the courier was to collect and what it reported', async () => {
    const answer = await call<{
      data: { day: string; deliveries: number; expected: number; collected: number }[];
    }>(ctx.app, 'GET', '/admin/shipping/cash', { token: staff.token });
    expect(answer.status).toBe(200);
    const today = answer.body.data[0]!;
    expect(today.deliveries).toBeGreaterThanOrEqual(3);
    expect(today.collected).toBe(today.expected);
  });
});

/** Staff cancel an order (any actor's cancel leaves the same record: the order Canceled, its booking live). */
const cancelOrder = (number: string) =>
  call(ctx.app, 'POST', `/admin/orders/${number}/status`, {
    token: staff.token,
    body: { status: 'CANCELED' },
  });
/** One run of the courier-cancel job. */
const cancelJob = () => cancelBookingsOfCanceledOrders(createShippingContext(ctx.app));
const shipmentRow = async (tracking: string) =>
  (await db().select().from(shipments).where(eq(shipments.trackingNumber, tracking)))[0]!;
const terminationsOf = (tracking: string) => {
  const id = ctx.sim.bosta.deliveries.get(tracking)!._id;
  return ctx.sim.bosta.terminations.filter((asked) => asked === id).length;
};

describe('canceling an order whose parcel is booked', () => {
  it('the booking is called off at the courier once, after the cancel, however often and at once the job runs', async () => {
    const { beans, buyer, order } = await readyOrder(ctx, staff);
    const tracking = (await book(ctx, staff, [order.number])).body.data[0]!.tracking_number!;
    const stock = await stockOf(db(), beans);
    expect((await cancelOrder(order.number)).status).toBe(200);
    // The cancel itself did not wait for the courier: stock back, the booking still live.
    expect(await stockOf(db(), beans)).toBe(stock + 2);
    expect(ctx.sim.bosta.deliveries.get(tracking)!.state).toBe(10);
    const runs = await Promise.all([cancelJob(), cancelJob(), cancelJob(), cancelJob()]);
    await cancelJob();
    expect(runs.flat().filter((outcome) => outcome === 'canceled')).toHaveLength(1);
    expect(terminationsOf(tracking)).toBe(1);
    expect(ctx.sim.bosta.deliveries.get(tracking)!.state).toBe(48);
    expect((await shipmentRow(tracking)).state).toBe('canceled');
    expect((await statusOf(buyer, order.number)).status).toBe('CANCELED');
    expect((await shipmentOf(buyer, order.number)).body.data).toBeNull();
  });

  it('Bosta down: the cancel goes through, the booking is called off later, on a retry', async () => {
    const { buyer, order } = await readyOrder(ctx, staff);
    const tracking = (await book(ctx, staff, [order.number])).body.data[0]!.tracking_number!;
    ctx.sim.bosta.options = { ...ctx.sim.bosta.options, down: true };
    try {
      expect((await cancelOrder(order.number)).status).toBe(200);
      expect((await statusOf(buyer, order.number)).status).toBe('CANCELED');
      expect(await cancelJob()).toContain('retry');
      const waiting = await shipmentRow(tracking);
      expect(waiting).toMatchObject({ state: 'booked', cancelAttempts: 1 });
      expect(waiting.cancelNote).toMatch(/503/);
      // Not before its time: the next try waits.
      expect(await cancelJob()).toEqual([]);
    } finally {
      ctx.sim.bosta.options = { ...ctx.sim.bosta.options, down: false };
    }
    ctx.clock.advance(31);
    expect(await cancelJob()).toEqual(['canceled']);
    expect(ctx.sim.bosta.deliveries.get(tracking)!.state).toBe(48);
    expect(await shipmentRow(tracking)).toMatchObject({ state: 'canceled', cancelAttempts: 2 });
    expect(await cancelJob()).toEqual([]);
  });

  it('picked up already and known: the order is With courier and staff cannot cancel it; Bosta is not asked', async () => {
    const { buyer, order } = await readyOrder(ctx, staff);
    const tracking = (await book(ctx, staff, [order.number])).body.data[0]!.tracking_number!;
    await play(tracking, 'pickup');
    expect((await cancelOrder(order.number)).status).toBe(409);
    expect(await cancelJob()).toEqual([]);
    expect(terminationsOf(tracking)).toBe(0);
    expect((await statusOf(buyer, order.number)).status).toBe('WITH_COURIER');
  });

  it('picked up before the cancel reached Bosta: Bosta refuses, the parcel’s state is taken, the order stays Canceled', async () => {
    const { buyer, order } = await readyOrder(ctx, staff);
    const tracking = (await book(ctx, staff, [order.number])).body.data[0]!.tracking_number!;
    const delivery = ctx.sim.bosta.deliveries.get(tracking)!;
    const url = delivery.webhookUrl;
    delivery.webhookUrl = '';
    await play(tracking, 'pickup');
    delivery.webhookUrl = url;
    expect((await cancelOrder(order.number)).status).toBe(200);
    expect(await cancelJob()).toEqual(['picked-up']);
    expect(await cancelJob()).toEqual([]);
    expect(terminationsOf(tracking)).toBe(1);
    const row = await shipmentRow(tracking);
    expect(row).toMatchObject({ state: 'picked_up', cancelDueAt: null });
    expect(row.cancelNote).toMatch(/picked the parcel up/);
    expect((await statusOf(buyer, order.number)).status).toBe('CANCELED');
    // Staff see the parcel on the canceled order, to have the courier bring it back.
    const seen = await call<{ data: { state: string } | null }>(
      ctx.app,
      'GET',
      `/admin/orders/${order.number}/shipment`,
      { token: staff.token },
    );
    expect(seen.body.data).toMatchObject({ state: 'picked_up' });
  });
});

// The same webhook 20 times at once, on PostgreSQL (PGlite has one connection: nothing races there).
describe.skipIf(!process.env.DATABASE_URL)('concurrent webhooks (PostgreSQL)', () => {
  it('the same “delivered” 20 times at once: one timeline entry, one status change', async () => {
    const { buyer, order } = await readyOrder(ctx, staff);
    const tracking = (await book(ctx, staff, [order.number])).body.data[0]!.tracking_number!;
    await play(tracking, 'pickup');
    const delivered = { state: 45, cod: order.DiscountedTotal / 100, timeStamp: Date.now() + 10_000 };
    const answers = await Promise.all(Array.from({ length: 20 }, () => webhook(tracking, delivered)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(answers.filter((answer) => JSON.parse(answer.body).result === 'applied')).toHaveLength(1);
    const shipmentId = (
      await call<{ data: { id: number } }>(ctx.app, 'GET', `/admin/orders/${order.number}/shipment`, {
        token: staff.token,
      })
    ).body.data.id;
    const events = await db()
      .select()
      .from(shipmentEvents)
      .where(and(eq(shipmentEvents.shipmentId, shipmentId), eq(shipmentEvents.state, 'delivered')));
    expect(events).toHaveLength(1);
    const history = await db()
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.status, 'DELIVERED')));
    expect(history).toHaveLength(1);
    expect(await statusOf(buyer, order.number)).toMatchObject({
      status: 'DELIVERED',
      payment_status: 'paid',
    });
  }, 60_000);

  it('a canceled order’s booking: eight job runs at once ask Bosta to terminate it once', async () => {
    const { order } = await readyOrder(ctx, staff);
    const tracking = (await book(ctx, staff, [order.number])).body.data[0]!.tracking_number!;
    expect((await cancelOrder(order.number)).status).toBe(200);
    const runs = await Promise.all(Array.from({ length: 8 }, () => cancelJob()));
    expect(runs.flat()).toEqual(['canceled']);
    expect(terminationsOf(tracking)).toBe(1);
    expect((await shipmentRow(tracking)).state).toBe('canceled');
  }, 60_000);
});

import { randomUUID } from 'node:crypto';
import type { AdminOrder } from '@coffee/contracts/backoffice';
import type { Order } from '@coffee/contracts/orders';
import type { PaymentStart } from '@coffee/contracts/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeRefunds } from '../src/modules/orders/emails.js';
import { call, outboxFor } from './support/accounts.js';
import { type Buyer, cairoAddress, checkoutOf, makeBuyer, setWallet } from './support/checkout.js';
import { actOnPage, createPaymentsApp, type PaymentsContext } from './support/payments.js';
import { addProduct } from './support/shopping.js';

// Issue 26, item 2: what the shopper reads of their order's history and its cancel. Staff notes and gateway
// references stay internal unless staff tell the customer; the cancel email says what goes back, how and when.

let ctx: PaymentsContext;
let staff: Buyer;
beforeAll(async () => {
  ctx = await createPaymentsApp();
  staff = await makeBuyer(ctx, { role: 'staff' });
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
type Lang = 'en-US' | 'ar-SA';

const move = (number: string, body: Record<string, unknown>) =>
  call<{ data: Order }>(ctx.app, 'POST', `/admin/orders/${number}/status`, { token: staff.token, body });
const adminOrder = async (number: string) =>
  (await call<{ data: AdminOrder }>(ctx.app, 'GET', `/admin/orders/${number}`, { token: staff.token })).body
    .data;

/** A shopper's order of EGP 600, placed in `lang`; `card` pays it at the simulator's page, EGP 100 from the wallet. */
async function placed(method: 'cod' | 'card', lang: Lang = 'en-US') {
  const product = await addProduct(db(), { price: 60_000, stock: 5 });
  const buyer = await makeBuyer(ctx);
  const checkout = checkoutOf(() => ctx, buyer);
  await checkout.setCart([{ product_id: product.id, quantity: 1 }]);
  if (method === 'card') await setWallet(db(), buyer.userId, 10_000);
  const answer = await checkout.place(
    { address: await cairoAddress(db()), payment_method: method, use_wallet: method === 'card' },
    randomUUID(),
    lang,
  );
  expect(answer.status).toBe(201);
  const order = (answer.body as { data: Order }).data;
  if (method === 'card') {
    const started = await call<{ data: PaymentStart }>(ctx.app, 'POST', '/payments/paytabs', {
      token: buyer.token,
      body: { order_number: order.number, method: 'card' },
    });
    await actOnPage(started.body.data.redirect_url, 'pay');
    await ctx.sim.callbacks.settle();
  }
  return { buyer, order, shopper: checkoutOf(() => ctx, buyer) };
}

const notes = (order: Order) => order.history.map((entry) => [entry.status, entry.note]);

describe("the shopper's order history", () => {
  it('carries a staff note only when staff chose to tell the customer; staff see every note', async () => {
    const { order, shopper } = await placed('cod', 'ar-SA');
    await move(order.number, { status: 'ACCEPT', note: 'Customer asked to cancel by phone' });
    await move(order.number, {
      status: 'PREPARE',
      note: 'نجهّز طلبك الآن، وسيصلك غدًا.',
      note_for_customer: true,
    });
    await move(order.number, { status: 'READY_TO_SHIP', note: 'Fragile', note_for_customer: false });

    const seen = (await shopper.get(order.number, 'ar-SA')).body.data;
    expect(notes(seen)).toEqual([
      ['PLACED', null],
      ['ACCEPT', null],
      ['PREPARE', 'نجهّز طلبك الآن، وسيصلك غدًا.'],
      ['READY_TO_SHIP', null],
    ]);
    expect(JSON.stringify(seen)).not.toContain('Customer asked to cancel by phone');
    expect(seen.history.map((entry) => entry.label)).toEqual([
      'تم الطلب',
      'تم القبول',
      'قيد التحضير',
      'جاهز للشحن',
    ]);

    const staffView = await adminOrder(order.number);
    expect(staffView.customer.lang).toBe('ar');
    expect(staffView.history.map((entry) => [entry.note, entry.note_for_customer])).toEqual([
      [null, false],
      ['Customer asked to cancel by phone', false],
      ['نجهّز طلبك الآن، وسيصلك غدًا.', true],
      ['Fragile', false],
    ]);
  });

  it("keeps the gateway's reference for staff, and gives the shopper back their own cancel note", async () => {
    const { order, shopper, buyer } = await placed('card');
    const cancel = await call<{ data: Order }>(ctx.app, 'POST', `/orders/${order.number}/cancel`, {
      token: buyer.token,
      body: { note: 'Ordered the wrong grind' },
    });
    expect(cancel.status).toBe(200);

    const seen = (await shopper.get(order.number)).body.data;
    expect(notes(seen)).toEqual([
      ['PENDING', null],
      ['PLACED', null],
      ['CANCELED', 'Ordered the wrong grind'],
    ]);
    expect(JSON.stringify(seen)).not.toMatch(/paytabs|TST/i);
    const staffView = await adminOrder(order.number);
    expect(staffView.history[1]!.note).toMatch(/^paytabs TST/);
  });
});

describe('the cancel email', () => {
  it('says what is refunded, how and when, in the language the shopper ordered in', async () => {
    const { order, buyer } = await placed('card', 'ar-SA');
    await move(order.number, { status: 'CANCELED', note: 'Customer asked to cancel by phone' });
    const [email] = (await outboxFor(ctx.app, buyer.email)).filter(
      (message) => message.template === 'order.canceled',
    );
    expect(email!.body).toContain('أُعيد مبلغ ١٠٠٫٠٠ ج.م إلى محفظتك في المتجر، ويمكنك استخدامه فورًا.');
    expect(email!.body).toContain(
      `سيُعاد مبلغ ${formatArabic(order.DiscountedTotal)} ج.م إلى البطاقة التي دفعت بها خلال ٧ أيام عمل.`,
    );
    expect(email!.body).not.toContain('Customer asked');
  });

  it('in English, and says so when nothing was charged', async () => {
    const { order, buyer } = await placed('cod');
    await move(order.number, { status: 'CANCELED' });
    const [email] = (await outboxFor(ctx.app, buyer.email)).filter(
      (message) => message.template === 'order.canceled',
    );
    expect(email!.body).toContain('Nothing was charged for this order, so there is nothing to refund.');
    expect(describeRefunds('en', [{ amount: 98_500, to: 'card', state: 'pending' }])).toBe(
      'EGP 985.00 will be refunded to the card you paid with within 7 working days.',
    );
    expect(
      describeRefunds('en', [
        { amount: 10_000, to: 'wallet', state: 'done' },
        { amount: 50_000, to: 'opay', state: 'refused' },
        { amount: 50_000, to: 'opay', state: 'done' },
      ]),
    ).toBe(
      'EGP 100.00 went back to your store wallet; you can spend it straight away. EGP 500.00 will be refunded ' +
        'to your OPay account within 7 working days. EGP 500.00 was refunded to your OPay account.',
    );
  });
});

const formatArabic = (piastres: number) =>
  new Intl.NumberFormat('ar-EG', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    piastres / 100,
  );

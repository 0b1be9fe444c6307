import type { AdminCodRefusals } from '@coffee/contracts/cod';
import type { Order } from '@coffee/contracts/orders';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, verifiedMobiles } from '../src/db/schema/index.js';
import { type AccountsContext, call, expectError, latestCode, outboxFor } from './support/accounts.js';
import {
  type Buyer,
  CAIRO_MOBILE,
  cairoAddress,
  checkoutOf,
  makeBuyer,
  setStoreSettings,
} from './support/checkout.js';
import { addProducts, createShoppingApp, type TestProduct } from './support/shopping.js';

// Cash on delivery that protects the shop (issue 22, decision 0036): its fee as its own line everywhere, a
// texted code before the first cash order to a mobile, and refused deliveries counted by account and mobile.

let ctx: AccountsContext;
let beans: TestProduct;
let staff: Buyer;
beforeAll(async () => {
  ctx = await createShoppingApp();
  [beans] = (await addProducts(ctx.database.db, [{ price: 20_000, stock: 1_000 }])) as [TestProduct];
  staff = await makeBuyer(ctx, { role: 'staff' });
  await setStoreSettings(ctx.database.db, { codFee: 1_000 });
});
afterAll(() => ctx.close());
const db = () => ctx.database.db;

type Lang = 'en-US' | 'ar-SA';

/** A shopper with one bag of beans in their cart (by default one who confirmed CAIRO_MOBILE before). */
async function shopper(options: { verifiedMobiles?: string[] } = {}) {
  const buyer = await makeBuyer(ctx, {}, options);
  const checkout = checkoutOf(() => ctx, buyer);
  await checkout.setCart([{ product_id: beans.id, quantity: 1 }]);
  return { buyer, checkout };
}

/** Cash on delivery to a Cairo address with this (local) mobile. */
const placeCod = async (
  checkout: ReturnType<typeof checkoutOf>,
  mobile = '01012345678',
  lang: Lang = 'en-US',
) =>
  checkout.place(
    { address: await cairoAddress(db(), { mobile }), payment_method: 'cod', use_wallet: false },
    undefined,
    lang,
  );

const asShopper = <T>(buyer: Buyer, url: string, body: unknown, lang: Lang = 'en-US') =>
  call<{ data: T }>(ctx.app, 'POST', url, { token: buyer.token, body, query: { lang } });

const asStaff = <T>(method: 'GET' | 'POST', url: string, body?: unknown) =>
  call<{ data: T }>(ctx.app, method, url, { token: staff.token, ...(body !== undefined && { body }) });

describe('the cash-on-delivery fee', () => {
  it('is its own line of the summary, the order, the email and the invoice, in both languages; 0 turns it off', async () => {
    const { buyer, checkout } = await shopper();
    const summary = (await checkout.summary({ governorate_id: '1', payment_method: 'cod' })).body.data;
    expect(summary.cod_fee).toBe(1_000);
    expect(summary.DiscountedTotal).toBe(20_000 + summary.Shipping_Fees + 1_000);
    expect((await checkout.summary({ governorate_id: '1', payment_method: 'card' })).body.data.cod_fee).toBe(
      0,
    );

    expect((await checkout.paymentMethods()).body.data[0]!.description).toContain(
      'A cash on delivery fee of EGP 10.00 is added.',
    );
    expect((await checkout.paymentMethods({}, 'ar-SA')).body.data[0]!.description).toContain(
      'تُضاف رسوم الدفع عند الاستلام بقيمة ١٠٫٠٠ ج.م',
    );

    const placed = await placeCod(checkout);
    expect(placed.status).toBe(201);
    const order = placed.body.data as Order;
    expect(order).toMatchObject({ cod_fee: 1_000, DiscountedTotal: summary.DiscountedTotal });
    const email = (await outboxFor(ctx.app, buyer.email)).find(
      (message) => message.template === 'order.placed',
    );
    expect(email?.body).toContain('Cash on delivery fee: EGP 10.00');

    const invoice = await call<{
      data: { cod_fee: number; total: number; delivery: number; subtotal: number };
    }>(ctx.app, 'GET', `/orders/${order.number}/invoice`, { token: buyer.token });
    expect(invoice.body.data.cod_fee).toBe(1_000);
    expect(invoice.body.data.total).toBe(invoice.body.data.subtotal + invoice.body.data.delivery + 1_000);

    await setStoreSettings(db(), { codFee: 0 });
    const second = await shopper();
    expect(
      (await second.checkout.summary({ governorate_id: '1', payment_method: 'cod' })).body.data.cod_fee,
    ).toBe(0);
    await setStoreSettings(db(), { codFee: 1_000 });
  });

  it('is set in the back office (admins), audited', async () => {
    const admin = await makeBuyer(ctx, { role: 'admin' });
    const settings = await call<{ data: { cod_fee: number } }>(ctx.app, 'GET', '/admin/settings', {
      token: admin.token,
    });
    expect(settings.body.data.cod_fee).toBe(1_000);
    const put = await call<{ data: { cod_fee: number } }>(ctx.app, 'PUT', '/admin/settings', {
      token: admin.token,
      body: { free_shipping_threshold: 150_000, cod_max_total: 1_000_000, cod_fee: 1_500 },
    });
    expect(put.status).toBe(200);
    expect(put.body.data.cod_fee).toBe(1_500);
    await setStoreSettings(db(), { codFee: 1_000 });
  });
});

describe('a first cash order asks for a code texted to its mobile', () => {
  it('once per number and account, bound to that number, in both languages', async () => {
    const { buyer, checkout } = await shopper({ verifiedMobiles: [] });
    const refused = await placeCod(checkout, '01012345678', 'ar-SA');
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'MOBILE_NOT_VERIFIED', mobile: CAIRO_MOBILE });
    expect((refused.body as unknown as { messages: string[] }).messages[0]).toContain('أكّد رقم الموبايل');

    const sent = await asShopper<{ verified: boolean; message: string }>(buyer, '/checkout/mobile-code', {
      mobile: '01012345678',
    });
    expect(sent.body.data).toMatchObject({
      verified: false,
      message: `We texted a code to ${CAIRO_MOBILE}. Enter it to confirm the number.`,
    });
    const text = (await outboxFor(ctx.app, CAIRO_MOBILE)).find(
      (message) => message.template === 'otp.mobile',
    );
    expect(text?.body).toMatch(/^\d{6} is your Bunn code to confirm this number for cash on delivery/);
    const code = await latestCode(ctx.app, CAIRO_MOBILE, 'otp.mobile');

    // The code proves this number and no other.
    const other = await asShopper(buyer, '/checkout/mobile-code/verify', { mobile: '01099999999', code });
    expectError(other, 422, 'INVALID_CODE');
    const wrong = await asShopper(
      buyer,
      '/checkout/mobile-code/verify',
      {
        mobile: CAIRO_MOBILE,
        code: code === '000000' ? '111111' : '000000',
      },
      'ar-SA',
    );
    expectError(wrong, 422, 'INVALID_CODE', 'ar-SA');
    const right = await asShopper<{ verified: boolean }>(buyer, '/checkout/mobile-code/verify', {
      mobile: CAIRO_MOBILE,
      code,
    });
    expect(right.body.data.verified).toBe(true);

    expect((await placeCod(checkout)).status).toBe(201);
    // The next cash order to the number goes at once; another number asks again.
    await checkout.setCart([{ product_id: beans.id, quantity: 1 }]);
    expect((await placeCod(checkout)).status).toBe(201);
    await checkout.setCart([{ product_id: beans.id, quantity: 1 }]);
    expect((await placeCod(checkout, '01111111111')).body).toMatchObject({ code: 'MOBILE_NOT_VERIFIED' });
    // A card order needs no code.
    const card = await checkout.place({
      address: await cairoAddress(db(), { mobile: '01111111111' }),
      payment_method: 'card',
      use_wallet: false,
    });
    expect(card.status).toBe(201);
  });

  it('asking again for a confirmed number sends nothing', async () => {
    const { buyer } = await shopper();
    const before = (await outboxFor(ctx.app, CAIRO_MOBILE)).length;
    const again = await asShopper<{ verified: boolean }>(buyer, '/checkout/mobile-code', {
      mobile: CAIRO_MOBILE,
    });
    expect(again.body.data.verified).toBe(true);
    expect((await outboxFor(ctx.app, CAIRO_MOBILE)).length).toBe(before);
  });
});

describe('refused cash deliveries', () => {
  it('count against the account and the mobile: after two, a second account with that number is not offered cash on delivery, until staff clear them', async () => {
    const shared = '01222222222';
    const sharedE164 = '+201222222222';
    const first = await shopper({ verifiedMobiles: [sharedE164] });
    const orders: string[] = [];
    for (let n = 0; n < 2; n++) {
      await first.checkout.setCart([{ product_id: beans.id, quantity: 1 }]);
      const placed = await placeCod(first.checkout, shared);
      expect(placed.status).toBe(201);
      orders.push((placed.body.data as Order).number);
    }
    const marked = await asStaff<AdminCodRefusals>('POST', `/admin/orders/${orders[0]}/cod-refusal`, {
      note: 'Refused at the door',
    });
    expect(marked.body.data).toMatchObject({ counting: 1, cod_offered: true });
    // Marking the same order again is still one refusal.
    await asStaff('POST', `/admin/orders/${orders[0]}/cod-refusal`, {});
    const twice = await asStaff<AdminCodRefusals>('POST', `/admin/orders/${orders[1]}/cod-refusal`, {});
    expect(twice.body.data).toMatchObject({ counting: 2, cod_offered: false });

    // Another account, its own mobile: cash on delivery is offered; to the shared number it is not.
    const second = await shopper({ verifiedMobiles: [sharedE164] });
    expect((await second.checkout.paymentMethods()).body.data[0]!.available).toBe(true);
    const saved = await call<{ data: { id: number } }>(ctx.app, 'POST', '/addresses', {
      token: second.buyer.token,
      body: { ...(await cairoAddress(db(), { mobile: shared })), save: undefined },
    });
    expect(saved.status).toBe(201);
    const listed = await second.checkout.paymentMethods({ address_id: String(saved.body.data.id) });
    expect(listed.body.data[0]).toMatchObject({
      id: 'cod',
      available: false,
      reason:
        'Cash on delivery is not offered after 2 refused cash deliveries. Please pay by card or wallet, or contact us.',
    });
    const arabic = await second.checkout.paymentMethods({ address_id: String(saved.body.data.id) }, 'ar-SA');
    expect(arabic.body.data[0]!.reason).toContain('رفض طلبين');
    const refused = await placeCod(second.checkout, shared);
    expect(expectError(refused, 422, 'PAYMENT_METHOD_UNAVAILABLE').messages?.[0]).toContain('2 refused');
    // The first account is refused whatever number it gives.
    await first.checkout.setCart([{ product_id: beans.id, quantity: 1 }]);
    expect((await first.checkout.paymentMethods()).body.data[0]!.available).toBe(false);

    // Staff clear the first shopper's refusals (audited): both accounts may pay cash again.
    const cleared = await asStaff<AdminCodRefusals>(
      'POST',
      `/admin/customers/${first.buyer.userId}/cod-refusals/clear`,
      {
        note: 'Spoke with the customer',
      },
    );
    expect(cleared.body.data).toMatchObject({ counting: 0, cod_offered: true });
    expect(cleared.body.data.refusals.every((refusal) => refusal.cleared_at !== null)).toBe(true);
    expect((await placeCod(second.checkout, shared)).status).toBe(201);
    const audits = await db()
      .select({ action: auditLog.action, note: auditLog.note })
      .from(auditLog)
      .where(eq(auditLog.actorId, staff.userId));
    expect(audits.map((row) => row.action).sort()).toEqual([
      'cod_refusal.clear',
      'cod_refusal.mark',
      'cod_refusal.mark',
    ]);
  });

  it('are shown to staff on the other account with the number, by mobile, and cleared from there', async () => {
    const shared = '01233333333';
    const sharedE164 = '+201233333333';
    const first = await shopper({ verifiedMobiles: [sharedE164] });
    const orders: string[] = [];
    for (let n = 0; n < 3; n++) {
      await first.checkout.setCart([{ product_id: beans.id, quantity: 1 }]);
      orders.push(((await placeCod(first.checkout, shared)).body.data as Order).number);
    }
    const before = await asStaff<AdminCodRefusals>(
      'GET',
      `/admin/customers/${first.buyer.userId}/cod-refusals`,
    );
    expect(before.body.data.refusable_orders.map((order) => order.number)).toEqual([...orders].reverse());
    await asStaff('POST', `/admin/orders/${orders[0]}/cod-refusal`, {});
    const marked = await asStaff<AdminCodRefusals>('POST', `/admin/orders/${orders[1]}/cod-refusal`, {});
    expect(marked.body.data).toMatchObject({ account: 2, counting: 2, limit: 2, cod_offered: false });
    expect(marked.body.data.refusable_orders.map((order) => order.number)).toEqual([orders[2]]);
    expect(marked.body.data.mobiles).toContainEqual({
      mobile: sharedE164,
      refusals: 2,
      counting: 2,
      cod_offered: false,
    });

    // A second account that saved the number: not its refusals, but checkout counts them for that number.
    const second = await shopper({ verifiedMobiles: [sharedE164] });
    const seen = await asStaff<AdminCodRefusals>(
      'GET',
      `/admin/customers/${second.buyer.userId}/cod-refusals`,
    );
    expect(seen.body.data).toMatchObject({ account: 0, counting: 2, cod_offered: false });
    expect(seen.body.data.mobiles.find((entry) => entry.mobile === sharedE164)).toMatchObject({
      refusals: 2,
      cod_offered: false,
    });
    expect(seen.body.data.refusals.map((refusal) => [refusal.order_number, refusal.own])).toEqual([
      [orders[1], false],
      [orders[0], false],
    ]);
    expect(seen.body.data.refusable_orders).toEqual([]);
    expect((await placeCod(second.checkout, shared)).status).toBe(422);

    // Clearing the second account clears the refusals on its number: both may pay cash to it again.
    const cleared = await asStaff<AdminCodRefusals>(
      'POST',
      `/admin/customers/${second.buyer.userId}/cod-refusals/clear`,
      { note: 'The number changed hands' },
    );
    expect(cleared.body.data).toMatchObject({ account: 0, counting: 0, cod_offered: true });
    expect(cleared.body.data.mobiles.every((entry) => entry.refusals === 0 && entry.cod_offered)).toBe(true);
    await second.checkout.setCart([{ product_id: beans.id, quantity: 1 }]);
    expect((await placeCod(second.checkout, shared)).status).toBe(201);
    const [audit] = await db()
      .select({ action: auditLog.action, note: auditLog.note, entityKey: auditLog.entityKey })
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'cod_refusal.clear'), eq(auditLog.entityKey, String(second.buyer.userId))),
      );
    expect(audit?.note).toBe('The number changed hands');
    // Clearing again finds nothing to clear: no second audit row.
    await asStaff('POST', `/admin/customers/${second.buyer.userId}/cod-refusals/clear`, {});
    const audits = await db()
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'cod_refusal.clear'), eq(auditLog.entityKey, String(second.buyer.userId))),
      );
    expect(audits).toHaveLength(1);
  });

  it('are marked only on cash orders not delivered, by staff only', async () => {
    const { checkout, buyer } = await shopper();
    const card = await checkout.place({
      address: await cairoAddress(db()),
      payment_method: 'card',
      use_wallet: false,
    });
    const number = (card.body.data as Order).number;
    expectError(await asStaff('POST', `/admin/orders/${number}/cod-refusal`, {}), 409, 'NOT_REFUSABLE');
    const asCustomer = await call(ctx.app, 'POST', `/admin/orders/${number}/cod-refusal`, {
      token: buyer.token,
      body: {},
    });
    expect(asCustomer.status).toBe(403);
  });
});

describe.runIf(process.env.DATABASE_URL)('PostgreSQL: one code, requests at once', () => {
  it('confirms the number once: every request answers confirmed, one row, the code spent once', async () => {
    const { buyer, checkout } = await shopper({ verifiedMobiles: [] });
    await asShopper(buyer, '/checkout/mobile-code', { mobile: CAIRO_MOBILE });
    const code = await latestCode(ctx.app, CAIRO_MOBILE, 'otp.mobile');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        asShopper<{ verified: boolean }>(buyer, '/checkout/mobile-code/verify', {
          mobile: CAIRO_MOBILE,
          code,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const rows = await db()
      .select()
      .from(verifiedMobiles)
      .where(and(eq(verifiedMobiles.userId, buyer.userId), eq(verifiedMobiles.mobile, CAIRO_MOBILE)));
    expect(rows).toHaveLength(1);
    // Two first cash orders placed at once with that one code: one order, the other finds the cart empty.
    const placed = await Promise.all([placeCod(checkout), placeCod(checkout)]);
    expect(placed.map((answer) => answer.status).sort()).toEqual([201, 422]);
  });
});

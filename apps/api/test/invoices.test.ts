import type { Invoice, InvoiceSettings } from '@coffee/contracts/invoices';
import type { Order } from '@coffee/contracts/orders';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, products, sellers } from '../src/db/schema/index.js';
import { vatIncluded } from '../src/modules/invoices/vat.js';
import { placePaidOrder } from '../src/modules/payments/settle.js';
import { type AccountsContext, call, expectError } from './support/accounts.js';
import {
  addCoupon,
  type Buyer,
  cairoAddress,
  checkoutOf,
  makeBuyer,
  setWallet,
  walletBalance,
} from './support/checkout.js';
import { addProduct, createShoppingApp } from './support/shopping.js';

// Every placed order gets its tax invoice, numbered per year with no gap; a cancel credits it.

let ctx: AccountsContext;
let staff: Buyer;
let admin: Buyer;
beforeAll(async () => {
  ctx = await createShoppingApp();
  staff = await makeBuyer(ctx, { role: 'staff' });
  admin = await makeBuyer(ctx, { role: 'admin' });
});
afterAll(() => ctx.close());
const db = () => ctx.database.db;

const invoiceOf = (token: string, number: string, lang = 'en-US') =>
  call<{ data: Invoice }>(ctx.app, 'GET', `/orders/${number}/invoice`, { token, query: { lang } });
const adminInvoiceOf = (token: string, number: string, lang = 'en-US') =>
  call<{ data: Invoice }>(ctx.app, 'GET', `/admin/orders/${number}/invoice`, { token, query: { lang } });
const putSettings = (token: string, body: unknown) =>
  call<{ data: InvoiceSettings }>(ctx.app, 'PUT', '/admin/invoice-settings', { token, body });
const seqOf = (number: string) => Number(number.split('-')[2]);

/** A shopper's order of `quantity` units of a fresh product on sale (400 → 300 EGP). */
async function order(method = 'cod', quantity = 2, extra: Record<string, unknown> = {}, buyer?: Buyer) {
  const beans = await addProduct(db(), { price: 30_000, beforeDiscount: 40_000, stock: 10 });
  const shopper = buyer ?? (await makeBuyer(ctx));
  const checkout = checkoutOf(() => ctx, shopper);
  await checkout.setCart([{ product_id: beans.id, quantity }]);
  const placed = await checkout.place({
    address: await cairoAddress(db()),
    payment_method: method,
    use_wallet: false,
    ...extra,
  });
  expect(placed.status).toBe(201);
  return { beans, buyer: shopper, checkout, order: placed.body.data as Order };
}

const creditNotesOf = (orderId: number) =>
  db()
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'credit_note')));

describe('the invoice of a placed order', () => {
  it('is issued with the order: store, buyer, seller per line, discounts, delivery, VAT included, payment', async () => {
    const coupon = await addCoupon(db(), { kind: 'fixed', value: 5_000 });
    const { beans, buyer, order: placed } = await order('cod', 2, { coupon: coupon.code });
    const answer = await invoiceOf(buyer.token, placed.number);
    expect(answer.status).toBe(200);
    const invoice = answer.body.data;
    const year = new Intl.DateTimeFormat('en', { timeZone: 'Africa/Cairo', year: 'numeric' }).format(
      new Date(placed.created_at),
    );
    expect(invoice.number).toMatch(new RegExp(`^INV-${year}-\\d{6}$`));
    expect(placed.invoice_number).toBe(invoice.number);
    const [seller] = await db()
      .select({ nameEn: sellers.nameEn })
      .from(products)
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .where(eq(products.id, beans.id));
    const total = 60_000 - 5_000 + placed.Shipping_Fees;
    expect(invoice).toMatchObject({
      order_number: placed.number,
      order_date: placed.created_at,
      store: {
        name: 'Bunn Coffee Marketplace',
        address: '12 Mahmoud Bassiouny St., Downtown, Cairo',
        tax_registration_number: '123-456-789',
      },
      buyer: { name: 'Nour Adel', address: { recipient_name: 'Nour Adel', area: 'Zamalek' } },
      items: [
        {
          name: beans.nameEn,
          seller: seller!.nameEn,
          quantity: 2,
          list_price: 40_000,
          unit_price: 30_000,
          discount: 20_000,
          line_total: 60_000,
        },
      ],
      subtotal: 60_000,
      sale_discount: 20_000,
      coupon_discount: 5_000,
      coupon_code: coupon.code,
      delivery: placed.Shipping_Fees,
      total,
      vat_rate: 14,
      vat_included: Math.round((total * 14) / 114),
      wallet_amount: 0,
      payment_method: 'cod',
      by_method: placed.DiscountedTotal,
      credit_notes: [],
    });
    expect(invoice.total).toBe(placed.DiscountedTotal + placed.walletAmount);

    const arabic = (await invoiceOf(buyer.token, placed.number, 'ar-SA')).body.data;
    expect(arabic).toMatchObject({
      number: invoice.number,
      store: { name: 'بُنّ لتجارة القهوة' },
      items: [{ name: beans.nameAr }],
    });
  });

  it('is the buyer’s: another shopper gets a 404 as for a number never used; staff read any', async () => {
    const { buyer, order: placed } = await order();
    const stranger = await makeBuyer(ctx);
    expectError(await invoiceOf(stranger.token, placed.number), 404, 'NOT_FOUND');
    expectError(await invoiceOf(buyer.token, 'CM-2020-999999'), 404, 'NOT_FOUND');
    expectError(await adminInvoiceOf(buyer.token, placed.number), 403, 'FORBIDDEN');
    const mine = (await invoiceOf(buyer.token, placed.number)).body.data;
    const staffView = await adminInvoiceOf(staff.token, placed.number);
    expect(staffView.status).toBe(200);
    expect(staffView.body.data).toEqual(mine);
  });

  it('numbers follow each other within the year, and an issued invoice keeps what it said', async () => {
    const first = await order();
    const second = await order();
    const one = (await invoiceOf(first.buyer.token, first.order.number)).body.data;
    const two = (await invoiceOf(second.buyer.token, second.order.number)).body.data;
    expect(seqOf(two.number)).toBe(seqOf(one.number) + 1);

    // The product is renamed, its seller too, and the store moves and changes its VAT rate.
    await db().update(products).set({ nameEn: 'Renamed roast' }).where(eq(products.id, first.beans.id));
    const changed = await putSettings(admin.token, {
      legal_name_en: 'Bunn Trading Co.',
      legal_name_ar: 'شركة بُنّ للتجارة',
      address_en: '5 Talaat Harb St., Cairo',
      address_ar: '٥ شارع طلعت حرب، القاهرة',
      tax_registration_number: '987-654-321',
      vat_rate: 10,
    });
    expect(changed.status).toBe(200);
    expect((await invoiceOf(first.buyer.token, first.order.number)).body.data).toEqual(one);

    const third = await order('cod', 1);
    const three = (await invoiceOf(third.buyer.token, third.order.number)).body.data;
    expect(seqOf(three.number)).toBe(seqOf(two.number) + 1);
    expect(three).toMatchObject({
      store: { name: 'Bunn Trading Co.', tax_registration_number: '987-654-321' },
      vat_rate: 10,
      vat_included: vatIncluded(three.total, 10),
    });
    // Back to the store's real figures for the other tests.
    await putSettings(admin.token, {
      legal_name_en: 'Bunn Coffee Marketplace',
      legal_name_ar: 'بُنّ لتجارة القهوة',
      address_en: '12 Mahmoud Bassiouny St., Downtown, Cairo',
      address_ar: '١٢ شارع محمود بسيوني، وسط البلد، القاهرة',
      tax_registration_number: '123-456-789',
      vat_rate: 14,
    });
  });
});

describe('an order paid online', () => {
  it('has no invoice while its payment is awaited, gets one when the payment places it', async () => {
    const { buyer, order: pending } = await order('card');
    expect(pending).toMatchObject({ status: 'PENDING', invoice_number: null });
    expectError(await invoiceOf(buyer.token, pending.number), 404, 'NOT_FOUND');
    expectError(await adminInvoiceOf(staff.token, pending.number), 404, 'NOT_FOUND');
    await db().transaction((tx) => placePaidOrder(tx, pending, 'paytabs TST123', ctx.clock.now()));
    const invoice = (await invoiceOf(buyer.token, pending.number)).body.data;
    expect(invoice).toMatchObject({ payment_method: 'card', total: pending.DiscountedTotal });
    const shown = await call<{ data: Order }>(ctx.app, 'GET', `/orders/${pending.number}`, {
      token: buyer.token,
    });
    expect(shown.body.data.invoice_number).toBe(invoice.number);
  });

  it('canceled before it was paid gets no invoice and no credit note', async () => {
    const { buyer, checkout, order: pending } = await order('card');
    expect((await checkout.cancel(pending.number)).status).toBe(200);
    expectError(await invoiceOf(buyer.token, pending.number), 404, 'NOT_FOUND');
    expect(await db().select().from(invoices).where(eq(invoices.orderId, pending.id))).toEqual([]);
  });
});

describe('a credit note', () => {
  it('credits the whole invoice when a paid order is canceled, once', async () => {
    const { buyer, order: pending } = await order('card');
    await db().transaction((tx) => placePaidOrder(tx, pending, 'paytabs TST456', ctx.clock.now()));
    const canceled = await call<{ data: Order }>(ctx.app, 'POST', `/orders/${pending.number}/cancel`, {
      token: buyer.token,
      body: { refund_to: 'wallet' },
    });
    expect(canceled.status).toBe(200);
    const invoice = (await invoiceOf(buyer.token, pending.number)).body.data;
    expect(invoice.credit_notes).toEqual([
      {
        number: expect.stringMatching(/^CN-\d{4}-\d{6}$/),
        issued_at: expect.any(String),
        reason: 'order_canceled',
        total: invoice.total,
        vat_included: invoice.vat_included,
      },
    ]);
    // A repeated cancel changes nothing and credits nothing more.
    await checkoutOf(() => ctx, buyer).cancel(pending.number);
    expect(await creditNotesOf(pending.id)).toHaveLength(1);
  });

  it('credits the wallet part too, and a cash order canceled by staff; numbers follow each other', async () => {
    const buyer = await makeBuyer(ctx);
    await setWallet(db(), buyer.userId, 10_000);
    const withWallet = await order('cod', 1, { use_wallet: true }, buyer);
    expect(withWallet.order.walletAmount).toBe(10_000);
    const cash = await order('cod', 1);
    expect((await withWallet.checkout.cancel(withWallet.order.number)).status).toBe(200);
    const moved = await call(ctx.app, 'POST', `/admin/orders/${cash.order.number}/status`, {
      token: staff.token,
      body: { status: 'CANCELED', note: 'out of beans' },
    });
    expect(moved.status).toBe(200);
    const first = (await invoiceOf(buyer.token, withWallet.order.number)).body.data;
    const second = (await adminInvoiceOf(staff.token, cash.order.number)).body.data;
    expect(first.wallet_amount).toBe(10_000);
    expect(first.credit_notes.map((note) => note.total)).toEqual([first.total]);
    expect(second.credit_notes.map((note) => note.total)).toEqual([second.total]);
    expect(seqOf(second.credit_notes[0]!.number)).toBe(seqOf(first.credit_notes[0]!.number) + 1);
    expect(await walletBalance(db(), buyer.userId)).toBe(10_000);
  });
});

describe('/admin/invoice-settings', () => {
  it('staff read them, only admins change them, the body is checked, the change is audited', async () => {
    const read = await call<{ data: InvoiceSettings }>(ctx.app, 'GET', '/admin/invoice-settings', {
      token: staff.token,
    });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ tax_registration_number: '123-456-789', vat_rate: 14 });
    expectError(await putSettings(staff.token, read.body.data), 403, 'FORBIDDEN');
    expectError(
      await putSettings(admin.token, { ...read.body.data, vat_rate: 140 }),
      400,
      'VALIDATION_ERROR',
    );
    expectError(
      await putSettings(admin.token, { ...read.body.data, tax_registration_number: 'abc' }),
      400,
      'VALIDATION_ERROR',
    );
    const saved = await putSettings(admin.token, { ...read.body.data, address_en: '14 Tahrir Sq., Cairo' });
    expect(saved.body.data.address_en).toBe('14 Tahrir Sq., Cairo');
    const audit = await call<{ data: { action: string }[] }>(ctx.app, 'GET', '/admin/audit', {
      token: admin.token,
      query: { entity: 'settings' },
    });
    expect(audit.body.data.map((entry) => entry.action)).toContain('settings.invoices');
  });
});

import { randomUUID } from 'node:crypto';
import type { Order } from '@coffee/contracts/orders';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addresses,
  cartLines,
  carts,
  orderStatusHistory,
  products,
  productVariants,
  walletTransactions,
} from '../src/db/schema/index.js';
import { type AccountsContext, call, expectError, outboxFor } from './support/accounts.js';
import { expectClientError } from './support/api.js';
import {
  addCoupon,
  cairoAddress,
  checkoutOf,
  couponUses,
  makeBuyer,
  setWallet,
  shopperWith,
  stockOf,
  walletBalance,
  zoneFee,
} from './support/checkout.js';
import { addProduct, addVariants, createShoppingApp } from './support/shopping.js';

// Placing an order from the server cart: priced from the database, stock taken, wallet and coupon counted,
// the cart emptied, the confirmation queued; retries with the same Idempotency-Key answer the same order.

let ctx: AccountsContext;
beforeAll(async () => {
  ctx = await createShoppingApp();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const cartSize = async (userId: number) =>
  (
    await db()
      .select({ id: cartLines.id })
      .from(cartLines)
      .innerJoin(carts, eq(carts.id, cartLines.cartId))
      .where(eq(carts.userId, userId))
  ).length;

describe('POST /orders', () => {
  it('places a cash-on-delivery order: PLACED, priced from the database, stock taken, cart emptied, email queued', async () => {
    const beans = await addProduct(db(), { price: 30_000, beforeDiscount: 36_000, stock: 7 });
    const kettle = await addProduct(db(), { price: 45_050, stock: 3 });
    const { buyer, checkout } = await shopperWith(ctx, [
      [beans, 2],
      [kettle, 1],
    ]);
    const address = await cairoAddress(db());
    const summary = await checkout.summary({ governorate_id: '1' });
    const placed = await checkout.place({ address, payment_method: 'cod', use_wallet: false });
    expect(placed.status).toBe(201);
    const order = placed.body.data;
    const fee = await zoneFee(db(), 1);
    expect(order).toMatchObject({
      number: expect.stringMatching(/^CM-\d{4}-\d{6}$/),
      status: 'PLACED',
      status_label: 'Placed',
      payment_method: 'cod',
      payment_status: 'unpaid',
      DiscountedSubtotal: 2 * 36_000 + 45_050,
      saleDiscountAmount: 2 * 6_000,
      DiscountAmount: 0,
      Shipping_Fees: fee,
      walletAmount: 0,
      DiscountedTotal: 2 * 30_000 + 45_050 + fee,
      coupon_code: null,
      expires_at: null,
      can_cancel: true,
      address: { recipient_name: 'Nour Adel', mobile: '+201012345678', street: '12 Brazil Street' },
    });
    // What the summary showed is what the order charges.
    expect(summary.body.data).toMatchObject({
      DiscountedSubtotal: order.DiscountedSubtotal,
      saleDiscountAmount: order.saleDiscountAmount,
      Shipping_Fees: order.Shipping_Fees,
      DiscountedTotal: order.DiscountedTotal,
    });
    expect(
      order.items.map((item) => [item.product_id, item.quantity, item.unit_price, item.line_total]),
    ).toEqual([
      [beans.id, 2, 30_000, 60_000],
      [kettle.id, 1, 45_050, 45_050],
    ]);
    expect(order.items[0]).toMatchObject({ name: beans.nameEn, before_discount: 36_000, variant_name: null });
    expect(order.history).toEqual([
      {
        status: 'PLACED',
        label: 'Placed',
        at: expect.any(String),
        by: 'customer',
        note: null,
        note_for_customer: false,
      },
    ]);
    expect([await stockOf(db(), beans), await stockOf(db(), kettle)]).toEqual([5, 2]);
    expect(await cartSize(buyer.userId)).toBe(0);
    const [email] = await outboxFor(ctx.app, buyer.email);
    expect(email).toMatchObject({ template: 'order.placed', subject: expect.stringContaining(order.number) });
    expect(email!.body).toContain(beans.nameEn);
    // The address the shopper typed is isolated, whole and part by part (FSI … PDI), as the web's <bdi>.
    expect(email!.body).toMatch(/\u2068\u2068[^\u2068\u2069]+\u2069, \u2068/);
    // The email's money reads as the order page's: the sale line names its was-price, the subtotal is the lines
    // as charged, and what the sale saved is said once.
    const egp = (piastres: number) =>
      `EGP ${(piastres / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(email!.body).toContain(`2 × ${beans.nameEn} — ${egp(60_000)} (instead of ${egp(72_000)})`);
    expect(email!.body).toContain(`1 × ${kettle.nameEn} — ${egp(45_050)}\n`);
    expect(email!.body).toContain(
      `Subtotal: ${egp(105_050)}\nDelivery: ${egp(fee)}\nTotal: ${egp(105_050 + fee)}\nYou save ${egp(12_000)}`,
    );

    // The shopper reads it back in Arabic: names and labels in the request language.
    const arabic = await checkout.get(order.number, 'ar-SA');
    expect(arabic.body.data).toMatchObject({
      status_label: 'تم الطلب',
      items: [{ name: beans.nameAr }, { name: kettle.nameAr }],
    });
  });

  it('answers the placed order as the shopper reads it back: its status, figures and one history row', async () => {
    // The first status, the figures and the history row are written in one statement (decision 0056, third
    // amendment); the answer is made from what was written, not read back, so it must be what a read gives.
    const beans = await addProduct(db(), { price: 12_000, stock: 5 });
    const { checkout } = await shopperWith(ctx, [[beans, 1]]);
    const placed = await checkout.place({
      address: await cairoAddress(db()),
      payment_method: 'cod',
      use_wallet: false,
    });
    expect(placed.status).toBe(201);
    const read = await checkout.get(placed.body.data.number);
    expect(read.body.data).toEqual(placed.body.data);
    expect(read.body.data.history).toEqual([
      {
        status: 'PLACED',
        label: 'Placed',
        at: placed.body.data.created_at,
        by: 'customer',
        note: null,
        note_for_customer: false,
      },
    ]);
    const rows = await db()
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, placed.body.data.id));
    expect(rows).toHaveLength(1);
  });

  it('answers a retry with the same key with the same order, and refuses the key with another body', async () => {
    const beans = await addProduct(db(), { price: 10_000, stock: 10 });
    const { checkout } = await shopperWith(ctx, [[beans, 2]]);
    const address = await cairoAddress(db());
    const key = randomUUID();
    const body = { address, payment_method: 'cod', use_wallet: false };
    const first = await checkout.place(body, key);
    const again = await checkout.place(body, key);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.data).toEqual(first.body.data);
    expect(await stockOf(db(), beans)).toBe(8);
    expectClientError(await checkout.place({ ...body, payment_method: 'card' }, key), 409);
    expect((await checkout.place({ ...body, payment_method: 'card' }, key)).body).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    // A new key on the now empty cart is a new attempt, refused as such.
    const empty = await checkout.place(body);
    expect(expectClientError(empty, 422).code).toBe('EMPTY_CART');
  });

  it('requires the key, an address and a payment method, with the spec sentences in both languages', async () => {
    const beans = await addProduct(db(), { stock: 5 });
    const { buyer, checkout } = await shopperWith(ctx, [[beans, 1]]);
    const noKey = await call(ctx.app, 'POST', '/orders', {
      token: buyer.token,
      body: { payment_method: 'cod', use_wallet: false },
    });
    expect(expectClientError(noKey, 400).code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const noAddress = await checkout.place({ payment_method: 'cod', use_wallet: false });
    // (expectError: the spec's sentence says "select", which expectClientError would take for SQL.)
    expect(expectError(noAddress, 422, 'ADDRESS_REQUIRED')).toMatchObject({
      code: 'ADDRESS_REQUIRED',
      message: 'You should select address or fill required data first',
    });
    const address = await cairoAddress(db());
    const noMethod = await checkout.place({ address, use_wallet: false }, randomUUID(), 'ar-SA');
    expect(expectClientError(noMethod, 422, 'ar-SA')).toMatchObject({
      code: 'PAYMENT_METHOD_REQUIRED',
      message: 'يجب اختيار طريقة الدفع',
    });
    expect(await stockOf(db(), beans)).toBe(5);
  });

  // Found by the contract fuzzer on PostgreSQL: ids past its integer were a 500 once the cart held something.
  it('refuses address ids past PostgreSQL integers with a 400, taking nothing', async () => {
    const beans = await addProduct(db(), { stock: 5 });
    const { checkout } = await shopperWith(ctx, [[beans, 1]]);
    const address = await cairoAddress(db());
    for (const body of [
      { address_id: 2 ** 53 - 1, payment_method: 'cod', use_wallet: false },
      { address: { ...address, governorate_id: 2 ** 31 }, payment_method: 'cod', use_wallet: false },
      { address: { ...address, city_id: 2 ** 53 }, payment_method: 'cod', use_wallet: false },
    ]) {
      const refused = await checkout.place(body, randomUUID(), 'ar-SA');
      expect(expectClientError(refused, 400, 'ar-SA').code).toBe('VALIDATION_ERROR');
    }
    expect(await stockOf(db(), beans)).toBe(5);
  });

  it('ignores nothing it should refuse: prices, totals and owners in the body are unknown fields', async () => {
    const beans = await addProduct(db(), { price: 20_000, stock: 5 });
    const { checkout } = await shopperWith(ctx, [[beans, 1]]);
    const address = await cairoAddress(db());
    for (const forged of [
      { total: 1 },
      { DiscountedTotal: 0 },
      { user_id: 1 },
      { items: [{ product_id: beans.id, price: 1 }] },
    ]) {
      const response = await checkout.place({ address, payment_method: 'cod', use_wallet: false, ...forged });
      expect(expectClientError(response, 400).code).toBe('VALIDATION_ERROR');
    }
    const both = await checkout.place({ address, address_id: 1, payment_method: 'cod', use_wallet: false });
    expect(expectClientError(both, 400).messages).toContain(
      'Send either a saved address or a new one, not both.',
    );
    expect(await stockOf(db(), beans)).toBe(5);
  });

  it('refuses lines over stock by name, takes nothing, and keeps the cart', async () => {
    const beans = await addProduct(db(), { stock: 5 });
    const mug = await addProduct(db(), { stock: 5 });
    const { buyer, checkout } = await shopperWith(ctx, [
      [beans, 2],
      [mug, 3],
    ]);
    await db().update(products).set({ stock: 1 }).where(eq(products.id, beans.id));
    const address = await cairoAddress(db());
    const refused = await checkout.place({ address, payment_method: 'cod', use_wallet: false });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'OUT_OF_STOCK',
      lines: [{ product_id: beans.id, variant_id: null, name: beans.nameEn, available: 1 }],
      messages: [`${beans.nameEn}: only 1 left.`],
    });
    expect([await stockOf(db(), beans), await stockOf(db(), mug)]).toEqual([1, 5]);
    expect(await cartSize(buyer.userId)).toBe(2);
  });

  it('refuses a product taken off sale and a variant over its stock, each by name in the cart’s order', async () => {
    const beans = await addProduct(db(), { stock: 5 });
    const coffee = await addProduct(db());
    const [, kilo] = await addVariants(db(), coffee, [
      { nameEn: '250 g', nameAr: '250 جم', price: 25_000, stock: 4 },
      { nameEn: '1 kg', nameAr: '1 كجم', price: 80_000, stock: 3 },
    ]);
    const mug = await addProduct(db(), { stock: 5 });
    const buyer = await makeBuyer(ctx);
    const checkout = checkoutOf(() => ctx, buyer);
    await checkout.setCart([
      { product_id: beans.id, quantity: 1 },
      { product_id: coffee.id, variant_id: kilo!.id, quantity: 2 },
      { product_id: mug.id, quantity: 1 },
    ]);
    // After the cart was filled: the beans go off sale, the kilo bag sells down to one.
    await db().update(products).set({ isActive: false }).where(eq(products.id, beans.id));
    await db().update(productVariants).set({ stock: 1 }).where(eq(productVariants.id, kilo!.id));
    const address = await cairoAddress(db());
    const refused = await checkout.place(
      { address, payment_method: 'cod', use_wallet: false },
      randomUUID(),
      'ar-SA',
    );
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'OUT_OF_STOCK',
      lines: [
        { product_id: beans.id, variant_id: null, name: beans.nameAr, available: 0 },
        { product_id: coffee.id, variant_id: kilo!.id, name: coffee.nameAr, available: 1 },
      ],
    });
    expect([await stockOf(db(), mug)]).toEqual([5]);
  });

  it('names short lines in the cart’s order to the microsecond, not in the order their stock is locked', async () => {
    // The stock rows are locked in id order with the cart's lines read in the same statement (decision 0056,
    // third amendment); the refusal still lists the lines as the cart orders them: the mug, added a few
    // microseconds before the beans within one millisecond, comes first although its id is higher.
    const beans = await addProduct(db(), { stock: 5 });
    const mug = await addProduct(db(), { stock: 5 });
    const { buyer, checkout } = await shopperWith(ctx, [
      [beans, 2],
      [mug, 3],
    ]);
    // After the cart was filled, both sell down to one.
    await db()
      .update(products)
      .set({ stock: 1 })
      .where(inArray(products.id, [beans.id, mug.id]));
    const [cart] = await db().select({ id: carts.id }).from(carts).where(eq(carts.userId, buyer.userId));
    const at = (product: { id: number }, time: string) =>
      db()
        .update(cartLines)
        .set({ addedAt: sql`${time}::timestamptz` })
        .where(and(eq(cartLines.cartId, cart!.id), eq(cartLines.productId, product.id)));
    await at(beans, '2026-11-28 10:00:00.000900+00');
    await at(mug, '2026-11-28 10:00:00.000100+00');
    const refused = await checkout.place({
      address: await cairoAddress(db()),
      payment_method: 'cod',
      use_wallet: false,
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'OUT_OF_STOCK',
      lines: [
        { product_id: mug.id, available: 1 },
        { product_id: beans.id, available: 1 },
      ],
    });
    expect([await stockOf(db(), beans), await stockOf(db(), mug)]).toEqual([1, 1]);
  });

  it('sells a variant from its own stock and records its name', async () => {
    const coffee = await addProduct(db());
    const [quarter, kilo] = await addVariants(db(), coffee, [
      { nameEn: '250 g', nameAr: '250 جم', price: 25_000, stock: 4 },
      { nameEn: '1 kg', nameAr: '1 كجم', price: 80_000, stock: 2 },
    ]);
    const buyer = await makeBuyer(ctx);
    const checkout = checkoutOf(() => ctx, buyer);
    await checkout.setCart([{ product_id: coffee.id, variant_id: kilo!.id, quantity: 2 }]);
    const placed = await checkout.place({
      address: await cairoAddress(db()),
      payment_method: 'cod',
      use_wallet: false,
    });
    expect(placed.status).toBe(201);
    expect(placed.body.data.items).toMatchObject([
      { variant_id: kilo!.id, variant_name: '1 kg', unit_price: 80_000, quantity: 2 },
    ]);
    const [variantRow] = await db().select().from(productVariants).where(eq(productVariants.id, kilo!.id));
    expect(variantRow!.stock).toBe(0);
    expect(await stockOf(db(), coffee)).toBe(quarter!.stock);
  });

  it('pays part from the wallet as a wallet transaction; all of it makes a wallet order, PLACED and paid', async () => {
    const beans = await addProduct(db(), { price: 50_000, stock: 10 });
    const { buyer, checkout } = await shopperWith(ctx, [[beans, 1]]);
    await setWallet(db(), buyer.userId, 20_000);
    const address = await cairoAddress(db());
    const part = await checkout.place({ address, payment_method: 'cod', use_wallet: true });
    const fee = await zoneFee(db(), 1);
    expect(part.body.data).toMatchObject({
      walletAmount: 20_000,
      DiscountedTotal: 50_000 + fee - 20_000,
      payment_method: 'cod',
    });
    expect(await walletBalance(db(), buyer.userId)).toBe(0);
    const [debit] = await db()
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.userId, buyer.userId));
    expect(debit).toMatchObject({ amount: -20_000, kind: 'order_payment', orderId: part.body.data.id });

    await setWallet(db(), buyer.userId, 100_000);
    await checkout.setCart([{ product_id: beans.id, quantity: 1 }]);
    const whole = await checkout.place({ address, payment_method: 'wallet', use_wallet: true });
    expect(whole.body.data).toMatchObject({
      status: 'PLACED',
      payment_method: 'wallet',
      payment_status: 'paid',
      walletAmount: 50_000 + fee,
      DiscountedTotal: 0,
    });
    expect(await walletBalance(db(), buyer.userId)).toBe(100_000 - 50_000 - fee);

    await checkout.setCart([{ product_id: beans.id, quantity: 2 }]);
    const short = await checkout.place({ address, payment_method: 'wallet', use_wallet: true });
    expect(expectClientError(short, 422).code).toBe('PAYMENT_METHOD_UNAVAILABLE');
  });

  it('holds an online order PENDING with a 30-minute reservation and sends no confirmation yet', async () => {
    const beans = await addProduct(db(), { stock: 4 });
    const { buyer, checkout } = await shopperWith(ctx, [[beans, 3]]);
    const placed = await checkout.place({
      address: await cairoAddress(db()),
      payment_method: 'card',
      use_wallet: false,
    });
    expect(placed.body.data).toMatchObject({
      status: 'PENDING',
      payment_status: 'pending',
      payment_method: 'card',
      status_label: 'Pending',
    });
    const expires = Date.parse(placed.body.data.expires_at!) - Date.parse(placed.body.data.created_at);
    expect(expires).toBe(30 * 60 * 1000);
    expect(await stockOf(db(), beans)).toBe(1);
    expect(
      (await outboxFor(ctx.app, buyer.email)).filter((message) => message.template === 'order.placed'),
    ).toEqual([]);
  });

  it('counts the coupon and records its code; a saved address is kept when asked', async () => {
    const beans = await addProduct(db(), { price: 100_000, stock: 4 });
    const coupon = await addCoupon(db(), { kind: 'fixed', value: 5_000 });
    const { buyer, checkout } = await shopperWith(ctx, [[beans, 1]]);
    const placed = await checkout.place({
      address: await cairoAddress(db(), { save: true, title: 'Office' }),
      payment_method: 'cod',
      coupon: coupon.code.toLowerCase(),
      use_wallet: false,
    });
    expect(placed.body.data).toMatchObject({ DiscountAmount: 5_000, coupon_code: coupon.code });
    expect(await couponUses(db(), coupon.id)).toBe(1);
    const saved = await db()
      .select()
      .from(addresses)
      .where(and(eq(addresses.userId, buyer.userId), eq(addresses.title, 'Office')));
    expect(saved).toMatchObject([{ recipientName: 'Nour Adel', mobile: '+201012345678', isPrimary: true }]);
  });
});

describe('order history', () => {
  let alice: Awaited<ReturnType<typeof shopperWith>>;
  let order: Order;
  beforeAll(async () => {
    const beans = await addProduct(db(), { stock: 20 });
    alice = await shopperWith(ctx, [[beans, 2]]);
    order = (
      await alice.checkout.place({
        address: await cairoAddress(db()),
        payment_method: 'cod',
        use_wallet: false,
      })
    ).body.data;
  });

  it('lists the shopper orders newest first with totals and item counts', async () => {
    const listed = await alice.checkout.list();
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({
      data: [
        {
          id: order.id,
          number: order.number,
          status: 'PLACED',
          status_label: 'Placed',
          created_at: order.created_at,
          DiscountedTotal: order.DiscountedTotal,
          items_count: 2,
        },
      ],
      meta: { page: 1, per_page: 10, total: 1, last_page: 1 },
    });
  });

  it("answers another shopper's order as 404 everywhere", async () => {
    const bob = checkoutOf(() => ctx, await makeBuyer(ctx));
    for (const response of [
      await bob.get(order.number),
      await bob.cancel(order.number),
      await bob.reorder(order.number),
    ]) {
      expect(expectClientError(response, 404).code).toBe('NOT_FOUND');
    }
    expect((await bob.list()).body).toMatchObject({ data: [], meta: { total: 0 } });
    expect((await alice.checkout.get(order.number)).body.data.status).toBe('PLACED');
  });
});

describe('OpenAPI', () => {
  it('describes every checkout and order route', async () => {
    const docs = await call<{ paths: Record<string, Record<string, { description?: string }>> }>(
      ctx.app,
      'GET',
      '/docs/json',
    );
    const routes = [
      ['/checkCoupon', 'post'],
      ['/orders/summary', 'get'],
      ['/payment-methods', 'get'],
      ['/orders', 'post'],
      ['/orders', 'get'],
      ['/orders/{number}', 'get'],
      ['/orders/{number}/cancel', 'post'],
      ['/reorder/{number}', 'post'],
      ['/admin/orders/{number}/status', 'post'],
    ] as const;
    for (const [path, method] of routes) {
      expect(docs.body.paths[path]?.[method]?.description, `${method} ${path}`).toMatch(/\w{20,}|.{40,}/);
    }
  });
});

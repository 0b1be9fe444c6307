import type { CartAdjustment } from '@coffee/contracts/cart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsContext, call, expectError, signUp } from './support/accounts.js';
import { expectClientError } from './support/api.js';
import { cartTools, EMPTY_DETAILS as empty, lines } from './support/cart.js';
import {
  addProduct,
  addProducts,
  createShoppingApp,
  type TestProduct,
  updateProduct,
} from './support/shopping.js';

let ctx: AccountsContext;
beforeAll(async () => {
  ctx = await createShoppingApp();
});
afterAll(() => ctx.close());

const { cartOf, newCart, lineOf } = cartTools(() => ctx);

describe('GET /shopping-cart', () => {
  it('answers an empty cart to a shopper who never used one', async () => {
    const response = await (await newCart()).get();
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { items: [], details: empty, adjustments: [] } });
  });

  it('needs a signed-in shopper for every cart call, and says so in the request language', async () => {
    for (const [method, url] of [
      ['GET', '/shopping-cart'],
      ['POST', '/shopping-cart'],
      ['DELETE', '/shopping-cart/1'],
    ] as const) {
      const body = method === 'POST' ? { product_id: 1, quantity: 1 } : undefined;
      expectError(await call(ctx.app, method, url, { body }), 401, 'UNAUTHENTICATED');
      expectError(
        await call(ctx.app, method, url, { body, query: { lang: 'ar-SA' } }),
        401,
        'UNAUTHENTICATED',
        'ar-SA',
      );
      expectError(await call(ctx.app, method, url, { body, token: 'not-a-token' }), 401, 'UNAUTHENTICATED');
    }
  });
});

describe('POST /shopping-cart', () => {
  let beans: TestProduct;
  let grinder: TestProduct;
  let kettle: TestProduct;
  beforeAll(async () => {
    const made = await addProducts(ctx.database.db, [
      { price: 25_000, beforeDiscount: 30_000, stock: 10 },
      { price: 180_050, stock: 3 },
      { price: 99_999, stock: 7 },
    ]);
    [beans, grinder, kettle] = made as [TestProduct, TestProduct, TestProduct];
  });

  it('replaces the whole cart and answers it priced from the catalog, in the request language', async () => {
    const cart = await newCart();
    const saved = await cart.save({
      products: [
        { product_id: grinder.id, quantity: 1 },
        { product_id: beans.id, quantity: 2 },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({
      items: [lineOf(grinder, 1), lineOf(beans, 2)],
      // The spec's mapping: sub_total at list prices (the beans' 300 before their sale), discount the sale.
      details: {
        ...empty,
        sub_total: 180_050 + 2 * 30_000,
        discount: 2 * 5_000,
        saleDiscount: 2 * 5_000,
        total: 230_050,
        totalItems: 3,
      },
      adjustments: [],
    });
    // Stored: it comes back the same, and in Arabic with the Arabic names.
    expect((await cart.get()).body).toEqual(saved.body);
    expect((await cart.get('ar-SA')).body.data.items).toEqual([
      lineOf(grinder, 1, 'ar-SA'),
      lineOf(beans, 2, 'ar-SA'),
    ]);

    const replaced = await cart.save({
      products: [
        { product_id: kettle.id, quantity: 1 },
        { product_id: grinder.id, quantity: 0 },
      ],
    });
    expect(replaced.body.data.items).toEqual([lineOf(kettle, 1)]);
    expect(lines((await cart.get()).body.data)).toEqual([[kettle.id, 1]]);
    const emptied = await cart.save({ products: [] });
    expect(emptied.body.data).toEqual({ items: [], details: empty, adjustments: [] });
  });

  it('sets one line and keeps the others; quantity 0 removes that line', async () => {
    const cart = await newCart();
    await cart.save({ product_id: beans.id, quantity: 1 });
    await cart.save({ product_id: grinder.id, quantity: 2 });
    const raised = await cart.save({ product_id: beans.id, quantity: 4 });
    expect(lines(raised.body.data)).toEqual([
      [beans.id, 4],
      [grinder.id, 2],
    ]);
    expect(raised.body.data.details).toEqual({
      ...empty,
      sub_total: 4 * 30_000 + 2 * 180_050,
      discount: 4 * 5_000,
      saleDiscount: 4 * 5_000,
      total: 4 * 25_000 + 2 * 180_050,
      totalItems: 6,
    });
    const removed = await cart.save({ product_id: beans.id, quantity: 0 });
    expect(lines(removed.body.data)).toEqual([[grinder.id, 2]]);
    // Setting 0 for a product the cart does not hold changes nothing.
    const noop = await cart.save({ product_id: kettle.id, quantity: 0 });
    expect(noop.status).toBe(200);
    expect(lines(noop.body.data)).toEqual([[grinder.id, 2]]);
  });

  it('keeps lines oldest first: a changed quantity keeps its place, new products come last in the order sent', async () => {
    const cart = await newCart();
    await cart.save({ product_id: kettle.id, quantity: 1 });
    await cart.save({ product_id: beans.id, quantity: 1 });
    await cart.save({ product_id: kettle.id, quantity: 3 });
    expect(lines((await cart.get()).body.data)).toEqual([
      [kettle.id, 3],
      [beans.id, 1],
    ]);
    const replaced = await cart.save({
      products: [
        { product_id: grinder.id, quantity: 1 },
        { product_id: beans.id, quantity: 2 },
        { product_id: kettle.id, quantity: 1 },
      ],
    });
    expect(lines(replaced.body.data)).toEqual([
      [kettle.id, 1],
      [beans.id, 2],
      [grinder.id, 1],
    ]);
  });

  it('prices every line from the catalog, whatever the client sends or saw before', async () => {
    const product = await addProduct(ctx.database.db, { price: 12_345, stock: 5 });
    const cart = await newCart();
    // A client cannot state a price: unknown fields are refused, at any level.
    for (const body of [
      { product_id: product.id, quantity: 1, price: 1 },
      { products: [{ product_id: product.id, quantity: 1, price: 1 }] },
      { products: [{ product_id: product.id, quantity: 1 }], sub_total: 1 },
    ]) {
      const refused = await cart.save(body);
      const error = expectClientError(refused, 400);
      expect(error.code).toBe('VALIDATION_ERROR');
    }
    const saved = await cart.save({ product_id: product.id, quantity: 2 });
    expect(saved.body.data.details.sub_total).toBe(24_690);
    // The merchant changes the price: the cart follows the catalog, not what the shopper was shown.
    await updateProduct(ctx.database.db, product, { price: 15_000, beforeDiscount: 20_000 });
    const read = await cart.get();
    expect(read.body.data.items).toEqual([lineOf(product, 2)]);
    expect(read.body.data.details).toEqual({
      ...empty,
      sub_total: 40_000,
      discount: 10_000,
      saleDiscount: 10_000,
      total: 30_000,
      totalItems: 2,
    });
    // …and says so, as the terms promise, in the shopper's language, each time the cart is read, until the
    // shopper sets the line again.
    const priceChanged = {
      product_id: product.id,
      variant_id: null,
      requested: 2,
      quantity: 2,
      reason: 'price_changed',
      price_was: 12_345,
    };
    expect(read.body.data.adjustments).toEqual([
      {
        ...priceChanged,
        message: `The price of ${product.nameEn} went up from EGP 123.45 to EGP 150.00 since you added it to your cart.`,
      },
    ]);
    expect((await cart.get('ar-SA')).body.data.adjustments).toEqual([
      {
        ...priceChanged,
        message: `ارتفع سعر ${product.nameAr} من ١٢٣٫٤٥ ج.م إلى ١٥٠٫٠٠ ج.م منذ أضفته إلى سلتك.`,
      },
    ]);
    const set = await cart.save({ product_id: product.id, quantity: 3 });
    expect(set.body.data.adjustments).toEqual([]);
    expect((await cart.get()).body.data.adjustments).toEqual([]);
    // A price that falls is good news, said as such.
    await updateProduct(ctx.database.db, product, { price: 14_000, beforeDiscount: 20_000 });
    expect((await cart.get()).body.data.adjustments.map((a) => a.message)).toEqual([
      `Good news: the price of ${product.nameEn} went down from EGP 150.00 to EGP 140.00 since you added it to your cart.`,
    ]);
  });

  it('caps a quantity above stock at the stock and says so in English and in Arabic', async () => {
    const cart = await newCart();
    const english = await cart.save({ product_id: grinder.id, quantity: 5 });
    expect(english.status).toBe(200);
    expect(english.body.data.items).toEqual([lineOf(grinder, 3)]);
    expect(english.body.data.details).toMatchObject({ sub_total: 3 * 180_050, totalItems: 3 });
    expect(english.body.data.adjustments).toEqual([
      {
        product_id: grinder.id,
        variant_id: null,
        requested: 5,
        quantity: 3,
        reason: 'capped_at_stock',
        message: `Only 3 of ${grinder.nameEn} in stock, so your cart holds 3.`,
      },
    ]);
    const arabic = await cart.save({ products: [{ product_id: grinder.id, quantity: 9 }] }, 'ar-SA');
    expect(arabic.body.data.adjustments).toEqual([
      {
        product_id: grinder.id,
        variant_id: null,
        requested: 9,
        quantity: 3,
        reason: 'capped_at_stock',
        message: `لم يتبقَّ من ${grinder.nameAr} إلا ٣ قطع، لذا أصبحت الكمية في سلتك ٣.`,
      },
    ]);
    // What was stored is the capped quantity, with nothing more to report.
    const read = await cart.get();
    expect(lines(read.body.data)).toEqual([[grinder.id, 3]]);
    expect(read.body.data.adjustments).toEqual([]);
    // Asking for exactly the stock is no adjustment.
    expect((await cart.save({ product_id: grinder.id, quantity: 3 })).body.data.adjustments).toEqual([]);
  });

  it('leaves out products out of stock, unpublished or unknown, and reports each', async () => {
    const db = ctx.database.db;
    const soldOut = await addProduct(db, { stock: 0 });
    const negative = await addProduct(db, { stock: -2 });
    const hidden = await addProduct(db, { stock: 5, isActive: false });
    const cart = await newCart();
    const body = {
      products: [
        { product_id: soldOut.id, quantity: 1 },
        { product_id: beans.id, quantity: 1 },
        { product_id: negative.id, quantity: 2 },
        { product_id: hidden.id, quantity: 1 },
        { product_id: 2_000_000_000, quantity: 3 },
      ],
    };
    const english = await cart.save(body);
    expect(english.status).toBe(200);
    expect(english.body.data.items).toEqual([lineOf(beans, 1)]);
    expect(english.body.data.details).toMatchObject({ sub_total: 30_000, total: 25_000, totalItems: 1 });
    expect(english.body.data.adjustments).toEqual<CartAdjustment[]>([
      {
        product_id: soldOut.id,
        variant_id: null,
        requested: 1,
        quantity: 0,
        reason: 'out_of_stock',
        message: `${soldOut.nameEn} is out of stock, so it is not in your cart.`,
      },
      {
        product_id: negative.id,
        variant_id: null,
        requested: 2,
        quantity: 0,
        reason: 'out_of_stock',
        message: `${negative.nameEn} is out of stock, so it is not in your cart.`,
      },
      {
        product_id: hidden.id,
        variant_id: null,
        requested: 1,
        quantity: 0,
        reason: 'unavailable',
        message: `${hidden.nameEn} is no longer available, so it is not in your cart.`,
      },
      {
        product_id: 2_000_000_000,
        variant_id: null,
        requested: 3,
        quantity: 0,
        reason: 'unavailable',
        message: 'We could not find product 2000000000, so it is not in your cart.',
      },
    ]);
    const arabic = await cart.save(body, 'ar-SA');
    expect(arabic.body.data.adjustments.map((adjustment) => adjustment.message)).toEqual([
      `نفد مخزون ${soldOut.nameAr}، لذا لا يوجد في سلتك.`,
      `نفد مخزون ${negative.nameAr}، لذا لا يوجد في سلتك.`,
      `لم يعد ${hidden.nameAr} متاحًا، لذا لا يوجد في سلتك.`,
      'لم نعثر على المنتج رقم 2000000000، لذا لا يوجد في سلتك.',
    ]);
    // The single-line form is held to the same rules; quantity 0 of such a product is simply nothing.
    const single = await cart.save({ product_id: soldOut.id, quantity: 1 });
    expect(single.body.data.adjustments.map((adjustment) => adjustment.reason)).toEqual(['out_of_stock']);
    expect((await cart.save({ product_id: hidden.id, quantity: 0 })).body.data.adjustments).toEqual([]);
    expect(lines((await cart.get()).body.data)).toEqual([[beans.id, 1]]);
  });

  it('refuses a product given twice with a 422 in the request language, and keeps the cart as it was', async () => {
    const cart = await newCart();
    await cart.save({ product_id: kettle.id, quantity: 1 });
    const twice = {
      products: [
        { product_id: beans.id, quantity: 1 },
        { product_id: grinder.id, quantity: 1 },
        { product_id: beans.id, quantity: 2 },
      ],
    };
    const english = expectError(await cart.save(twice), 422, 'DUPLICATE_CART_PRODUCT');
    expect(english).toEqual({
      message: 'Some of the request is not valid.',
      messages: ['Each product, or each option of a product, may appear only once in the cart.'],
      code: 'DUPLICATE_CART_PRODUCT',
    });
    const arabic = expectError(await cart.save(twice, 'ar-SA'), 422, 'DUPLICATE_CART_PRODUCT', 'ar-SA');
    expect(arabic.messages).toEqual([
      'لا يمكن أن يتكرر المنتج نفسه، أو الخيار نفسه من المنتج، في السلة أكثر من مرة.',
    ]);
    // Twice with quantity 0 is still twice.
    const zeros = {
      products: [
        { product_id: beans.id, quantity: 0 },
        { product_id: beans.id, quantity: 0 },
      ],
    };
    expectError(await cart.save(zeros), 422, 'DUPLICATE_CART_PRODUCT');
    expect(lines((await cart.get()).body.data)).toEqual([[kettle.id, 1]]);
  });

  it('answers a malformed body with a 400 that says what to fix', async () => {
    const cart = await newCart();
    for (const body of [
      { product_id: beans.id, quantity: -1 },
      { product_id: beans.id, quantity: 1000 },
      { product_id: beans.id, quantity: 1.5 },
      { product_id: 'beans', quantity: 1 },
      { product_id: beans.id },
      { products: [{ product_id: beans.id, quantity: -1 }] },
      { products: Array.from({ length: 101 }, (_, index) => ({ product_id: index + 1, quantity: 1 })) },
      { products: [{ product_id: beans.id, quantity: 1 }], product_id: beans.id, quantity: 1 },
      // A duplicate beside another fault is the other fault's 400, not a 422.
      {
        products: [
          { product_id: beans.id, quantity: 1 },
          { product_id: beans.id, quantity: -1 },
        ],
      },
      {},
    ]) {
      const english = await cart.save(body);
      expect(expectClientError(english, 400).code, JSON.stringify(body)).toBe('VALIDATION_ERROR');
      expectClientError(await cart.save(body, 'ar-SA'), 400, 'ar-SA');
    }
    expect(
      expectClientError(await cart.save({ products: [{ product_id: beans.id, quantity: -1 }] }), 400)
        .messages,
    ).toEqual(['products.0.quantity must be at least 0.']);
    expect((await cart.get()).body.data.items).toEqual([]);
  });

  it('refuses a 101st line with a 422', async () => {
    const many = await addProducts(
      ctx.database.db,
      Array.from({ length: 101 }, () => ({ stock: 5 })),
    );
    const cart = await newCart();
    const full = await cart.save({
      products: many.slice(0, 100).map((product) => ({ product_id: product.id, quantity: 1 })),
    });
    expect(full.body.data.details.totalItems).toBe(100);
    expectError(await cart.save({ product_id: many[100]!.id, quantity: 1 }), 422, 'CART_FULL');
    expectError(
      await cart.save({ product_id: many[100]!.id, quantity: 1 }, 'ar-SA'),
      422,
      'CART_FULL',
      'ar-SA',
    );
    // Changing a line it holds still works.
    const raised = await cart.save({ product_id: many[0]!.id, quantity: 2 });
    expect(raised.body.data.details.totalItems).toBe(101);
  });
});

describe('DELETE /shopping-cart/:product_id', () => {
  it('removes that line and answers the cart left; removing a line that is not there is fine', async () => {
    const [first, second] = await addProducts(ctx.database.db, [
      { price: 5_000, stock: 4 },
      { price: 7_500, stock: 4 },
    ]);
    const cart = await newCart();
    await cart.save({
      products: [
        { product_id: first!.id, quantity: 2 },
        { product_id: second!.id, quantity: 1 },
      ],
    });
    const removed = await cart.remove(first!.id);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({
      items: [lineOf(second!, 1)],
      details: { ...empty, sub_total: 7_500, total: 7_500, totalItems: 1 },
      adjustments: [],
    });
    const again = await cart.remove(first!.id, 'ar-SA');
    expect(again.status).toBe(200);
    expect(again.body.data.items).toEqual([lineOf(second!, 1, 'ar-SA')]);
    expect((await cart.remove(2_000_000_000)).status).toBe(200);
    expect(lines((await cart.get()).body.data)).toEqual([[second!.id, 1]]);
    // A shopper who never had a cart can remove too.
    expect((await (await newCart()).remove(second!.id)).body.data.items).toEqual([]);
  });

  it('answers a product id that is not a number with a 400 in the request language', async () => {
    const cart = await newCart();
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect(expectClientError(await cart.remove(id), 400).code).toBe('VALIDATION_ERROR');
      const arabic = expectClientError(await cart.remove(id, 'ar-SA'), 400, 'ar-SA');
      expect(arabic.code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('a stored cart when the catalog changes', () => {
  it('caps a stored line above the new stock, drops lines sold out or unpublished, reports each once', async () => {
    const db = ctx.database.db;
    const [capped, soldOut, hidden, steady] = await addProducts(db, [
      { price: 1_000, stock: 10 },
      { price: 2_000, stock: 10 },
      { price: 3_000, stock: 10 },
      { price: 4_000, stock: 10 },
    ]);
    const cart = await newCart();
    await cart.save({
      products: [capped!, soldOut!, hidden!, steady!].map((product) => ({
        product_id: product.id,
        quantity: 8,
      })),
    });
    await updateProduct(db, capped!, { stock: 5 });
    await updateProduct(db, soldOut!, { stock: 0 });
    await updateProduct(db, hidden!, { isActive: false });

    const read = await cart.get('ar-SA');
    expect(read.status).toBe(200);
    expect(read.body.data.items).toEqual([lineOf(capped!, 5, 'ar-SA'), lineOf(steady!, 8, 'ar-SA')]);
    expect(read.body.data.details).toEqual({
      ...empty,
      sub_total: 5 * 1_000 + 8 * 4_000,
      total: 5 * 1_000 + 8 * 4_000,
      totalItems: 13,
    });
    expect(read.body.data.adjustments).toEqual<CartAdjustment[]>([
      {
        product_id: capped!.id,
        variant_id: null,
        requested: 8,
        quantity: 5,
        reason: 'capped_at_stock',
        message: `لم يتبقَّ من ${capped!.nameAr} إلا ٥ قطع، لذا أصبحت الكمية في سلتك ٥.`,
      },
      {
        product_id: soldOut!.id,
        variant_id: null,
        requested: 8,
        quantity: 0,
        reason: 'out_of_stock',
        message: `نفد مخزون ${soldOut!.nameAr}، لذا لا يوجد في سلتك.`,
      },
      {
        product_id: hidden!.id,
        variant_id: null,
        requested: 8,
        quantity: 0,
        reason: 'unavailable',
        message: `لم يعد ${hidden!.nameAr} متاحًا، لذا لا يوجد في سلتك.`,
      },
    ]);
    // The stored cart was corrected: the next look has nothing to report.
    const next = await cart.get();
    expect(next.body.data.items).toEqual([lineOf(capped!, 5), lineOf(steady!, 8)]);
    expect(next.body.data.adjustments).toEqual([]);
    // Back in stock, the dropped products do not come back on their own.
    await updateProduct(db, soldOut!, { stock: 10 });
    expect(lines((await cart.get()).body.data)).toEqual([
      [capped!.id, 5],
      [steady!.id, 8],
    ]);
  });

  it('reports stale lines kept by a single-line change, and a delete corrects them too', async () => {
    const db = ctx.database.db;
    const [kept, changed] = await addProducts(db, [{ stock: 6 }, { stock: 6 }]);
    const cart = await newCart();
    await cart.save({ product_id: kept!.id, quantity: 6 });
    await updateProduct(db, kept!, { stock: 2 });
    const saved = await cart.save({ product_id: changed!.id, quantity: 1 });
    expect(lines(saved.body.data)).toEqual([
      [kept!.id, 2],
      [changed!.id, 1],
    ]);
    expect(saved.body.data.adjustments.map((a) => [a.product_id, a.reason, a.quantity])).toEqual([
      [kept!.id, 'capped_at_stock', 2],
    ]);
    await updateProduct(db, kept!, { stock: 0 });
    const removed = await cart.remove(changed!.id);
    expect(removed.body.data.items).toEqual([]);
    expect(removed.body.data.adjustments.map((a) => [a.product_id, a.reason])).toEqual([
      [kept!.id, 'out_of_stock'],
    ]);
  });
});

describe('one shopper, one cart', () => {
  it("never shows or changes another shopper's cart", async () => {
    const [mine, theirs] = await addProducts(ctx.database.db, [{ stock: 9 }, { stock: 9 }]);
    const alice = await newCart();
    const bob = await newCart();
    await alice.save({
      products: [
        { product_id: mine!.id, quantity: 2 },
        { product_id: theirs!.id, quantity: 3 },
      ],
    });
    const aliceBefore = (await alice.get()).body;

    expect((await bob.get()).body.data.items).toEqual([]);
    const bobRemoves = await bob.remove(mine!.id);
    expect(bobRemoves.body.data.items).toEqual([]);
    await bob.save({ product_id: theirs!.id, quantity: 1 });
    await bob.save({ products: [{ product_id: theirs!.id, quantity: 4 }] });
    expect(lines((await bob.get()).body.data)).toEqual([[theirs!.id, 4]]);

    expect((await alice.get()).body).toEqual(aliceBefore);
    expect(lines(aliceBefore.data)).toEqual([
      [mine!.id, 2],
      [theirs!.id, 3],
    ]);
  });
});

describe('concurrent changes of one cart', () => {
  let pool: TestProduct[];
  beforeAll(async () => {
    pool = await addProducts(
      ctx.database.db,
      Array.from({ length: 12 }, (_, index) => ({ price: 1_000 * (index + 1), stock: 50 })),
    );
  });

  const bodies = () =>
    Array.from({ length: 10 }, (_, index) => ({
      products: [pool[index]!, pool[index + 1]!, pool[(index + 5) % 12]!]
        .filter((product, at, all) => all.indexOf(product) === at)
        .map((product, at) => ({ product_id: product.id, quantity: index + at + 1 })),
    }));
  const asLines = (body: { products: { product_id: number; quantity: number }[] }) =>
    body.products.map((item) => [item.product_id, item.quantity]).sort((a, b) => a[0]! - b[0]!);

  it('leaves exactly the lines of one of many whole-cart saves sent at once', async () => {
    const shopper = await signUp(ctx.app);
    for (const round of [1, 2, 3]) {
      const cart = cartOf(shopper);
      const sent = bodies();
      const answers = await Promise.all(sent.map((body) => cart.save(body)));
      expect(
        answers.map((answer) => answer.status),
        `round ${round}`,
      ).toEqual(sent.map(() => 200));
      // Each answer is that request's own cart.
      answers.forEach((answer, index) => {
        expect(lines(answer.body.data).sort((a, b) => a[0]! - b[0]!)).toEqual(asLines(sent[index]!));
      });
      const final = lines((await cart.get()).body.data).sort((a, b) => a[0]! - b[0]!);
      expect(sent.map(asLines)).toContainEqual(final);
    }
  });

  it('keeps every line of single-line changes sent at once', async () => {
    const cart = await newCart();
    const answers = await Promise.all(
      pool.slice(0, 10).map((product, index) => cart.save({ product_id: product.id, quantity: index + 1 })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const final = (await cart.get()).body.data;
    expect(lines(final).sort((a, b) => a[0]! - b[0]!)).toEqual(
      pool.slice(0, 10).map((product, index) => [product.id, index + 1]),
    );
    expect(final.details.totalItems).toBe(55);
    // And removals at once leave nothing behind.
    const removals = await Promise.all(pool.slice(0, 10).map((product) => cart.remove(product.id)));
    expect(removals.map((answer) => answer.status)).toEqual(removals.map(() => 200));
    expect((await cart.get()).body.data.items).toEqual([]);
  });
});

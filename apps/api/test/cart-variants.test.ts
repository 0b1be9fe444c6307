import type { CartAdjustment } from '@coffee/contracts/cart';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, productVariants } from '../src/db/schema/index.js';
import { type AccountsContext, expectError, signUp } from './support/accounts.js';
import { expectClientError } from './support/api.js';
import { cartTools, EMPTY_DETAILS as empty, variantLines } from './support/cart.js';
import {
  addProduct,
  addProducts,
  addVariants,
  createShoppingApp,
  type TestProduct,
  type TestVariant,
  updateProduct,
  updateVariant,
} from './support/shopping.js';

// The cart of products sold in variants (grind, size, colour): each variant is a line of its own, at its own
// price and held to its own stock. The rules every line follows are in cart.test.ts.

let ctx: AccountsContext;
beforeAll(async () => {
  ctx = await createShoppingApp();
});
afterAll(() => ctx.close());

const { cartOf, newCart, lineOf, variantLineOf } = cartTools(() => ctx);

describe('products sold in variants', () => {
  /** A coffee in three sizes, as the catalog keeps it: price = the 250 g's, stock = all sizes'. */
  const sizedCoffee = async () => {
    const coffee = await addProduct(ctx.database.db);
    const [quarter, half, kilo] = await addVariants(ctx.database.db, coffee, [
      { nameEn: '250 g', nameAr: '250 جم', price: 25_000, beforeDiscount: 30_000, stock: 10 },
      { nameEn: '500 g', nameAr: '500 جم', price: 45_000, stock: 0 },
      { nameEn: '1 kg', nameAr: '1 كجم', price: 80_000, stock: 2 },
    ]);
    return { coffee, quarter: quarter!, half: half!, kilo: kilo! };
  };
  const groundCoffee = async () => {
    const beans = await addProduct(ctx.database.db);
    const [whole, espresso] = await addVariants(ctx.database.db, beans, [
      { kind: 'grind', nameEn: 'Whole bean', nameAr: 'حبوب كاملة', price: 30_000, stock: 5 },
      { kind: 'grind', nameEn: 'Espresso grind', nameAr: 'طحن إسبريسو', price: 30_000, stock: 5 },
    ]);
    return { beans, whole: whole!, espresso: espresso! };
  };
  let plain: TestProduct;
  beforeAll(async () => {
    plain = await addProduct(ctx.database.db, { price: 9_000, stock: 5 });
  });

  it('puts two variants of one product in two lines, each at its own price, named in the request language', async () => {
    const { coffee, quarter, kilo } = await sizedCoffee();
    const { beans, whole, espresso } = await groundCoffee();
    // What the bug charged: the product's own price and summed stock are the 250 g's and all sizes'.
    expect([coffee.price, coffee.stock]).toEqual([25_000, 12]);
    const cart = await newCart();
    const saved = await cart.save({
      products: [
        { product_id: coffee.id, variant_id: kilo.id, quantity: 1 },
        { product_id: coffee.id, variant_id: quarter.id, quantity: 2 },
        { product_id: plain.id, variant_id: null, quantity: 1 },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({
      items: [variantLineOf(coffee, kilo, 1), variantLineOf(coffee, quarter, 2), lineOf(plain, 1)],
      details: {
        ...empty,
        // The 250 g at its list price (300, on sale at 250): the sale is the discount.
        sub_total: 80_000 + 2 * 30_000 + 9_000,
        discount: 2 * 5_000,
        saleDiscount: 2 * 5_000,
        total: 139_000,
        totalItems: 4,
      },
      adjustments: [],
    });
    expect((await cart.get()).body).toEqual(saved.body);
    expect((await cart.get('ar-SA')).body.data.items).toEqual([
      variantLineOf(coffee, kilo, 1, 'ar-SA'),
      variantLineOf(coffee, quarter, 2, 'ar-SA'),
      lineOf(plain, 1, 'ar-SA'),
    ]);

    // The single-line form sets that variant's line only, which keeps its place; a new one comes last.
    const raised = await cart.save({ product_id: coffee.id, variant_id: quarter.id, quantity: 3 });
    expect(variantLines(raised.body.data)).toEqual([
      [coffee.id, kilo.id, 1],
      [coffee.id, quarter.id, 3],
      [plain.id, null, 1],
    ]);
    expect(raised.body.data.details).toMatchObject({
      sub_total: 80_000 + 3 * 30_000 + 9_000,
      total: 80_000 + 3 * 25_000 + 9_000,
    });
    await cart.save({ product_id: beans.id, variant_id: espresso.id, quantity: 1 });
    const removed = await cart.save({ product_id: coffee.id, variant_id: kilo.id, quantity: 0 });
    expect(variantLines(removed.body.data)).toEqual([
      [coffee.id, quarter.id, 3],
      [plain.id, null, 1],
      [beans.id, espresso.id, 1],
    ]);
    // A whole-cart save keeps the places of the lines it keeps and adds new variants last, in the order sent.
    const replaced = await cart.save({
      products: [
        { product_id: beans.id, variant_id: whole.id, quantity: 1 },
        { product_id: coffee.id, variant_id: quarter.id, quantity: 1 },
        { product_id: beans.id, variant_id: espresso.id, quantity: 2 },
      ],
    });
    expect(variantLines(replaced.body.data)).toEqual([
      [coffee.id, quarter.id, 1],
      [beans.id, espresso.id, 2],
      [beans.id, whole.id, 1],
    ]);
    expect(variantLines((await cart.get()).body.data)).toEqual(variantLines(replaced.body.data));
  });

  it("holds each variant's line to that variant's stock, and names the variant when it says so", async () => {
    const db = ctx.database.db;
    const { coffee, quarter, half, kilo } = await sizedCoffee();
    const cart = await newCart();
    const body = {
      products: [
        { product_id: coffee.id, variant_id: kilo.id, quantity: 5 },
        { product_id: coffee.id, variant_id: half.id, quantity: 1 },
        { product_id: coffee.id, variant_id: quarter.id, quantity: 10 },
      ],
    };
    const english = await cart.save(body);
    expect(english.status).toBe(200);
    expect(english.body.data.items).toEqual([
      variantLineOf(coffee, kilo, 2),
      variantLineOf(coffee, quarter, 10),
    ]);
    expect(english.body.data.adjustments).toEqual<CartAdjustment[]>([
      {
        product_id: coffee.id,
        variant_id: kilo.id,
        requested: 5,
        quantity: 2,
        reason: 'capped_at_stock',
        message: `Only 2 of ${coffee.nameEn} (1 kg) in stock, so your cart holds 2.`,
      },
      {
        product_id: coffee.id,
        variant_id: half.id,
        requested: 1,
        quantity: 0,
        reason: 'out_of_stock',
        message: `${coffee.nameEn} (500 g) is out of stock, so it is not in your cart.`,
      },
    ]);
    const arabic = await cart.save(body, 'ar-SA');
    expect(arabic.body.data.adjustments.map((adjustment) => adjustment.message)).toEqual([
      `لم يتبقَّ من ${coffee.nameAr} (1 كجم) إلا قطعتان، لذا أصبحت الكمية في سلتك ٢.`,
      `نفد مخزون ${coffee.nameAr} (500 جم)، لذا لا يوجد في سلتك.`,
    ]);

    // The merchant changes one size: its stored line follows, the other size's line does not move.
    await updateVariant(db, quarter, { stock: 4, price: 27_000 });
    const read = await cart.get();
    expect(read.body.data.items).toEqual([variantLineOf(coffee, kilo, 2), variantLineOf(coffee, quarter, 4)]);
    expect(read.body.data.details).toMatchObject({
      sub_total: 2 * 80_000 + 4 * 30_000,
      total: 2 * 80_000 + 4 * 27_000,
    });
    expect(
      read.body.data.adjustments.map((a) => [a.variant_id, a.requested, a.quantity, a.reason, a.price_was]),
    ).toEqual([
      [quarter.id, 10, 4, 'capped_at_stock', undefined],
      // The size's new price is pointed out against the one the shopper added it at.
      [quarter.id, 10, 4, 'price_changed', 25_000],
    ]);
    await updateVariant(db, kilo, { stock: 0 });
    const soldOut = await cart.get();
    expect(soldOut.body.data.items).toEqual([variantLineOf(coffee, quarter, 4)]);
    expect(soldOut.body.data.adjustments.map((a) => [a.variant_id, a.reason])).toEqual([
      [kilo.id, 'out_of_stock'],
      // Capped by the store, not set again by the shopper: the new price is still pointed out.
      [quarter.id, 'price_changed'],
    ]);
  });

  it('asks for a size, grind or colour of a product sold in variants, in English and Arabic', async () => {
    const { coffee } = await sizedCoffee();
    const { beans } = await groundCoffee();
    const mug = await addProduct(ctx.database.db);
    await addVariants(ctx.database.db, mug, [
      { kind: 'color', nameEn: 'Black', nameAr: 'أسود', price: 20_000, stock: 3 },
      { kind: 'color', nameEn: 'White', nameAr: 'أبيض', price: 20_000, stock: 3 },
    ]);
    const cart = await newCart();
    const body = {
      products: [
        { product_id: coffee.id, quantity: 1 },
        { product_id: beans.id, variant_id: null, quantity: 2 },
        { product_id: plain.id, quantity: 1 },
        { product_id: mug.id, quantity: 1 },
      ],
    };
    const english = await cart.save(body);
    expect(english.status).toBe(200);
    expect(english.body.data.items).toEqual([lineOf(plain, 1)]);
    expect(english.body.data.adjustments).toEqual<CartAdjustment[]>([
      {
        product_id: coffee.id,
        variant_id: null,
        requested: 1,
        quantity: 0,
        reason: 'variant_required',
        message: `${coffee.nameEn} comes in several sizes: choose one on its page to add it to your cart.`,
      },
      {
        product_id: beans.id,
        variant_id: null,
        requested: 2,
        quantity: 0,
        reason: 'variant_required',
        message: `${beans.nameEn} comes in several grinds: choose one on its page to add it to your cart.`,
      },
      {
        product_id: mug.id,
        variant_id: null,
        requested: 1,
        quantity: 0,
        reason: 'variant_required',
        message: `${mug.nameEn} comes in several colours: choose one on its page to add it to your cart.`,
      },
    ]);
    const arabic = await cart.save(body, 'ar-SA');
    expect(arabic.body.data.adjustments.map((adjustment) => adjustment.message)).toEqual([
      `يتوفر ${coffee.nameAr} بعدة أحجام: اختر أحدها من صفحته لإضافته إلى سلتك.`,
      `يتوفر ${beans.nameAr} بعدة درجات طحن: اختر إحداها من صفحته لإضافته إلى سلتك.`,
      `يتوفر ${mug.nameAr} بعدة ألوان: اختر أحدها من صفحته لإضافته إلى سلتك.`,
    ]);
    // The single-line form too; the cart stays as it was.
    const single = await cart.save({ product_id: coffee.id, quantity: 1 });
    expect(single.body.data.adjustments.map((a) => [a.product_id, a.reason])).toEqual([
      [coffee.id, 'variant_required'],
    ]);
    expect(variantLines(single.body.data)).toEqual([[plain.id, null, 1]]);
  });

  it("leaves out a variant that is not the product's own, or one named for a plain product, as unavailable", async () => {
    const db = ctx.database.db;
    const { coffee, quarter, kilo } = await sizedCoffee();
    const { whole } = await groundCoffee();
    const cart = await newCart();
    const body = {
      products: [
        { product_id: coffee.id, variant_id: whole.id, quantity: 1 },
        { product_id: plain.id, variant_id: kilo.id, quantity: 2 },
        { product_id: coffee.id, variant_id: 2_000_000_000, quantity: 3 },
        { product_id: coffee.id, variant_id: quarter.id, quantity: 1 },
      ],
    };
    const english = await cart.save(body);
    expect(english.status).toBe(200);
    expect(english.body.data.items).toEqual([variantLineOf(coffee, quarter, 1)]);
    expect(english.body.data.adjustments).toEqual<CartAdjustment[]>([
      {
        product_id: coffee.id,
        variant_id: whole.id,
        requested: 1,
        quantity: 0,
        reason: 'unavailable',
        message: `The option you chose for ${coffee.nameEn} is not available, so it is not in your cart.`,
      },
      {
        product_id: plain.id,
        variant_id: kilo.id,
        requested: 2,
        quantity: 0,
        reason: 'unavailable',
        message: `The option you chose for ${plain.nameEn} is not available, so it is not in your cart.`,
      },
      {
        product_id: coffee.id,
        variant_id: 2_000_000_000,
        requested: 3,
        quantity: 0,
        reason: 'unavailable',
        message: `The option you chose for ${coffee.nameEn} is not available, so it is not in your cart.`,
      },
    ]);
    expect((await cart.save(body, 'ar-SA')).body.data.adjustments.map((a) => a.message)).toEqual([
      `الخيار الذي اخترته من ${coffee.nameAr} غير متاح، لذا لا يوجد في سلتك.`,
      `الخيار الذي اخترته من ${plain.nameAr} غير متاح، لذا لا يوجد في سلتك.`,
      `الخيار الذي اخترته من ${coffee.nameAr} غير متاح، لذا لا يوجد في سلتك.`,
    ]);
    // A product sold in variants that is no longer sold takes its variants' lines with it, each named.
    await cart.save({ product_id: coffee.id, variant_id: kilo.id, quantity: 1 });
    await updateProduct(db, coffee, { isActive: false });
    const read = await cart.get();
    expect(read.body.data.items).toEqual([]);
    expect(read.body.data.adjustments.map((a) => [a.variant_id, a.reason, a.message])).toEqual([
      [
        quarter.id,
        'unavailable',
        `${coffee.nameEn} (250 g) is no longer available, so it is not in your cart.`,
      ],
      [kilo.id, 'unavailable', `${coffee.nameEn} (1 kg) is no longer available, so it is not in your cart.`],
    ]);
  });

  it("removes one variant's line with variant_id, and every line of the product without it", async () => {
    const { coffee, quarter, kilo } = await sizedCoffee();
    const { beans, espresso } = await groundCoffee();
    const cart = await newCart();
    await cart.save({
      products: [
        { product_id: coffee.id, variant_id: quarter.id, quantity: 1 },
        { product_id: plain.id, quantity: 1 },
        { product_id: coffee.id, variant_id: kilo.id, quantity: 2 },
        { product_id: beans.id, variant_id: espresso.id, quantity: 1 },
      ],
    });
    const one = await cart.remove(coffee.id, 'en-US', kilo.id);
    expect(one.status).toBe(200);
    expect(variantLines(one.body.data)).toEqual([
      [coffee.id, quarter.id, 1],
      [plain.id, null, 1],
      [beans.id, espresso.id, 1],
    ]);
    // A variant the cart does not hold, or a variant of a plain product's line, removes nothing.
    expect(variantLines((await cart.remove(coffee.id, 'en-US', kilo.id)).body.data)).toHaveLength(3);
    expect(variantLines((await cart.remove(plain.id, 'en-US', quarter.id)).body.data)).toHaveLength(3);
    const all = await cart.remove(coffee.id);
    expect(variantLines(all.body.data)).toEqual([
      [plain.id, null, 1],
      [beans.id, espresso.id, 1],
    ]);
    const arabic = await cart.remove(beans.id, 'ar-SA');
    expect(arabic.body.data.items).toEqual([lineOf(plain, 1, 'ar-SA')]);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect(expectClientError(await cart.remove(plain.id, 'en-US', id), 400).code).toBe('VALIDATION_ERROR');
      expectClientError(await cart.remove(plain.id, 'ar-SA', id), 400, 'ar-SA');
    }
    expect(variantLines((await cart.get()).body.data)).toEqual([[plain.id, null, 1]]);
  });

  it('refuses a line (product and variant) given twice with a 422, and takes two variants of one product', async () => {
    const { coffee, quarter, kilo } = await sizedCoffee();
    const cart = await newCart();
    for (const products of [
      [
        { product_id: coffee.id, variant_id: quarter.id, quantity: 1 },
        { product_id: coffee.id, variant_id: quarter.id, quantity: 2 },
      ],
      // No variant and a null one are the same line.
      [
        { product_id: plain.id, quantity: 1 },
        { product_id: plain.id, variant_id: null, quantity: 1 },
      ],
    ]) {
      expectError(await cart.save({ products }), 422, 'DUPLICATE_CART_PRODUCT');
      expectError(await cart.save({ products }, 'ar-SA'), 422, 'DUPLICATE_CART_PRODUCT', 'ar-SA');
    }
    expect((await cart.get()).body.data.items).toEqual([]);
    const two = await cart.save({
      products: [
        { product_id: coffee.id, variant_id: quarter.id, quantity: 1 },
        { product_id: coffee.id, variant_id: kilo.id, quantity: 1 },
        { product_id: coffee.id, quantity: 1 },
      ],
    });
    expect(two.status).toBe(200);
    expect(variantLines(two.body.data)).toEqual([
      [coffee.id, quarter.id, 1],
      [coffee.id, kilo.id, 1],
    ]);
    expect(two.body.data.adjustments.map((a) => a.reason)).toEqual(['variant_required']);
  });

  it('keeps plain lines as they were stored, and asks for a variant once their product is sold in variants', async () => {
    const db = ctx.database.db;
    const product = await addProduct(db, { price: 12_000, stock: 6 });
    const cart = await newCart();
    await cart.save({
      products: [
        { product_id: product.id, quantity: 2 },
        { product_id: plain.id, quantity: 1 },
      ],
    });
    // A plain line is stored without a variant, as every line was before variants could be bought.
    const stored = await db
      .select({ variantId: cartLines.variantId, quantity: cartLines.quantity })
      .from(cartLines)
      .where(eq(cartLines.productId, product.id));
    expect(stored).toEqual([{ variantId: null, quantity: 2 }]);
    expect((await cart.get()).body.data.items).toEqual([lineOf(product, 2), lineOf(plain, 1)]);

    const [small] = await addVariants(db, product, [
      { nameEn: 'Small', nameAr: 'صغير', price: 12_000, stock: 3 },
      { nameEn: 'Large', nameAr: 'كبير', price: 20_000, stock: 3 },
    ]);
    const read = await cart.get();
    expect(read.body.data.items).toEqual([lineOf(plain, 1)]);
    expect(read.body.data.adjustments).toEqual<CartAdjustment[]>([
      {
        product_id: product.id,
        variant_id: null,
        requested: 2,
        quantity: 0,
        reason: 'variant_required',
        message: `${product.nameEn} comes in several sizes: choose one on its page to add it to your cart.`,
      },
    ]);
    expect((await cart.get()).body.data.adjustments).toEqual([]);
    const chosen = await cart.save({ product_id: product.id, variant_id: small!.id, quantity: 2 });
    expect(chosen.body.data.items).toEqual([lineOf(plain, 1), variantLineOf(product, small!, 2)]);
  });

  it('loses the line of a variant the merchant deletes (the line refers to it), and nothing else', async () => {
    const db = ctx.database.db;
    const { coffee, quarter, kilo } = await sizedCoffee();
    const cart = await newCart();
    await cart.save({
      products: [
        { product_id: coffee.id, variant_id: kilo.id, quantity: 1 },
        { product_id: coffee.id, variant_id: quarter.id, quantity: 1 },
      ],
    });
    await db.delete(productVariants).where(eq(productVariants.id, kilo.id));
    const read = await cart.get();
    expect(read.body.data.items).toEqual([variantLineOf(coffee, quarter, 1)]);
    // NOTE: the line went with the variant (ON DELETE CASCADE), so there is nothing left to report it by.
    expect(read.body.data.adjustments).toEqual([]);
    // Named again, the deleted variant is reported like any variant that is not the product's.
    const again = await cart.save({ product_id: coffee.id, variant_id: kilo.id, quantity: 1 });
    expect(again.body.data.adjustments.map((a) => [a.variant_id, a.reason])).toEqual([
      [kilo.id, 'unavailable'],
    ]);
  });
});

describe('concurrent changes of a cart with variants', () => {
  /** Plain products beside the variants. */
  let pool: TestProduct[];
  /** Three products in four sizes each; every size in stock. */
  let sized: { product: TestProduct; variants: TestVariant[] }[];
  beforeAll(async () => {
    pool = await addProducts(
      ctx.database.db,
      Array.from({ length: 10 }, () => ({ stock: 50 })),
    );
    const made = await addProducts(ctx.database.db, [{}, {}, {}]);
    sized = await Promise.all(
      made.map(async (product, at) => ({
        product,
        variants: await addVariants(
          ctx.database.db,
          product,
          [1, 2, 3, 4].map((size) => ({ price: 1_000 * (at * 4 + size), stock: 50 })),
        ),
      })),
    );
  });

  type Item = { product_id: number; variant_id: number | null; quantity: number };
  const key = (line: (number | null)[]) => `${line[0]}:${line[1]}`;
  const sorted = (all: (number | null)[][]) => [...all].sort((a, b) => key(a).localeCompare(key(b)));
  /** Ten whole carts: each two or three sizes of one product, another product's size and a plain product. */
  const variantBodies = () =>
    Array.from({ length: 10 }, (_, index) => {
      const { product, variants } = sized[index % 3]!;
      const other = sized[(index + 1) % 3]!;
      const items: Item[] = [
        ...variants.slice(index % 2, 3).map((variant, at) => ({
          product_id: product.id,
          variant_id: variant.id,
          quantity: index + at + 1,
        })),
        { product_id: other.product.id, variant_id: other.variants[index % 4]!.id, quantity: 1 },
        { product_id: pool[index]!.id, variant_id: null, quantity: index + 1 },
      ];
      return { products: items };
    });
  const itemLines = (body: { products: Item[] }) =>
    sorted(body.products.map((item) => [item.product_id, item.variant_id, item.quantity]));

  it('leaves exactly the lines of one of many whole-cart saves of variants sent at once', async () => {
    const shopper = await signUp(ctx.app);
    for (const round of [1, 2, 3]) {
      const cart = cartOf(shopper);
      const sent = variantBodies();
      const answers = await Promise.all(sent.map((body) => cart.save(body)));
      expect(
        answers.map((answer) => answer.status),
        `round ${round}`,
      ).toEqual(sent.map(() => 200));
      answers.forEach((answer, index) => {
        expect(answer.body.data.adjustments).toEqual([]);
        expect(sorted(variantLines(answer.body.data))).toEqual(itemLines(sent[index]!));
      });
      const final = sorted(variantLines((await cart.get()).body.data));
      expect(sent.map(itemLines)).toContainEqual(final);
    }
  });

  it('keeps every variant line of single-line changes sent at once, and removes them all at once', async () => {
    const cart = await newCart();
    const wanted = sized.flatMap(({ product, variants }) =>
      variants.map((variant, at) => ({ product_id: product.id, variant_id: variant.id, quantity: at + 1 })),
    );
    const answers = await Promise.all(wanted.map((item) => cart.save(item)));
    expect(answers.map((answer) => answer.status)).toEqual(wanted.map(() => 200));
    const final = (await cart.get()).body.data;
    expect(sorted(variantLines(final))).toEqual(itemLines({ products: wanted }));
    expect(final.details.sub_total).toBe(
      sized
        .flatMap(({ variants }) => variants.map((variant, at) => variant.price * (at + 1)))
        .reduce((sum, amount) => sum + amount, 0),
    );
    // One variant's removals and whole-product removals at once leave nothing behind.
    const removals = await Promise.all([
      ...sized[0]!.variants.map((variant) => cart.remove(sized[0]!.product.id, 'en-US', variant.id)),
      ...sized.map(({ product }) => cart.remove(product.id)),
    ]);
    expect(removals.map((answer) => answer.status)).toEqual(removals.map(() => 200));
    expect((await cart.get()).body.data.items).toEqual([]);
  });

  it('answers a save of a variant being deleted by waiting for the delete, then reporting the variant', async () => {
    const db = ctx.database.db;
    const product = await addProduct(db);
    const [variant] = await addVariants(db, product, [{ price: 5_000, stock: 5 }]);
    const cart = await newCart();
    let saving: ReturnType<typeof cart.save> | undefined;
    // The merchant's delete is under way (not yet committed) when the shopper saves: the save must wait
    // for it on the variant's row rather than write a line for a variant about to vanish (a 500).
    await db.transaction(async (tx) => {
      await tx.delete(productVariants).where(eq(productVariants.id, variant!.id));
      saving = cart.save({ product_id: product.id, variant_id: variant!.id, quantity: 1 });
      await new Promise((resolve) => setTimeout(resolve, 150));
    });
    const saved = await saving!;
    expect(saved.status).toBe(200);
    expect(saved.body.data.items).toEqual([]);
    expect(saved.body.data.adjustments.map((a) => [a.variant_id, a.reason])).toEqual([
      [variant!.id, 'unavailable'],
    ]);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema/index.js';
import { defaultRateLimits, scaleRateLimits } from '../src/lib/rate-limits.js';
import { type AccountsContext, call, expectError } from './support/accounts.js';
import { addCoupon, type CouponFields, cairoAddress, couponUses, shopperWith } from './support/checkout.js';
import { addProduct, createShoppingApp, type TestProduct } from './support/shopping.js';

// POST /checkCoupon and the coupon in the summary and the order: every rule, in both languages. Every code
// the shopper cannot use answers the same sentence (no such code, retired, expired, not yet, used up, first
// order only, below the minimum, out of scope): a guesser cannot tell a live code from none. Only a code the
// shopper has used up themselves says so. Wrong codes are counted per account and per address.

const NOT_USABLE =
  'This code cannot be used on this order. Check how it is spelled, and the offer’s terms: its dates, the minimum order and the products it covers.';
const NOT_USABLE_AR =
  'لا يمكن استخدام هذا الرمز في هذا الطلب. تأكد من كتابته بشكل صحيح ومن شروط العرض: مدته والحد الأدنى للطلب والمنتجات التي يشملها.';

let ctx: AccountsContext;
beforeAll(async () => {
  ctx = await createShoppingApp();
});
afterAll(() => ctx.close());
const db = () => ctx.database.db;

/** The reason a refused code gives, after checking the refusal's shape and language. */
async function refusal(
  fields: CouponFields,
  lines: [TestProduct, number][],
  lang: 'en-US' | 'ar-SA' = 'en-US',
) {
  const coupon = await addCoupon(db(), fields);
  const { checkout } = await shopperWith(ctx, lines);
  const response = await checkout.checkCoupon(coupon.code, lang);
  const body = expectError(response, 422, 'INVALID_COUPON', lang);
  expect(body.message).toBe(lang === 'ar-SA' ? 'كوبون غير صالح' : 'Invalid Coupon');
  expect(body.messages).toHaveLength(1);
  return body.messages![0];
}

describe('POST /checkCoupon', () => {
  let beans: TestProduct;
  beforeAll(async () => {
    beans = await addProduct(db(), { price: 40_000, stock: 100 });
  });

  it('takes a percent off the cart, whatever case the code is typed in, and says so in both languages', async () => {
    const coupon = await addCoupon(db(), { kind: 'percent', value: 15 });
    const { checkout } = await shopperWith(ctx, [[beans, 2]]);
    const checked = await checkout.checkCoupon(coupon.code.toLowerCase());
    expect(checked.status).toBe(200);
    expect(checked.body.data).toEqual({
      code: coupon.code,
      kind: 'percent',
      value: 15,
      discount: 12_000,
      message: 'Coupon added successfully',
    });
    expect((await checkout.checkCoupon(`  ${coupon.code}  `, 'ar-SA')).body.data.message).toBe(
      'تمت إضافة الكوبون بنجاح',
    );
    // Checking does not use it up.
    expect(await couponUses(db(), coupon.id)).toBe(0);
  });

  it('takes a fixed amount, never more than the cart costs', async () => {
    const fixed = await addCoupon(db(), { kind: 'fixed', value: 5_000 });
    const huge = await addCoupon(db(), { kind: 'fixed', value: 10_000_000 });
    const { checkout } = await shopperWith(ctx, [[beans, 1]]);
    expect((await checkout.checkCoupon(fixed.code)).body.data.discount).toBe(5_000);
    expect((await checkout.checkCoupon(huge.code)).body.data.discount).toBe(40_000);
  });

  it('caps a percent at the maximum discount', async () => {
    const coupon = await addCoupon(db(), { kind: 'percent', value: 50, maxDiscount: 15_000 });
    const { checkout } = await shopperWith(ctx, [[beans, 3]]);
    expect((await checkout.checkCoupon(coupon.code)).body.data.discount).toBe(15_000);
  });

  it('refuses an unknown or retired code', async () => {
    const { checkout } = await shopperWith(ctx, [[beans, 1]]);
    const unknown = expectError(await checkout.checkCoupon('NO-SUCH-CODE'), 422, 'INVALID_COUPON');
    expect(unknown.messages).toEqual([NOT_USABLE]);
    expect(await refusal({ isActive: false }, [[beans, 1]])).toBe(NOT_USABLE);
  });

  it('holds start and end dates, read and shown in Cairo time', async () => {
    // Midnight in Cairo is 22:00 UTC the day before (UTC+2 in winter).
    const startsAt = new Date('2099-01-01T00:00:00+02:00');
    expect(await refusal({ startsAt }, [[beans, 1]])).toBe(NOT_USABLE);
    const endsAt = new Date('2020-12-31T23:59:00+02:00');
    expect(await refusal({ endsAt }, [[beans, 1]])).toBe(NOT_USABLE);
    expect(await refusal({ endsAt }, [[beans, 1]], 'ar-SA')).toBe(NOT_USABLE_AR);
    const now = ctx.clock.now();
    const open = await addCoupon(db(), {
      startsAt: new Date(now.getTime() - 60_000),
      endsAt: new Date(now.getTime() + 60_000),
    });
    const { checkout } = await shopperWith(ctx, [[beans, 1]]);
    expect((await checkout.checkCoupon(open.code)).status).toBe(200);
  });

  it('holds the minimum subtotal', async () => {
    expect(await refusal({ minSubtotal: 50_000 }, [[beans, 1]])).toBe(NOT_USABLE);
    expect(await refusal({ minSubtotal: 50_000 }, [[beans, 1]], 'ar-SA')).toBe(NOT_USABLE_AR);
    const coupon = await addCoupon(db(), { minSubtotal: 80_000 });
    const { checkout } = await shopperWith(ctx, [[beans, 2]]);
    expect((await checkout.checkCoupon(coupon.code)).status).toBe(200);
  });

  it('holds the total limit and the per-shopper limit, and gives a use back when its order is canceled', async () => {
    expect(await refusal({ usageLimit: 3, usedCount: 3 }, [[beans, 1]])).toBe(NOT_USABLE);
    const coupon = await addCoupon(db(), { perUserLimit: 1, kind: 'fixed', value: 1_000 });
    const { checkout } = await shopperWith(ctx, [[beans, 1]]);
    const placed = await checkout.place({
      address: await cairoAddress(db()),
      payment_method: 'cod',
      coupon: coupon.code,
      use_wallet: false,
    });
    expect(placed.body.data.DiscountAmount).toBe(1_000);
    await checkout.setCart([{ product_id: beans.id, quantity: 1 }]);
    const again = expectError(await checkout.checkCoupon(coupon.code), 422, 'INVALID_COUPON');
    expect(again.messages).toEqual(['You have already used this coupon as many times as it allows.']);
    await checkout.cancel(placed.body.data.number);
    expect(await couponUses(db(), coupon.id)).toBe(0);
    expect((await checkout.checkCoupon(coupon.code)).status).toBe(200);
  });

  it('keeps a first-order coupon for shoppers without an order, a canceled one not counting', async () => {
    const coupon = await addCoupon(db(), { firstOrderOnly: true });
    const { checkout } = await shopperWith(ctx, [[beans, 1]]);
    expect((await checkout.checkCoupon(coupon.code)).status).toBe(200);
    const address = await cairoAddress(db());
    const first = await checkout.place({ address, payment_method: 'cod', use_wallet: false });
    await checkout.setCart([{ product_id: beans.id, quantity: 1 }]);
    const refused = expectError(
      await checkout.checkCoupon(coupon.code, 'ar-SA'),
      422,
      'INVALID_COUPON',
      'ar-SA',
    );
    expect(refused.messages).toEqual([NOT_USABLE_AR]);
    await checkout.cancel(first.body.data.number);
    expect((await checkout.checkCoupon(coupon.code)).status).toBe(200);
    // The demo's WELCOME10 is such a coupon.
    expect((await checkout.checkCoupon('welcome10')).body.data).toMatchObject({
      code: 'WELCOME10',
      discount: 4_000,
    });
  });

  it('discounts only lines in its scope, and refuses a cart with none', async () => {
    const [home] = await db()
      .select({ categoryId: products.categoryId, brandId: products.brandId })
      .from(products)
      .where(eq(products.id, beans.id));
    const otherBrand = await addProduct(db(), { price: 10_000, stock: 10 });
    const scoped = await addCoupon(db(), { kind: 'percent', value: 10, brandIds: [home!.brandId + 100_000] });
    expect(await refusal({ brandIds: [home!.brandId + 100_000] }, [[beans, 1]])).toBe(NOT_USABLE);
    const inScope = await addCoupon(db(), { kind: 'percent', value: 10, categoryIds: [home!.categoryId] });
    const { checkout } = await shopperWith(ctx, [
      [beans, 1],
      [otherBrand, 1],
    ]);
    expect((await checkout.checkCoupon(inScope.code)).body.data.discount).toBe(5_000);
    expect((await checkout.checkCoupon(scoped.code)).status).toBe(422);
    // Move one product out of the category: only the other line is discounted.
    const [elsewhere] = await db()
      .select({ categoryId: products.categoryId })
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(products.categoryId);
    const outside = await addProduct(db(), { price: 30_000, stock: 10 });
    const otherCategory =
      elsewhere!.categoryId === home!.categoryId ? home!.categoryId + 1 : elsewhere!.categoryId;
    await db().update(products).set({ categoryId: otherCategory }).where(eq(products.id, outside.id));
    await checkout.setCart([
      { product_id: beans.id, quantity: 1 },
      { product_id: outside.id, quantity: 1 },
    ]);
    expect((await checkout.checkCoupon(inScope.code)).body.data.discount).toBe(4_000);
  });

  it('shows a coupon that does not apply in the summary as coupon_error, discounting nothing', async () => {
    const coupon = await addCoupon(db(), { minSubtotal: 1_000_000 });
    const { checkout } = await shopperWith(ctx, [[beans, 1]]);
    const summary = await checkout.summary({ coupon: coupon.code });
    expect(summary.body.data).toMatchObject({
      DiscountAmount: 0,
      coupon: null,
      coupon_error: { message: NOT_USABLE },
      DiscountedTotal: 40_000,
    });
    const placed = await checkout.place({
      address: await cairoAddress(db()),
      payment_method: 'cod',
      coupon: coupon.code,
      use_wallet: false,
    });
    expect(expectError(placed, 422, 'INVALID_COUPON').messages).toEqual([NOT_USABLE]);
  });
});

describe('wrong coupon codes', () => {
  let limited: AccountsContext;
  let beans: TestProduct;
  beforeAll(async () => {
    limited = await createShoppingApp({
      rateLimits: { ...scaleRateLimits(defaultRateLimits, 1000), couponMiss: defaultRateLimits.couponMiss },
    });
    beans = await addProduct(limited.database.db, { price: 40_000, stock: 100 });
  });
  afterAll(() => limited.close());

  const guess = (token: string, code: string, ip: string, lang: 'en-US' | 'ar-SA' = 'en-US') =>
    call(limited.app, 'POST', '/checkCoupon', { token, ip, body: { code }, query: { lang } });

  it('answer 429 after 10 an hour for one account, wherever they come from, and a real code then waits too', async () => {
    const coupon = await addCoupon(limited.database.db, { kind: 'percent', value: 10 });
    const { buyer, checkout } = await shopperWith(limited, [[beans, 1]]);
    // A code that applies costs nothing, however often the checkout re-prices with it.
    for (let i = 0; i < 12; i += 1)
      expect((await checkout.summary({ coupon: coupon.code })).status).toBe(200);
    for (let i = 0; i < 10; i += 1) {
      expect((await guess(buyer.token, `GUESS${i}`, `192.0.2.${i + 1}`)).status).toBe(422);
    }
    const refused = await guess(buyer.token, 'GUESS10', '192.0.2.99', 'ar-SA');
    expectError(refused, 429, 'RATE_LIMITED', 'ar-SA');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(55 * 60);
    // The summary and the order are the same oracle, and refused alike.
    expectError(await checkout.summary({ coupon: 'GUESS11' }), 429, 'RATE_LIMITED');
    expectError(await checkout.summary({ coupon: coupon.code }), 429, 'RATE_LIMITED');
    // Without a code the checkout goes on.
    expect((await checkout.summary()).status).toBe(200);
  });

  it('answer 429 after 30 an hour from one address, whatever the accounts', async () => {
    const ip = '192.0.2.200';
    for (let i = 0; i < 30; i += 1) {
      const { buyer } = await shopperWith(limited, [[beans, 1]]);
      expect((await guess(buyer.token, `ADDR${i}`, ip)).status).toBe(422);
    }
    const { buyer } = await shopperWith(limited, [[beans, 1]]);
    expectError(await guess(buyer.token, 'ADDR30', ip), 429, 'RATE_LIMITED');
    expect((await guess(buyer.token, 'ADDR30', '192.0.2.201')).status).toBe(422);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema/index.js';
import { type AccountsContext, expectError } from './support/accounts.js';
import { addCoupon, type CouponFields, cairoAddress, couponUses, shopperWith } from './support/checkout.js';
import { addProduct, createShoppingApp, type TestProduct } from './support/shopping.js';

// POST /checkCoupon and the coupon in the summary and the order: every rule, its reason in both languages.

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
    expect(unknown.messages).toEqual(['There is no coupon with this code.']);
    expect(await refusal({ isActive: false }, [[beans, 1]])).toBe('This coupon is no longer available.');
  });

  it('holds start and end dates, read and shown in Cairo time', async () => {
    // Midnight in Cairo is 22:00 UTC the day before (UTC+2 in winter).
    const startsAt = new Date('2099-01-01T00:00:00+02:00');
    expect(await refusal({ startsAt }, [[beans, 1]])).toBe('This coupon can be used from 1 Jan 2099, 00:00.');
    const endsAt = new Date('2020-12-31T23:59:00+02:00');
    expect(await refusal({ endsAt }, [[beans, 1]])).toBe('This coupon expired on 31 Dec 2020, 23:59.');
    expect(await refusal({ endsAt }, [[beans, 1]], 'ar-SA')).toMatch(/^انتهت صلاحية هذا الكوبون في .+٢٠٢٠/);
    const now = ctx.clock.now();
    const open = await addCoupon(db(), {
      startsAt: new Date(now.getTime() - 60_000),
      endsAt: new Date(now.getTime() + 60_000),
    });
    const { checkout } = await shopperWith(ctx, [[beans, 1]]);
    expect((await checkout.checkCoupon(open.code)).status).toBe(200);
  });

  it('holds the minimum subtotal, naming it', async () => {
    expect(await refusal({ minSubtotal: 50_000 }, [[beans, 1]])).toBe(
      'This coupon needs a subtotal of at least EGP 500.00.',
    );
    expect(await refusal({ minSubtotal: 50_000 }, [[beans, 1]], 'ar-SA')).toMatch(/٥٠٠/);
    const coupon = await addCoupon(db(), { minSubtotal: 80_000 });
    const { checkout } = await shopperWith(ctx, [[beans, 2]]);
    expect((await checkout.checkCoupon(coupon.code)).status).toBe(200);
  });

  it('holds the total limit and the per-shopper limit, and gives a use back when its order is canceled', async () => {
    expect(await refusal({ usageLimit: 3, usedCount: 3 }, [[beans, 1]])).toBe(
      'This coupon has been used up.',
    );
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
    expect(refused.messages).toEqual(['هذا الكوبون لطلبك الأول فقط.']);
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
    expect(await refusal({ brandIds: [home!.brandId + 100_000] }, [[beans, 1]])).toBe(
      'This coupon does not apply to the items in your cart.',
    );
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
      coupon_error: { message: 'This coupon needs a subtotal of at least EGP 10,000.00.' },
      DiscountedTotal: 40_000,
    });
    const placed = await checkout.place({
      address: await cairoAddress(db()),
      payment_method: 'cod',
      coupon: coupon.code,
      use_wallet: false,
    });
    expect(expectError(placed, 422, 'INVALID_COUPON').messages).toEqual([
      'This coupon needs a subtotal of at least EGP 10,000.00.',
    ]);
  });
});

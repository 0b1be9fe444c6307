import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsContext, expectError } from './support/accounts.js';
import {
  addCoupon,
  cairoAddress,
  checkoutOf,
  makeBuyer,
  setStoreSettings,
  setWallet,
  walletBalance,
  zoneFee,
} from './support/checkout.js';
import { addProducts, createShoppingApp } from './support/shopping.js';

// GET /orders/summary and GET /payment-methods: the cart priced from the database, delivery by zone, the
// wallet, and the arithmetic that POST /orders then charges.

let ctx: AccountsContext;
beforeAll(async () => {
  ctx = await createShoppingApp();
});
afterAll(() => ctx.close());
const db = () => ctx.database.db;

const GOVERNORATES = { cairo: 1, alexandria: 3, aswan: 15, southSinai: 21 };

describe('delivery fees', () => {
  it('charges by zone (Greater Cairo least, remote governorates most), 0 before an address, free from the threshold', async () => {
    const [beans] = await addProducts(db(), [{ price: 20_000, stock: 100 }]);
    const buyer = await makeBuyer(ctx);
    const checkout = checkoutOf(() => ctx, buyer);
    await checkout.setCart([{ product_id: beans!.id, quantity: 1 }]);
    const fees = [];
    for (const id of Object.values(GOVERNORATES)) {
      fees.push((await checkout.summary({ governorate_id: String(id) })).body.data.Shipping_Fees);
    }
    expect(fees[0]).toBeGreaterThan(0);
    expect(fees).toEqual([...fees].sort((a, b) => a - b));
    expect(fees[3]).toBeGreaterThan(fees[0]!);
    expect(fees).toEqual(await Promise.all(Object.values(GOVERNORATES).map((id) => zoneFee(db(), id))));
    const none = await checkout.summary();
    expect(none.body.data).toMatchObject({ Shipping_Fees: 0, DiscountedTotal: 20_000 });
    const threshold = none.body.data.free_shipping_threshold;
    await checkout.setCart([{ product_id: beans!.id, quantity: Math.ceil(threshold / 20_000) }]);
    expect((await checkout.summary({ governorate_id: '21' })).body.data.Shipping_Fees).toBe(0);
  });

  it('uses the governorate of a saved address of the caller only', async () => {
    const buyer = await makeBuyer(ctx);
    const checkout = checkoutOf(() => ctx, buyer);
    const other = checkoutOf(() => ctx, await makeBuyer(ctx));
    const [beans] = await addProducts(db(), [{ price: 20_000, stock: 100 }]);
    await checkout.setCart([{ product_id: beans!.id, quantity: 1 }]);
    await other.setCart([{ product_id: beans!.id, quantity: 1 }]);
    const placed = await checkout.place({
      address: await cairoAddress(db(), { save: true }),
      payment_method: 'cod',
      use_wallet: false,
    });
    expect(placed.status).toBe(201);
    const { id } = (
      await ctx.app.inject({
        method: 'GET',
        url: '/addresses',
        headers: { authorization: `Bearer ${buyer.token}` },
      })
    ).json().data[0];
    await checkout.setCart([{ product_id: beans!.id, quantity: 1 }]);
    expect((await checkout.summary({ address_id: String(id) })).body.data.Shipping_Fees).toBe(
      await zoneFee(db(), 1),
    );
    expect(
      expectError(await other.summary({ address_id: String(id) }), 422, 'ADDRESS_NOT_FOUND'),
    ).toBeTruthy();
  });
});

describe('payment methods', () => {
  it('lists every method named in the request language; cash on delivery up to its maximum; the wallet with a balance', async () => {
    const [machine] = await addProducts(db(), [{ price: 2_000_000, stock: 10 }]);
    const buyer = await makeBuyer(ctx);
    const checkout = checkoutOf(() => ctx, buyer);
    await checkout.setCart([{ product_id: machine!.id, quantity: 1 }]);
    const listed = await checkout.paymentMethods();
    expect(listed.body.data.map((method) => [method.id, method.available])).toEqual([
      ['cod', false],
      ['wallet', false],
      ['card', true],
      ['installments', true],
      ['opay', true],
      ['fawry', true],
    ]);
    expect(listed.body.data[0]!.reason).toBe('Cash on delivery is available for orders up to EGP 10,000.00.');
    expect(listed.body.data[1]!.reason).toBe('Your wallet has no balance.');
    const arabic = await checkout.paymentMethods({}, 'ar-SA');
    expect(arabic.body.data[0]).toMatchObject({
      name: 'الدفع عند الاستلام',
      reason: expect.stringContaining('١٠٬٠٠٠'),
    });

    await setWallet(db(), buyer.userId, 1_500_000);
    const withWallet = await checkout.paymentMethods({ use_wallet: 'true' });
    // The wallet takes EGP 15,000 of 20,000: what is left is within the cash-on-delivery maximum; the
    // wallet alone cannot pay it, and says so.
    expect(withWallet.body.data.map((method) => method.available)).toEqual([
      true,
      false,
      true,
      true,
      true,
      true,
    ]);
    expect(withWallet.body.data[1]!.reason).toBe(
      'Your wallet balance (EGP 15,000.00) does not cover this order.',
    );
    const refused = await checkout.place({
      address: await cairoAddress(db()),
      payment_method: 'cod',
      use_wallet: false,
    });
    expect(expectError(refused, 422, 'PAYMENT_METHOD_UNAVAILABLE').messages).toEqual([
      'Cash on delivery is available for orders up to EGP 10,000.00.',
    ]);
    // The maximum is the store's setting, kept in the database.
    await setStoreSettings(db(), { codMaxTotal: 3_000_000 });
    expect((await checkout.paymentMethods()).body.data[0]!.available).toBe(true);
    await setStoreSettings(db(), { codMaxTotal: 1_000_000 });
  });
});

describe('the summary arithmetic', () => {
  const line = fc.record({
    price: fc.integer({ min: 100, max: 300_000 }),
    sale: fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: null }),
    quantity: fc.integer({ min: 1, max: 4 }),
  });
  const coupon = fc.option(
    fc.oneof(
      fc.record({
        kind: fc.constant('percent' as const),
        value: fc.integer({ min: 1, max: 100 }),
        maxDiscount: fc.option(fc.integer({ min: 100, max: 50_000 }), { nil: null }),
      }),
      fc.record({
        kind: fc.constant('fixed' as const),
        value: fc.integer({ min: 100, max: 500_000 }),
        maxDiscount: fc.constant(null),
      }),
    ),
    { nil: null },
  );

  it('adds up, is never negative, and is what POST /orders charges (cash on delivery with its fee)', async () => {
    // Room for any generated cart under cash on delivery's maximum.
    await setStoreSettings(db(), { codMaxTotal: 100_000_000 });
    await fc.assert(
      fc.asyncProperty(
        fc.array(line, { minLength: 1, maxLength: 3 }),
        coupon,
        fc.constantFrom(...Object.values(GOVERNORATES)),
        fc.integer({ min: 0, max: 600_000 }),
        fc.boolean(),
        fc.constantFrom('card' as const, 'cod' as const),
        fc.integer({ min: 0, max: 5_000 }),
        async (lines, couponFields, governorate, balance, useWallet, method, codFee) => {
          await setStoreSettings(db(), { codFee });
          const made = await addProducts(
            db(),
            lines.map((item) => ({
              price: item.price,
              beforeDiscount: item.sale === null ? null : item.price + item.sale,
              stock: 10,
            })),
          );
          const buyer = await makeBuyer(ctx);
          const checkout = checkoutOf(() => ctx, buyer);
          await checkout.setCart(
            made.map((product, index) => ({ product_id: product.id, quantity: lines[index]!.quantity })),
          );
          await setWallet(db(), buyer.userId, balance);
          const code = couponFields ? (await addCoupon(db(), couponFields)).code : undefined;
          const query = {
            governorate_id: String(governorate),
            use_wallet: String(useWallet),
            payment_method: method,
            ...(code && { coupon: code }),
          };
          const summary = (await checkout.summary(query)).body.data;

          const list = lines.reduce((sum, item) => sum + (item.price + (item.sale ?? 0)) * item.quantity, 0);
          const sale = lines.reduce((sum, item) => sum + (item.sale ?? 0) * item.quantity, 0);
          expect(summary.DiscountedSubtotal).toBe(list);
          expect(summary.saleDiscountAmount).toBe(sale);
          expect(summary.DiscountAmount).toBeGreaterThanOrEqual(0);
          expect(summary.DiscountAmount).toBeLessThanOrEqual(list - sale);
          const fee = list - sale >= summary.free_shipping_threshold ? 0 : await zoneFee(db(), governorate);
          expect(summary.Shipping_Fees).toBe(fee);
          const due = list - sale - summary.DiscountAmount + fee;
          expect(summary.walletAmount).toBe(useWallet ? Math.min(balance, due) : 0);
          // The fee is charged when cash is left to collect: never on a card, never when the wallet paid all.
          const cashLeft = due - summary.walletAmount > 0;
          expect(summary.cod_fee).toBe(method === 'cod' && cashLeft ? codFee : 0);
          expect(summary.DiscountedTotal).toBe(
            summary.DiscountedSubtotal -
              summary.saleDiscountAmount -
              summary.DiscountAmount +
              summary.Shipping_Fees -
              summary.walletAmount +
              summary.cod_fee,
          );
          expect(summary.DiscountedTotal).toBeGreaterThanOrEqual(0);

          const placed = await checkout.place({
            address: await addressIn(governorate),
            payment_method: method,
            use_wallet: useWallet,
            ...(code && { coupon: code }),
          });
          expect(placed.status).toBe(201);
          const order = placed.body.data;
          expect({
            DiscountedSubtotal: order.DiscountedSubtotal,
            DiscountAmount: order.DiscountAmount,
            saleDiscountAmount: order.saleDiscountAmount,
            Shipping_Fees: order.Shipping_Fees,
            walletAmount: order.walletAmount,
            cod_fee: order.cod_fee,
            DiscountedTotal: order.DiscountedTotal,
          }).toEqual({
            DiscountedSubtotal: summary.DiscountedSubtotal,
            DiscountAmount: summary.DiscountAmount,
            saleDiscountAmount: summary.saleDiscountAmount,
            Shipping_Fees: summary.Shipping_Fees,
            walletAmount: summary.walletAmount,
            cod_fee: summary.cod_fee,
            DiscountedTotal: summary.DiscountedTotal,
          });
          expect(await walletBalance(db(), buyer.userId)).toBe(balance - summary.walletAmount);
        },
      ),
      { numRuns: 30 },
    );
    await setStoreSettings(db(), { codMaxTotal: 1_000_000, codFee: 0 });
  }, 120_000);
});

/** A filled-in address in the first city of a governorate. */
async function addressIn(governorateId: number) {
  const cities = (
    await ctx.app.inject({ method: 'GET', url: `/governorates/${governorateId}/cities` })
  ).json();
  return { ...(await cairoAddress(db())), governorate_id: governorateId, city_id: cities.data[0].id };
}

import { randomUUID } from 'node:crypto';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../src/db/schema/index.js';
import type { AccountsContext } from './support/accounts.js';
import {
  addCoupon,
  type Buyer,
  cairoAddress,
  checkoutOf,
  couponUses,
  makeBuyer,
} from './support/checkout.js';
import { addProduct, createShoppingApp } from './support/shopping.js';

// Orders racing for the same rows, on PostgreSQL. PGlite runs one connection, so its transactions never
// overlap and these races cannot happen there: the file runs only with DATABASE_URL set.
const onPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(!onPostgres)(
  'orders under concurrency (PostgreSQL; PGlite has one connection, nothing races)',
  () => {
    let ctx: AccountsContext;
    beforeAll(async () => {
      ctx = await createShoppingApp();
    });
    afterAll(() => ctx.close());
    const db = () => ctx.database.db;

    const buyers = (n: number) => Promise.all(Array.from({ length: n }, () => makeBuyer(ctx)));
    const fillCarts = (list: Buyer[], productId: number) =>
      Promise.all(
        list.map((buyer) => checkoutOf(() => ctx, buyer).setCart([{ product_id: productId, quantity: 1 }])),
      );

    it('200 shoppers ordering the last 10 units: exactly 10 orders, stock 0, the rest told it is out of stock', async () => {
      const beans = await addProduct(db(), { stock: 10 });
      const list = await buyers(200);
      await fillCarts(list, beans.id);
      const address = await cairoAddress(db());
      const answers = await Promise.all(
        list.map((buyer) =>
          checkoutOf(() => ctx, buyer).place({ address, payment_method: 'cod', use_wallet: false }),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(10);
      expect(statuses.filter((status) => status === 422)).toHaveLength(190);
      expect(
        answers
          .filter((answer) => answer.status === 422)
          .every((answer) => (answer.body as unknown as { code: string }).code === 'OUT_OF_STOCK'),
      ).toBe(true);
      const [row] = await db()
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, beans.id));
      expect(row!.stock).toBe(0);
    }, 120_000);

    it('20 parallel requests with one Idempotency-Key make one order, and all answer it', async () => {
      const beans = await addProduct(db(), { stock: 50 });
      const [buyer] = await buyers(1);
      const checkout = checkoutOf(() => ctx, buyer!);
      await checkout.setCart([{ product_id: beans.id, quantity: 2 }]);
      const address = await cairoAddress(db());
      const key = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          checkout.place({ address, payment_method: 'cod', use_wallet: false }, key),
        ),
      );
      const statuses = answers.map((answer) => answer.status).sort((a, b) => a - b);
      expect(statuses).toEqual([...Array(19).fill(200), 201]);
      expect(new Set(answers.map((answer) => answer.body.data.number)).size).toBe(1);
      const [made] = await db().select({ n: count() }).from(orders).where(eq(orders.userId, buyer!.userId));
      expect(made!.n).toBe(1);
      const [row] = await db()
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, beans.id));
      expect(row!.stock).toBe(48);
    }, 60_000);

    it('a coupon limited to 5 uses, 50 parallel orders with it: 5 discounted, the rest told it is used up', async () => {
      const beans = await addProduct(db(), { price: 20_000, stock: 500 });
      const coupon = await addCoupon(db(), { usageLimit: 5, kind: 'fixed', value: 1_000 });
      const list = await buyers(50);
      await fillCarts(list, beans.id);
      const address = await cairoAddress(db());
      const answers = await Promise.all(
        list.map((buyer) =>
          checkoutOf(() => ctx, buyer).place({
            address,
            payment_method: 'cod',
            coupon: coupon.code,
            use_wallet: false,
          }),
        ),
      );
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
      expect(
        answers
          .filter((answer) => answer.status === 201)
          .every((answer) => answer.body.data.DiscountAmount === 1_000),
      ).toBe(true);
      expect(answers.filter((answer) => answer.status === 422)).toHaveLength(45);
      expect(await couponUses(db(), coupon.id)).toBe(5);
      const [discounted] = await db()
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.couponId, coupon.id), isNotNull(orders.couponId)));
      expect(discounted!.n).toBe(5);
    }, 60_000);
  },
);

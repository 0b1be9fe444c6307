import { eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletTransactions } from '../src/db/schema/index.js';
import { postWalletEntry } from '../src/modules/account/wallet-ledger.js';
import { lockStock, moveStock } from '../src/modules/catalog/stock.js';
import type { AccountsContext } from './support/accounts.js';
import {
  addCoupon,
  cairoAddress,
  checkoutOf,
  couponUses,
  makeBuyer,
  setWallet,
  stockOf,
  walletBalance,
} from './support/checkout.js';
import { addProduct, createShoppingApp } from './support/shopping.js';

// The ledgers' owners, called the way their callers call them: each write in its own transaction, many at
// once. On PostgreSQL these transactions overlap and race for the rows; PGlite runs them one after another,
// so there the same figures prove the arithmetic, and on PostgreSQL (CI runs this file on both) the locking.
let ctx: AccountsContext;
beforeAll(async () => {
  ctx = await createShoppingApp();
});
afterAll(() => ctx.close());
const db = () => ctx.database.db;
const now = () => ctx.clock.now();

const entriesTotal = async (userId: number) => {
  const [row] = await db()
    .select({ total: sum(walletTransactions.amount) })
    .from(walletTransactions)
    .where(eq(walletTransactions.userId, userId));
  return Number(row?.total ?? 0);
};

describe('the wallet ledger', () => {
  it('40 debits of EGP 100 racing for a balance of EGP 1,000: ten pass, thirty are refused, nothing goes below zero', async () => {
    const buyer = await makeBuyer(ctx);
    await db().transaction((tx) =>
      postWalletEntry(tx, {
        userId: buyer.userId,
        amount: 100_000,
        kind: 'top_up',
        description: { en: 'Top-up', ar: 'شحن' },
        now: now(),
      }),
    );
    const debits = await Promise.allSettled(
      Array.from({ length: 40 }, () =>
        db().transaction((tx) =>
          postWalletEntry(tx, {
            userId: buyer.userId,
            amount: -10_000,
            kind: 'adjustment',
            description: { en: 'Debit', ar: 'خصم' },
            now: now(),
          }),
        ),
      ),
    );
    expect(debits.filter((debit) => debit.status === 'fulfilled')).toHaveLength(10);
    const refused = debits.filter((debit) => debit.status === 'rejected');
    expect(refused).toHaveLength(30);
    for (const debit of refused)
      expect(debit.reason).toMatchObject({ statusCode: 422, code: 'WALLET_INSUFFICIENT' });
    expect(await walletBalance(db(), buyer.userId)).toBe(0);
    // The balance is the sum of its entries: a refused debit left no entry behind.
    expect(await entriesTotal(buyer.userId)).toBe(0);
  }, 60_000);
});

describe('the stock ledger', () => {
  it('takes and gives back stock for 30 overlapping orders of the same two products, in its lock order, without a deadlock', async () => {
    const beans = await addProduct(db(), { stock: 100 });
    const mug = await addProduct(db(), { stock: 100 });
    // Half the callers name the products in the other order: the owner locks by id whatever they say.
    const moves = Array.from({ length: 30 }, (_, index) => {
      const lines = [
        { productId: beans.id, variantId: null, quantity: 2 },
        { productId: mug.id, variantId: null, quantity: 1 },
      ];
      return index % 2 === 0 ? lines : lines.reverse();
    });
    await Promise.all(
      moves.map((lines) =>
        db().transaction(async (tx) => {
          await lockStock(tx, lines);
          await moveStock(tx, lines, -1);
        }),
      ),
    );
    expect(await stockOf(db(), beans)).toBe(40);
    expect(await stockOf(db(), mug)).toBe(70);
    await Promise.all(
      moves.slice(0, 10).map((lines) =>
        db().transaction(async (tx) => {
          await lockStock(tx, lines);
          await moveStock(tx, lines, 1);
        }),
      ),
    );
    expect(await stockOf(db(), beans)).toBe(60);
    expect(await stockOf(db(), mug)).toBe(80);
  }, 60_000);
});

describe('a cancel repeated and raced', () => {
  it('gives back stock, coupon use and wallet part exactly once, however many cancels arrive at once', async () => {
    const beans = await addProduct(db(), { price: 40_000, stock: 10 });
    const coupon = await addCoupon(db(), { kind: 'fixed', value: 5_000, usageLimit: 10 });
    const buyer = await makeBuyer(ctx);
    const checkout = checkoutOf(() => ctx, buyer);
    await setWallet(db(), buyer.userId, 20_000);
    await checkout.setCart([{ product_id: beans.id, quantity: 2 }]);
    const placed = await checkout.place({
      address: await cairoAddress(db()),
      payment_method: 'cod',
      coupon: coupon.code,
      use_wallet: true,
    });
    expect(placed.status).toBe(201);
    const order = placed.body.data;
    expect(await stockOf(db(), beans)).toBe(8);
    expect(await couponUses(db(), coupon.id)).toBe(1);
    expect(await walletBalance(db(), buyer.userId)).toBe(0);

    const answers = await Promise.all(Array.from({ length: 12 }, () => checkout.cancel(order.number)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    expect(answers.every((answer) => answer.body.data.status === 'CANCELED')).toBe(true);
    expect(await stockOf(db(), beans)).toBe(10);
    expect(await couponUses(db(), coupon.id)).toBe(0);
    expect(await walletBalance(db(), buyer.userId)).toBe(20_000);
    expect(await entriesTotal(buyer.userId)).toBe(0); // −200 for the order, +200 back, once
    const history = (await checkout.get(order.number)).body.data.history;
    expect(history.filter((step) => step.status === 'CANCELED')).toHaveLength(1);
  }, 60_000);
});

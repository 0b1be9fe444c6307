import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, orders } from '../src/db/schema/index.js';
import type { AccountsContext } from './support/accounts.js';
import { type Buyer, cairoAddress, checkoutOf, makeBuyer } from './support/checkout.js';
import { addProduct, createShoppingApp } from './support/shopping.js';

// Invoice numbers taken by transactions that overlap, on PostgreSQL. PGlite runs one connection, so its
// transactions never overlap and nothing races there: the file runs only with DATABASE_URL set.
const onPostgres = Boolean(process.env.DATABASE_URL);

const seqOf = (number: string) => Number(number.split('-')[2]);
/** The numbers are 1…n of one year exactly: n distinct, none skipped. */
function expectGapless(numbers: string[], prefix: 'INV' | 'CN') {
  expect(new Set(numbers).size).toBe(numbers.length);
  expect(numbers.every((number) => number.startsWith(`${prefix}-`))).toBe(true);
  const seqs = numbers.map(seqOf).sort((a, b) => a - b);
  expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, index) => seqs[0]! + index));
}

describe.skipIf(!onPostgres)(
  'invoice numbers under concurrency (PostgreSQL; PGlite has one connection, nothing races)',
  () => {
    let ctx: AccountsContext;
    beforeAll(async () => {
      ctx = await createShoppingApp();
    });
    afterAll(() => ctx.close());
    const db = () => ctx.database.db;

    async function placeAtOnce(list: Buyer[], productId: number, outOfStock = 0) {
      await Promise.all(
        list.map((buyer) => checkoutOf(() => ctx, buyer).setCart([{ product_id: productId, quantity: 1 }])),
      );
      const address = await cairoAddress(db());
      const answers = await Promise.all(
        list.map((buyer) =>
          checkoutOf(() => ctx, buyer).place({ address, payment_method: 'cod', use_wallet: false }),
        ),
      );
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(list.length - outOfStock);
      return answers.filter((answer) => answer.status === 201).map((answer) => answer.body.data);
    }
    const invoicesOf = (orderIds: number[], kind: 'invoice' | 'credit_note') =>
      db()
        .select({ number: invoices.number, orderId: invoices.orderId })
        .from(invoices)
        .where(and(inArray(invoices.orderId, orderIds), eq(invoices.kind, kind)));

    it('50 orders placed at once: 50 invoices, 50 distinct numbers, no gap', async () => {
      const beans = await addProduct(db(), { stock: 500 });
      const list = await Promise.all(Array.from({ length: 50 }, () => makeBuyer(ctx)));
      const placed = await placeAtOnce(list, beans.id);
      const rows = await invoicesOf(
        placed.map((order) => order.id),
        'invoice',
      );
      expect(new Set(rows.map((row) => row.orderId)).size).toBe(50);
      expectGapless(
        rows.map((row) => row.number),
        'INV',
      );
      // And none before them was skipped either: the year's numbers so far are exactly 1…50.
      const all = await db()
        .select({ number: invoices.number })
        .from(invoices)
        .where(eq(invoices.kind, 'invoice'));
      expect(all.map((row) => seqOf(row.number)).sort((a, b) => a - b)).toEqual(
        Array.from({ length: all.length }, (_, index) => index + 1),
      );
    }, 120_000);

    it('orders refused midway (out of stock) leave no hole between the invoices of those that went through', async () => {
      const beans = await addProduct(db(), { stock: 20 });
      const list = await Promise.all(Array.from({ length: 60 }, () => makeBuyer(ctx)));
      const placed = await placeAtOnce(list, beans.id, 40);
      const rows = await invoicesOf(
        placed.map((order) => order.id),
        'invoice',
      );
      expect(rows).toHaveLength(20);
      const all = await db()
        .select({ number: invoices.number })
        .from(invoices)
        .where(eq(invoices.kind, 'invoice'));
      expect(all.map((row) => seqOf(row.number)).sort((a, b) => a - b)).toEqual(
        Array.from({ length: all.length }, (_, index) => index + 1),
      );
    }, 120_000);

    it('30 orders canceled at once while 20 more are placed: credit notes and invoices both gapless', async () => {
      const beans = await addProduct(db(), { stock: 500 });
      const first = await Promise.all(Array.from({ length: 30 }, () => makeBuyer(ctx)));
      const placed = await placeAtOnce(first, beans.id);
      const more = await Promise.all(Array.from({ length: 20 }, () => makeBuyer(ctx)));
      await Promise.all(
        more.map((buyer) => checkoutOf(() => ctx, buyer).setCart([{ product_id: beans.id, quantity: 1 }])),
      );
      const address = await cairoAddress(db());
      const [cancels, places] = await Promise.all([
        Promise.all(placed.map((order, index) => checkoutOf(() => ctx, first[index]!).cancel(order.number))),
        Promise.all(
          more.map((buyer) =>
            checkoutOf(() => ctx, buyer).place({ address, payment_method: 'cod', use_wallet: false }),
          ),
        ),
      ]);
      expect(cancels.every((answer) => answer.status === 200)).toBe(true);
      expect(places.every((answer) => answer.status === 201)).toBe(true);
      const notes = await invoicesOf(
        placed.map((order) => order.id),
        'credit_note',
      );
      expect(new Set(notes.map((row) => row.orderId)).size).toBe(30);
      expectGapless(
        notes.map((row) => row.number),
        'CN',
      );
      const all = await db()
        .select({ number: invoices.number })
        .from(invoices)
        .innerJoin(orders, eq(orders.id, invoices.orderId))
        .where(eq(invoices.kind, 'invoice'))
        .orderBy(asc(invoices.id));
      expect(all.map((row) => seqOf(row.number)).sort((a, b) => a - b)).toEqual(
        Array.from({ length: all.length }, (_, index) => index + 1),
      );
    }, 120_000);
  },
);

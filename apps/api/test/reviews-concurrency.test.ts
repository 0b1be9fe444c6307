import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, productReviews, products } from '../src/db/schema/index.js';
import type { AccountsContext } from './support/accounts.js';
import { type Buyer, makeBuyer } from './support/checkout.js';
import { moderationOf, orderedBy, productPage, reviewsOf } from './support/reviews.js';
import { addProduct, createShoppingApp, type TestProduct } from './support/shopping.js';

// Reviews written and decided by transactions that overlap, on PostgreSQL. PGlite runs one connection, so
// its transactions never overlap and nothing races there: the file runs only with DATABASE_URL set.
const onPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(!onPostgres)('reviews under concurrency (PostgreSQL)', () => {
  let ctx: AccountsContext;
  let staff: Buyer[];
  beforeAll(async () => {
    ctx = await createShoppingApp();
    staff = [await makeBuyer(ctx, { role: 'staff' }), await makeBuyer(ctx, { role: 'admin' })];
  });
  afterAll(() => ctx.close());
  const db = () => ctx.database.db;

  async function stored(productId: number) {
    const [row] = await db()
      .select({ avg: products.ratingAvg, count: products.ratingCount })
      .from(products)
      .where(eq(products.id, productId));
    return row!;
  }
  const approvedRatings = async (productId: number) =>
    (
      await db()
        .select({ rating: productReviews.rating })
        .from(productReviews)
        .where(and(eq(productReviews.productId, productId), eq(productReviews.status, 'approved')))
    ).map((row) => row.rating);
  const averageOf = (ratings: number[]) =>
    Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 100) / 100;

  async function receivers(beans: TestProduct, count: number) {
    const list: Buyer[] = [];
    for (let index = 0; index < count; index++)
      list.push((await orderedBy(ctx, staff[0]!.token, [beans])).buyer);
    return list;
  }

  it('20 shoppers reviewing at once, then two staff approving them all at once: the exact count and average', async () => {
    const beans = await addProduct(db(), { stock: 100 });
    const shoppers = await receivers(beans, 20);
    const ratings = shoppers.map((_, index) => (index % 5) + 1);
    const written = await Promise.all(
      shoppers.map((shopper, index) =>
        reviewsOf(ctx, shopper.token).write(beans.id, { rating: ratings[index]! }),
      ),
    );
    expect(written.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    const ids = written.map((answer) => answer.body.data.review!.id);
    const decided = await Promise.all(
      ids.flatMap((id) =>
        staff.map((person) => moderationOf(ctx, person.token).decide(id, { decision: 'approve' })),
      ),
    );
    expect(decided.every((answer) => answer.status === 200)).toBe(true);
    expect(await stored(beans.id)).toEqual({ count: 20, avg: averageOf(ratings) });
    expect((await productPage(ctx, beans.id)).rating_summary.count).toBe(20);
    // Each review approved once, whoever came second found it done.
    const audits = await db().select().from(auditLog).where(eq(auditLog.action, 'review.approve'));
    expect(audits.filter((row) => ids.includes(Number(row.entityKey)))).toHaveLength(20);
  });

  it('edits, hides and approvals of one product at once leave the rating equal to its approved reviews', async () => {
    const beans = await addProduct(db(), { stock: 100 });
    const shoppers = await receivers(beans, 12);
    const ids: number[] = [];
    for (const [index, shopper] of shoppers.entries()) {
      const { body } = await reviewsOf(ctx, shopper.token).write(beans.id, { rating: (index % 5) + 1 });
      ids.push(body.data.review!.id);
    }
    await Promise.all(
      ids.slice(0, 8).map((id) => moderationOf(ctx, staff[0]!.token).decide(id, { decision: 'approve' })),
    );
    await Promise.all([
      // Four approved reviews edited (back to the queue), two hidden, four waiting ones approved.
      ...shoppers.slice(0, 4).map((shopper) => reviewsOf(ctx, shopper.token).edit(beans.id, { rating: 5 })),
      ...ids
        .slice(4, 6)
        .map((id) => moderationOf(ctx, staff[1]!.token).decide(id, { decision: 'hide', reason: 'Spam' })),
      ...ids.slice(8).map((id) => moderationOf(ctx, staff[0]!.token).decide(id, { decision: 'approve' })),
    ]);
    const approved = await approvedRatings(beans.id);
    expect(approved).toHaveLength(6);
    expect(await stored(beans.id)).toEqual({ count: 6, avg: averageOf(approved) });
  });

  it('the same shopper sending their review twice at once: one review, the other told it exists', async () => {
    const beans = await addProduct(db(), { stock: 10 });
    const [shopper] = await receivers(beans, 1);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => reviewsOf(ctx, shopper!.token).write(beans.id, { rating: 4 })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const rows = await db().select().from(productReviews).where(eq(productReviews.productId, beans.id));
    expect(rows).toHaveLength(1);
  });
});

import { and, eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, productReviews, products, productVariants } from '../src/db/schema/index.js';
import { sendReviewRequests } from '../src/modules/reviews/review-requests.js';
import { type AccountsContext, call, expectError, outboxFor } from './support/accounts.js';
import { type Buyer, makeBuyer } from './support/checkout.js';
import { moderationOf, orderedBy, productPage, reviewsOf } from './support/reviews.js';
import { addProduct, createShoppingApp } from './support/shopping.js';

// Verified reviews: who may write one (an order of theirs holding the product reached Delivered), once,
// edited back into the queue; staff approve or hide; the product's rating follows the approved ones.

let ctx: AccountsContext;
let staff: Buyer;
beforeAll(async () => {
  ctx = await createShoppingApp();
  staff = await makeBuyer(ctx, { role: 'staff' });
});
afterAll(() => ctx.close());
const db = () => ctx.database.db;

async function ratingOf(productId: number) {
  const [row] = await db()
    .select({ avg: products.ratingAvg, count: products.ratingCount })
    .from(products)
    .where(eq(products.id, productId));
  return row!;
}

describe('who may review', () => {
  it('refuses a shopper whose order has not been delivered yet, in their language', async () => {
    const beans = await addProduct(db(), { stock: 10 });
    const { buyer } = await orderedBy(ctx, staff.token, [beans], { until: 'WITH_COURIER' });
    const state = await reviewsOf(ctx, buyer.token).state(beans.id);
    expect(state.body.data).toEqual({ can_review: false, review: null });
    const en = await reviewsOf(ctx, buyer.token).write(beans.id, { rating: 5, body: 'Lovely' });
    expect(expectError(en, 403, 'REVIEW_NOT_ELIGIBLE').message).toMatch(/received this product/);
    const ar = await reviewsOf(ctx, buyer.token, 'ar-SA').write(beans.id, { rating: 5, body: 'جميلة' });
    expect(expectError(ar, 403, 'REVIEW_NOT_ELIGIBLE', 'ar-SA').message).toMatch(/استلمه/);
  });

  it('refuses someone who did not receive it: another shopper, another product, a forged id, a guest', async () => {
    const [beans, other] = [await addProduct(db(), { stock: 10 }), await addProduct(db(), { stock: 10 })];
    await orderedBy(ctx, staff.token, [beans]);
    const stranger = await makeBuyer(ctx);
    expectError(
      await reviewsOf(ctx, stranger.token).write(beans.id, { rating: 1 }),
      403,
      'REVIEW_NOT_ELIGIBLE',
    );
    const { buyer } = await orderedBy(ctx, staff.token, [beans]);
    expectError(await reviewsOf(ctx, buyer.token).write(other.id, { rating: 4 }), 403, 'REVIEW_NOT_ELIGIBLE');
    expectError(await reviewsOf(ctx, buyer.token).write(2_000_000_000, { rating: 4 }), 404, 'NOT_FOUND');
    expectError(await reviewsOf(ctx, buyer.token).state(2_000_000_000), 404, 'NOT_FOUND');
    expect((await reviewsOf(ctx, buyer.token).write(-1, { rating: 4 })).status).toBe(400);
    expectError(await reviewsOf(ctx, undefined).write(beans.id, { rating: 4 }), 401, 'UNAUTHENTICATED');
    // None of it was written.
    const rows = await db().select().from(productReviews).where(eq(productReviews.productId, beans.id));
    expect(rows).toEqual([]);
  });

  it('checks the stars and the words: 1 to 5 whole stars, at most 2,000 characters, nothing else', async () => {
    const beans = await addProduct(db(), { stock: 10 });
    const { buyer } = await orderedBy(ctx, staff.token, [beans]);
    const shopper = reviewsOf(ctx, buyer.token);
    for (const body of [
      { rating: 0 },
      { rating: 6 },
      { rating: 4.5 },
      { rating: '5' },
      { rating: 5, body: 'x'.repeat(2001) },
      { rating: 5, user_id: 1 },
    ]) {
      expect((await shopper.write(beans.id, body)).status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    expect((await shopper.state(beans.id)).body.data.review).toBeNull();
  });
});

describe('writing, approving, editing', () => {
  it('a delivered shopper writes once; staff approve; the page shows it verified and counts it', async () => {
    const beans = await addProduct(db(), { stock: 10 });
    const { buyer } = await orderedBy(ctx, staff.token, [beans]);
    const shopper = reviewsOf(ctx, buyer.token);
    expect((await shopper.state(beans.id)).body.data).toEqual({ can_review: true, review: null });

    const written = await shopper.write(beans.id, { rating: 4, body: '  Fresh and fruity.  ' });
    expect(written.status).toBe(201);
    expect(written.body.data.review).toMatchObject({
      rating: 4,
      body: 'Fresh and fruity.',
      status: 'pending',
      lang: 'en',
    });
    // Waiting: not on the page, not counted.
    let page = await productPage(ctx, beans.id);
    expect(page.reviews).toEqual([]);
    expect(page.rating_summary.count).toBe(0);

    const twice = await shopper.write(beans.id, { rating: 5 });
    expectError(twice, 409, 'REVIEW_EXISTS');
    expectError(
      await reviewsOf(ctx, buyer.token, 'ar-SA').write(beans.id, { rating: 5 }),
      409,
      'REVIEW_EXISTS',
      'ar-SA',
    );

    const queue = await moderationOf(ctx, staff.token).list({ product_id: String(beans.id) });
    expect(queue.body.data).toHaveLength(1);
    const [pending] = queue.body.data;
    expect(pending).toMatchObject({ author: 'Nour A.', verified: true, status: 'pending', rating: 4 });
    const approved = await moderationOf(ctx, staff.token).decide(pending!.id, { decision: 'approve' });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', moderated_by: 'Nour Adel' });

    page = await productPage(ctx, beans.id);
    expect(page.reviews).toEqual([
      expect.objectContaining({
        author: 'Nour A.',
        rating: 4,
        body: 'Fresh and fruity.',
        verified: true,
        lang: 'en',
      }),
    ]);
    expect(page.rating_summary).toEqual({ average: 4, count: 1, distribution: [0, 0, 0, 1, 0] });
    expect(page.reviews_count).toBe(1);
    expect((await shopper.state(beans.id)).body.data.review?.status).toBe('approved');

    // Approving again changes nothing and audits nothing more.
    await moderationOf(ctx, staff.token).decide(pending!.id, { decision: 'approve' });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'review'), eq(auditLog.entityKey, String(pending!.id))));
    expect(audits.map((row) => row.action)).toEqual(['review.approve']);
  });

  it('an edit goes back to the queue and leaves the rating until approved again', async () => {
    const beans = await addProduct(db(), { stock: 10 });
    const { buyer } = await orderedBy(ctx, staff.token, [beans]);
    const shopper = reviewsOf(ctx, buyer.token, 'ar-SA');
    expectError(await shopper.edit(beans.id, { rating: 2 }), 404, 'REVIEW_NOT_FOUND', 'ar-SA');
    const { body } = await shopper.write(beans.id, { rating: 5, body: 'ممتازة' });
    const id = body.data.review!.id;
    await moderationOf(ctx, staff.token).decide(id, { decision: 'approve', reason: 'Fine' });
    expect(await ratingOf(beans.id)).toEqual({ avg: 5, count: 1 });

    const edited = await shopper.edit(beans.id, { rating: 2, body: 'وصلت مفتوحة' });
    expect(edited.status).toBe(200);
    expect(edited.body.data.review).toMatchObject({
      id,
      rating: 2,
      body: 'وصلت مفتوحة',
      status: 'pending',
      lang: 'ar',
    });
    expect(await ratingOf(beans.id)).toEqual({ avg: 0, count: 0 });
    expect((await productPage(ctx, beans.id, 'ar-SA')).reviews).toEqual([]);

    await moderationOf(ctx, staff.token).decide(id, { decision: 'approve' });
    expect(await ratingOf(beans.id)).toEqual({ avg: 2, count: 1 });
    const [shown] = (await productPage(ctx, beans.id, 'ar-SA')).reviews;
    expect(shown).toMatchObject({ rating: 2, body: 'وصلت مفتوحة', verified: true });
  });

  it('hiding needs a reason, takes the review off the page and out of the rating', async () => {
    const beans = await addProduct(db(), { stock: 10 });
    const { buyer } = await orderedBy(ctx, staff.token, [beans]);
    const { body } = await reviewsOf(ctx, buyer.token).write(beans.id, {
      rating: 1,
      body: 'Call me on 0100…',
    });
    const id = body.data.review!.id;
    const staffDesk = moderationOf(ctx, staff.token, 'ar-SA');
    const noReason = await staffDesk.decide(id, { decision: 'hide' });
    expect(expectError(noReason, 400, 'VALIDATION_ERROR', 'ar-SA').messages).toContain(
      'اكتب سبب إخفاء هذا التقييم.',
    );
    await staffDesk.decide(id, { decision: 'approve' });
    expect(await ratingOf(beans.id)).toEqual({ avg: 1, count: 1 });
    const hidden = await staffDesk.decide(id, { decision: 'hide', reason: 'Holds a phone number' });
    expect(hidden.body.data).toMatchObject({ status: 'hidden', reason: 'Holds a phone number' });
    expect(await ratingOf(beans.id)).toEqual({ avg: 0, count: 0 });
    expect((await productPage(ctx, beans.id)).reviews).toEqual([]);
    expect((await staffDesk.list({ status: 'hidden', product_id: String(beans.id) })).body.data).toHaveLength(
      1,
    );
    // A shopper cannot reach the queue; an unknown review is a 404.
    expectError(await call(ctx.app, 'GET', '/admin/reviews', { token: buyer.token }), 403, 'FORBIDDEN');
    expectError(await staffDesk.decide(2_000_000_000, { decision: 'approve' }), 404, 'NOT_FOUND', 'ar-SA');
  });

  it('signs an Arabic name in Arabic letters, past the family name’s article', async () => {
    const beans = await addProduct(db(), { stock: 10 });
    const reviewer = await makeBuyer(ctx, { firstName: 'محمد', lastName: 'السيد' });
    await orderedBy(ctx, staff.token, [beans], { buyer: reviewer });
    const { body } = await reviewsOf(ctx, reviewer.token, 'ar-SA').write(beans.id, { rating: 5 });
    await moderationOf(ctx, staff.token).decide(body.data.review!.id, { decision: 'approve' });
    const [shown] = (await productPage(ctx, beans.id, 'ar-SA')).reviews;
    expect(shown).toMatchObject({ author: 'محمد س.', lang: 'ar', body: '' });
  });
});

describe('the product’s rating', () => {
  it('counts the demo catalog’s reviews and the approved ones, to the exact average', async () => {
    // A demo product with reviews of its own: they stay and count.
    const [demo] = await db()
      .select({ id: products.id, count: products.ratingCount })
      .from(products)
      .where(
        and(
          eq(products.ratingCount, 5),
          gte(products.stock, 5),
          sql`NOT EXISTS (SELECT 1 FROM ${productVariants} WHERE ${productVariants.productId} = ${products.id})`,
        ),
      )
      .limit(1);
    const demoRatings = (
      await db()
        .select({ rating: productReviews.rating })
        .from(productReviews)
        .where(eq(productReviews.productId, demo!.id))
    ).map((row) => row.rating);
    expect(demoRatings).toHaveLength(5);
    const [product] = await db().select().from(products).where(eq(products.id, demo!.id));
    const beans = {
      id: demo!.id,
      nameEn: product!.nameEn,
      nameAr: product!.nameAr,
      price: product!.price,
      beforeDiscount: null,
      stock: product!.stock,
      images: [],
      isActive: true,
    };
    const added = [5, 1, 2];
    for (const rating of added) {
      const { buyer } = await orderedBy(ctx, staff.token, [beans]);
      const { body } = await reviewsOf(ctx, buyer.token).write(beans.id, { rating });
      await moderationOf(ctx, staff.token).decide(body.data.review!.id, { decision: 'approve' });
    }
    const all = [...demoRatings, ...added];
    const exact = Math.round((all.reduce((sum, rating) => sum + rating, 0) / all.length) * 100) / 100;
    const stored = await ratingOf(beans.id);
    expect(stored.count).toBe(8);
    expect(stored.avg).toBeCloseTo(exact, 5);
    const page = await productPage(ctx, beans.id);
    expect(page.rating_summary.count).toBe(8);
    expect(page.rating_summary.distribution.reduce((sum, count) => sum + count, 0)).toBe(8);
    expect(page.rating_summary.average).toBe(Math.round(exact * 10) / 10);
  });
});

describe('the review request email', () => {
  it('goes a few days after delivery, once per order, in the order’s language, for what is not reviewed yet', async () => {
    const [beans, kettle] = [await addProduct(db(), { stock: 10 }), await addProduct(db(), { stock: 10 })];
    const { buyer, order } = await orderedBy(ctx, staff.token, [beans, kettle]);
    await db().update(orders).set({ lang: 'ar' }).where(eq(orders.id, order.id));
    const { buyer: other } = await orderedBy(ctx, staff.token, [beans]);
    await reviewsOf(ctx, other.token).write(beans.id, { rating: 3 });
    const run = (days: number) =>
      sendReviewRequests(db(), {
        now: new Date(ctx.clock.now().getTime() + days * 86_400_000),
        delayDays: 3,
        siteUrl: 'https://bunn.example',
      });
    const requests = async (email: string) =>
      (await outboxFor(ctx.app, email)).filter((item) => item.template === 'order.review_request');

    await run(2.9);
    expect(await requests(buyer.email)).toEqual([]);
    await reviewsOf(ctx, buyer.token).write(kettle.id, { rating: 4 });
    await run(3.1);
    await run(3.2);
    const [mail, ...more] = await requests(buyer.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`ما رأيك في طلبك ${order.number}؟`);
    expect(mail!.body).toContain(`https://bunn.example/single-product/${beans.id}?review=1`);
    expect(mail!.body).toContain('قيّم المنتج الذي استلمته');
    expect(mail!.body).not.toContain(`/single-product/${kettle.id}`);
    // The other shopper reviewed all they received: nothing to ask.
    expect(await requests(other.email)).toEqual([]);
    // Long after the window, an order delivered now is not asked.
    const { buyer: late } = await orderedBy(ctx, staff.token, [kettle]);
    await run(3 + 15);
    expect(await requests(late.email)).toEqual([]);
  });
});

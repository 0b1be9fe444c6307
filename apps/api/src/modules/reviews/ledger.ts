import type { ReviewStatus } from '@coffee/contracts/reviews';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { uniqueViolation } from '../../db/errors.js';
import { productReviews, products } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';

/**
 * The reviews ledger: the only file that writes `product_reviews` and a product's `rating_avg` and
 * `rating_count` (architecture/ledgers.ts holds every other file to it). Each function runs in the caller's
 * transaction and starts by locking the product's row, so writes about one product take turns; the
 * aggregate is then recomputed from the approved reviews in a statement that sees every committed one —
 * two approvals at once leave the exact count and average, never one of them lost.
 */

/** Takes the product's row lock; false when there is no such product. */
async function lockProduct(tx: Executor, productId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  return rows.length > 0;
}

/**
 * The product's rating from its approved reviews (the demo catalog's included), rounded as the seed does.
 * A statement of its own after the row lock: under READ COMMITTED it reads every review committed by then.
 */
async function recomputeRating(tx: Executor, productId: number): Promise<void> {
  const approved = sql`FROM ${productReviews}
    WHERE ${productReviews.productId} = ${productId} AND ${productReviews.status} = 'approved'`;
  await tx
    .update(products)
    .set({
      ratingCount: sql`(SELECT count(*)::int ${approved})`,
      ratingAvg: sql`(SELECT coalesce(round(avg(${productReviews.rating})::numeric, 2), 0)::real ${approved})`,
    })
    .where(eq(products.id, productId));
}

export type ReviewDraft = {
  productId: number;
  userId: number;
  authorName: string;
  rating: number;
  body: string;
  lang: 'en' | 'ar';
  now: Date;
};

/**
 * A shopper's first review of a product, waiting for staff. The caller has checked that they received it.
 * A second one is 409 REVIEW_EXISTS, also when two arrive at once (the unique index decides).
 */
export async function writeReview(tx: Executor, draft: ReviewDraft): Promise<number> {
  if (!(await lockProduct(tx, draft.productId))) throw new AppError(404, 'NOT_FOUND', 'notFound');
  try {
    const [row] = await tx
      .insert(productReviews)
      .values({
        productId: draft.productId,
        userId: draft.userId,
        authorName: draft.authorName,
        rating: draft.rating,
        body: draft.body,
        lang: draft.lang,
        status: 'pending',
        createdAt: draft.now,
        updatedAt: draft.now,
      })
      .returning({ id: productReviews.id });
    return row!.id;
  } catch (error) {
    if (uniqueViolation(error)) throw new AppError(409, 'REVIEW_EXISTS', 'reviewExists');
    throw error;
  }
}

/**
 * The shopper's edit of their review: new stars and words, back in the queue. An approved review leaves the
 * product's rating until staff approve the new words (a hidden one stays out of it too).
 */
export async function editReview(tx: Executor, draft: ReviewDraft): Promise<number> {
  if (!(await lockProduct(tx, draft.productId))) throw new AppError(404, 'NOT_FOUND', 'notFound');
  const [row] = await tx
    .update(productReviews)
    .set({
      authorName: draft.authorName,
      rating: draft.rating,
      body: draft.body,
      lang: draft.lang,
      status: 'pending',
      updatedAt: draft.now,
    })
    .where(and(eq(productReviews.productId, draft.productId), eq(productReviews.userId, draft.userId)))
    .returning({ id: productReviews.id });
  if (!row) throw new AppError(404, 'REVIEW_NOT_FOUND', 'reviewMissing');
  await recomputeRating(tx, draft.productId);
  return row.id;
}

export type Moderation = {
  reviewId: number;
  status: Exclude<ReviewStatus, 'pending'>;
  reason: string;
  staffId: number;
  now: Date;
};

/**
 * Staff approve or hide a review, with their reason, and the product's rating follows in the same
 * transaction. Answers the review's status before (undefined: no such review) so the caller audits a change
 * only; deciding the same again changes nothing.
 */
export async function moderateReview(
  tx: Executor,
  decision: Moderation,
): Promise<{ productId: number; before: ReviewStatus } | undefined> {
  const [target] = await tx
    .select({ productId: productReviews.productId })
    .from(productReviews)
    .where(eq(productReviews.id, decision.reviewId));
  if (!target || !(await lockProduct(tx, target.productId))) return undefined;
  // Read again under the product's lock: another decision on it may have committed meanwhile.
  const [review] = await tx
    .select({ status: productReviews.status })
    .from(productReviews)
    .where(eq(productReviews.id, decision.reviewId));
  if (!review) return undefined;
  if (review.status === decision.status) return { productId: target.productId, before: review.status };
  await tx
    .update(productReviews)
    .set({
      status: decision.status,
      moderationReason: decision.reason || null,
      moderatedBy: decision.staffId,
      moderatedAt: decision.now,
    })
    .where(eq(productReviews.id, decision.reviewId));
  await recomputeRating(tx, target.productId);
  return { productId: target.productId, before: review.status };
}

import { IdParams } from '@coffee/contracts/catalog';
import { LangQuery } from '@coffee/contracts/common';
import { MyReviewStateResponse, ReviewBody } from '@coffee/contracts/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/client.js';
import { AppError, refusals } from '../../lib/errors.js';
import { authOf } from '../../plugins/auth.js';
import { catalogChanged } from '../../plugins/cache.js';
import { reviewerName } from './author-name.js';
import { editReview, writeReview } from './ledger.js';
import { toMyReview } from './presenters.js';
import { findOwnReview, findUserName, hasReceived, productExists } from './repository.js';

const tags = ['reviews'];

/** The caller's standing on a product: may they review it, and their review as they wrote it. */
async function reviewState(db: Executor, userId: number, productId: number) {
  const [canReview, review] = await Promise.all([
    hasReceived(db, userId, productId),
    findOwnReview(db, userId, productId),
  ]);
  return { data: { can_review: canReview, review: review ? toMyReview(review) : null } };
}

/**
 * A shopper's review of a product they received: write it once, edit it, read it back. Eligibility is the
 * caller's own delivered orders, read here; nothing the browser sends decides it.
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;

  app.get(
    '/products/:id/review',
    {
      schema: {
        tags,
        description:
          "The caller's review of a product (null before they write one) and whether they may write it: only " +
          'a shopper with an order of it that reached Delivered can. An unknown product is a 404.',
        params: IdParams,
        querystring: LangQuery,
        response: { 200: MyReviewStateResponse },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const productId = request.params.id;
      if (!(await productExists(db, productId))) throw new AppError(404, 'NOT_FOUND', 'notFound');
      return reviewState(db, authOf(request).userId, productId);
    },
  );

  /** Who writes: the product exists and the caller received it; their name as a review shows it. */
  async function draftOf(
    userId: number,
    productId: number,
    body: { rating: number; body: string },
    lang: 'en' | 'ar',
  ) {
    if (!(await productExists(db, productId))) throw new AppError(404, 'NOT_FOUND', 'notFound');
    if (!(await hasReceived(db, userId, productId))) {
      throw new AppError(403, 'REVIEW_NOT_ELIGIBLE', 'reviewNotEligible');
    }
    const name = await findUserName(db, userId);
    if (!name) throw new AppError(401, 'UNAUTHENTICATED', 'loginRequired');
    return {
      productId,
      userId,
      authorName: reviewerName(name.firstName, name.lastName),
      rating: body.rating,
      body: body.body,
      lang,
      now: clock(),
    };
  }

  app.post(
    '/products/:id/review',
    {
      schema: {
        tags,
        description:
          'Writes the caller’s review of a product they received (1–5 stars and words, in the language of ' +
          '`lang`). It shows on the product page, marked as a verified purchase, once staff approve it. 403 ' +
          'REVIEW_NOT_ELIGIBLE when no order of theirs holding it reached Delivered; 409 REVIEW_EXISTS for a ' +
          'second one (edit it with PUT).',
        params: IdParams,
        querystring: LangQuery,
        body: ReviewBody,
        response: { 201: MyReviewStateResponse, ...refusals(403, 409) },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const draft = await draftOf(userId, request.params.id, request.body, request.lang);
      await db.transaction((tx) => writeReview(tx, draft));
      return reply.status(201).send(await reviewState(db, userId, draft.productId));
    },
  );

  app.put(
    '/products/:id/review',
    {
      schema: {
        tags,
        description:
          'Edits the caller’s review: new stars and words go back to staff, and the review leaves the product ' +
          'page and its rating until they approve it again. 404 REVIEW_NOT_FOUND before one is written.',
        params: IdParams,
        querystring: LangQuery,
        body: ReviewBody,
        response: { 200: MyReviewStateResponse, ...refusals(403) },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { userId } = authOf(request);
      const draft = await draftOf(userId, request.params.id, request.body, request.lang);
      await db.transaction((tx) => editReview(tx, draft));
      await catalogChanged(app, { productIds: [draft.productId] });
      return reviewState(db, userId, draft.productId);
    },
  );
};

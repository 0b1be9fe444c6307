import { IdParams } from '@coffee/contracts/catalog';
import { LangQuery } from '@coffee/contracts/common';
import {
  AdminReviewResponse,
  AdminReviewsQuery,
  AdminReviewsResponse,
  ReviewDecisionBody,
} from '@coffee/contracts/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Lang } from '../../i18n/lang.js';
import { AppError } from '../../lib/errors.js';
import { pageMeta } from '../../lib/page-meta.js';
import { actorOf } from '../../plugins/backoffice-auth.js';
import { catalogChanged } from '../../plugins/cache.js';
import { recordAudit } from '../audit/repository.js';
import { moderateReview } from './ledger.js';
import { toAdminReview } from './presenters.js';
import { findForModeration, listForModeration } from './repository.js';

const tags = ['admin'];

/** The back office's review queue: what shoppers wrote, approved onto the product page or hidden, with a reason. */
export const adminReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;

  const present = async (id: number, lang: Lang) => {
    const row = await findForModeration(db, id);
    if (!row) throw new AppError(404, 'NOT_FOUND', 'notFound');
    return { data: toAdminReview(row, lang) };
  };

  app.get(
    '/admin/reviews',
    {
      schema: {
        tags,
        description:
          'Staff and admins: reviews of one `status` — `pending` (the queue: new and edited reviews, oldest ' +
          'first), `approved` or `hidden` (latest decision first) — optionally of one product.',
        querystring: AdminReviewsQuery,
        response: { 200: AdminReviewsResponse },
      },
    },
    async (request) => {
      const { status, product_id: productId, page, per_page: perPage } = request.query;
      const { rows, total } = await listForModeration(
        db,
        { status, productId },
        { limit: perPage, offset: (page - 1) * perPage },
      );
      return {
        data: rows.map((row) => toAdminReview(row, request.lang)),
        meta: pageMeta(page, perPage, total),
      };
    },
  );

  app.get(
    '/admin/reviews/:id',
    {
      schema: {
        tags,
        description: 'Staff and admins: one review, its product, and the last decision on it.',
        params: IdParams,
        querystring: LangQuery,
        response: { 200: AdminReviewResponse },
      },
    },
    async (request) => present(request.params.id, request.lang),
  );

  app.post(
    '/admin/reviews/:id/decision',
    {
      schema: {
        tags,
        description:
          'Staff and admins: approves a review onto the product page or hides it (a reason is required to ' +
          'hide); the product’s rating and review count follow from its approved reviews in the same ' +
          'transaction. Deciding the same again changes nothing. Audited.',
        params: IdParams,
        querystring: LangQuery,
        body: ReviewDecisionBody,
        response: { 200: AdminReviewResponse },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { decision, reason } = request.body;
      const status = decision === 'approve' ? 'approved' : 'hidden';
      const now = clock();
      const outcome = await db.transaction(async (tx) => {
        const done = await moderateReview(tx, {
          reviewId: request.params.id,
          status,
          reason,
          staffId: actor.userId,
          now,
        });
        if (done && done.before !== status) {
          await recordAudit(
            tx,
            actor,
            {
              action: decision === 'approve' ? 'review.approve' : 'review.hide',
              entity: 'review',
              entityKey: String(request.params.id),
              before: { status: done.before },
              after: { status },
              note: reason || null,
            },
            now,
          );
        }
        return done;
      });
      if (!outcome) throw new AppError(404, 'NOT_FOUND', 'notFound');
      if (outcome.before !== status) await catalogChanged(app, { productIds: [outcome.productId] });
      return present(request.params.id, request.lang);
    },
  );
};

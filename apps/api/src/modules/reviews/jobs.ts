import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendReviewRequests } from './review-requests.js';

/** A delay of days needs no finer clock: a review request an hour late is on time. */
export const REVIEW_REQUEST_EVERY_MS = 15 * 60_000;

/** The reviews module's timer: emails shoppers a few days after delivery asking what they thought. */
export const reviewJobs = fp(async (app: FastifyInstance) => {
  app.addJob({
    name: 'review-requests',
    everyMs: REVIEW_REQUEST_EVERY_MS,
    run: async () => {
      const sent = await sendReviewRequests(app.db, {
        now: app.clock(),
        delayDays: app.config.reviewRequestDelayDays,
        siteUrl: app.config.siteUrl,
      });
      if (sent > 0) app.log.info({ sent }, 'review requests queued');
    },
  });
});

import { LangQuery } from '@coffee/contracts/common';
import { NewsletterBody, NewsletterConfirmBody, NewsletterResponse } from '@coffee/contracts/engagement';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../i18n/messages.js';
import { addSeconds } from '../../lib/clock.js';
import { AppError, refusals } from '../../lib/errors.js';
import { enqueueMessage } from '../../lib/outbox.js';
import { hashLinkToken, newLinkToken } from '../../lib/tokens.js';
import { confirmSubscriber, findByToken, lockSubscriber, saveConfirmation } from './repository.js';

/** How long a confirmation link works. */
export const NEWSLETTER_LINK_TTL_SECONDS = 7 * 24 * 60 * 60;

const isSubscribed = (row: { confirmedAt: Date | null; unsubscribedAt: Date | null } | undefined) =>
  Boolean(row?.confirmedAt && !row.unsubscribedAt);

/**
 * The newsletter, by double opt-in: signing up mails the address a link, and only following it subscribes.
 * The answer to a sign-up is the same whether the address is new, waiting or subscribed (decision 0032).
 */
export const engagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, config, limits } = app;

  app.post(
    '/newsletter',
    {
      schema: {
        tags: ['engagement'],
        description:
          'Signs an address up for the newsletter: mails it a link to confirm (7 days), or, when it is already ' +
          'subscribed, says so by mail. 202 and the same sentence either way, so the answer tells nobody ' +
          'which addresses are subscribed. 5 sign-ups per client address in 10 minutes, 3 mails per email a day.',
        querystring: LangQuery,
        body: NewsletterBody,
        response: { 202: NewsletterResponse, ...refusals(429) },
      },
      preHandler: limits.perIp('newsletter'),
    },
    async (request, reply) => {
      const { email } = request.body;
      const lang = request.lang;
      await limits.perAccount('newsletter', `newsletter:${email}`, reply);
      const now = clock();
      await db.transaction(async (tx) => {
        const row = await lockSubscriber(tx, email);
        if (isSubscribed(row)) {
          await enqueueMessage(tx, {
            channel: 'email',
            recipient: email,
            template: 'newsletter.already',
            subject: translate(lang, 'newsletterAlreadySubject'),
            body: translate(lang, 'newsletterAlreadyBody'),
            payload: { lang },
          });
          return;
        }
        const { token, hash } = newLinkToken();
        await saveConfirmation(tx, { email, lang, tokenHash: hash, now });
        const link = `${config.siteUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`;
        await enqueueMessage(tx, {
          channel: 'email',
          recipient: email,
          template: 'newsletter.confirm',
          subject: translate(lang, 'newsletterConfirmSubject'),
          body: translate(lang, 'newsletterConfirmBody', { link }),
          payload: { lang, link },
        });
      });
      return reply
        .status(202)
        .send({ data: { email, message: translate(lang, 'newsletterCheckEmail', { email }) } });
    },
  );

  app.post(
    '/newsletter/confirm',
    {
      schema: {
        tags: ['engagement'],
        description:
          'Confirms a newsletter sign-up with the token of its emailed link (the latest one sent, within 7 days); ' +
          'again with the same link answers the same. 422 INVALID_LINK otherwise.',
        querystring: LangQuery,
        body: NewsletterConfirmBody,
        response: { 200: NewsletterResponse, ...refusals(422) },
      },
      // No limit: a token is 256 random bits, and a link's owner may click it more than once.
    },
    async (request) => {
      const lang = request.lang;
      const now = clock();
      const email = await db.transaction(async (tx) => {
        const row = await findByToken(tx, hashLinkToken(request.body.token));
        const sentAt = row?.confirmSentAt;
        if (!row || !sentAt || addSeconds(sentAt, NEWSLETTER_LINK_TTL_SECONDS) <= now) return undefined;
        if (!isSubscribed(row)) await confirmSubscriber(tx, row.id, now);
        return row.email;
      });
      if (!email) throw new AppError(422, 'INVALID_LINK', 'newsletterLinkInvalid');
      return { data: { email, message: translate(lang, 'newsletterSubscribed') } };
    },
  );
};

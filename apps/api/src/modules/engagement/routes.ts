import { LangQuery } from '@coffee/contracts/common';
import { NewsletterBody, NewsletterResponse } from '@coffee/contracts/engagement';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, refusals } from '../../lib/errors.js';
import { subscribe } from './repository.js';

export const engagementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/newsletter',
    {
      schema: {
        tags: ['engagement'],
        querystring: LangQuery,
        body: NewsletterBody,
        response: { 201: NewsletterResponse, ...refusals(409) },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const added = await subscribe(app.db, email, request.lang);
      if (!added) throw new AppError(409, 'ALREADY_SUBSCRIBED', 'alreadySubscribed', ['alreadySubscribed']);
      return reply.status(201).send({ data: { email } });
    },
  );
};

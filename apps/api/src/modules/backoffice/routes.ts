import { BackofficeMeResponse } from '@coffee/contracts/backoffice';
import { LangQuery } from '@coffee/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localized } from '../../i18n/lang.js';
import { AppError, refusals } from '../../lib/errors.js';
import { authOf } from '../../plugins/auth.js';
import { findActor } from '../../plugins/backoffice-auth.js';
import { findSellerName } from '../sellers/repository.js';

/** Who the caller is in the back office: the storefront asks before it opens /admin or /seller. */
export const backofficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/backoffice/me',
    {
      schema: {
        tags: ['admin'],
        description:
          "The caller's back-office role (`staff`, `admin`, or `seller` with the seller they run). A signed-in " +
          'shopper with none gets a 403, which is how the storefront keeps them out of /admin and /seller.',
        querystring: LangQuery,
        response: { 200: BackofficeMeResponse, ...refusals(403) },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const actor = await findActor(db, authOf(request).userId);
      if (!actor) throw new AppError(403, 'FORBIDDEN', 'staffOnly');
      const seller = actor.sellerId === null ? undefined : await findSellerName(db, actor.sellerId);
      return {
        data: {
          role: actor.role,
          name: actor.label.replace(/ <.*>$/, ''),
          seller: seller
            ? { id: seller.id, name: localized(request.lang, seller.nameEn, seller.nameAr) }
            : null,
        },
      };
    },
  );
};

import { AdminSellersResponse } from '@coffee/contracts/backoffice';
import { LangQuery } from '@coffee/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localized } from '../../i18n/lang.js';
import { listSellerNames } from './repository.js';

/** The back office's list of sellers, for its filters and pickers. */
export const adminSellerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/admin/sellers',
    {
      schema: {
        tags: ['admin'],
        description: 'Staff and admins: every seller (active or not) by name, for filters and pickers.',
        querystring: LangQuery,
        response: { 200: AdminSellersResponse },
      },
    },
    async (request) => {
      const rows = await listSellerNames(db, request.lang);
      return {
        data: rows.map((row) => ({ id: row.id, name: localized(request.lang, row.nameEn, row.nameAr) })),
      };
    },
  );
};

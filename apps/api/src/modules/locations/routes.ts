import { IdParams } from '@coffee/contracts/catalog';
import { LangQuery } from '@coffee/contracts/common';
import { CitiesResponse, GovernoratesResponse } from '@coffee/contracts/locations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localized, toLang } from '../../i18n/lang.js';
import { listCities, listGovernorates } from './repository.js';

export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  const collator = { en: new Intl.Collator('en'), ar: new Intl.Collator('ar') };

  app.get(
    '/governorates',
    { schema: { tags: ['locations'], querystring: LangQuery, response: { 200: GovernoratesResponse } } },
    async (request) => {
      const lang = toLang(request.query.lang);
      const rows = await listGovernorates(app.db);
      return {
        data: rows
          .map((row) => ({ id: row.id, code: row.code, name: localized(lang, row.nameEn, row.nameAr) }))
          .sort((a, b) => collator[lang].compare(a.name, b.name)),
      };
    },
  );

  app.get(
    '/governorates/:id/cities',
    {
      schema: {
        tags: ['locations'],
        params: IdParams,
        querystring: LangQuery,
        response: { 200: CitiesResponse },
      },
    },
    async (request, reply) => {
      const lang = toLang(request.query.lang);
      const rows = await listCities(app.db, request.params.id);
      if (rows.length === 0) return reply.notFoundError();
      return {
        data: rows
          .map((row) => ({
            id: row.id,
            governorate_id: row.governorateId,
            name: localized(lang, row.nameEn, row.nameAr),
          }))
          .sort((a, b) => collator[lang].compare(a.name, b.name)),
      };
    },
  );
};

import { TaxonomyBody, TaxonomyItemResponse } from '@coffee/contracts/backoffice-catalog';
import { IdParams } from '@coffee/contracts/catalog';
import { LangQuery } from '@coffee/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../../db/client.js';
import type { Lang } from '../../../i18n/lang.js';
import { AppError, refusals } from '../../../lib/errors.js';
import { actorOf } from '../../../plugins/backoffice-auth.js';
import { afterCatalogWrite } from './after-write.js';
import { toTaxonomyItem } from './presenters.js';
import { createTaxonomy, findTaxonomy, type TaxonomyKind, updateTaxonomy } from './taxonomy-repository.js';

const PATHS: Record<TaxonomyKind, string> = {
  category: 'categories',
  sub_category: 'sub-categories',
  brand: 'brands',
};
async function readItem(db: Executor, kind: TaxonomyKind, id: number, lang: Lang) {
  const row = await findTaxonomy(db, kind, id);
  if (!row) throw new AppError(404, 'NOT_FOUND', 'notFound');
  return { data: toTaxonomyItem(row, lang) };
}

/**
 * Categories, sub-categories and brands, for staff and admins: create, rename in both languages, hide (left
 * out of the store's menus and the seller portal's choices; products filed there stay as they are). Sellers
 * only read them (`GET /seller/catalog-options`).
 */
export const adminTaxonomyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;
  const tags = ['admin'];

  for (const kind of ['category', 'brand'] as const) {
    app.post(
      `/admin/${PATHS[kind]}`,
      {
        schema: {
          tags,
          description: `Staff and admins: creates a ${kind} with its English and Arabic names (hidden if asked).`,
          querystring: LangQuery,
          body: TaxonomyBody,
          response: { 201: TaxonomyItemResponse, ...refusals(409, 422) },
        },
      },
      async (request, reply) => {
        const id = await db.transaction((tx) =>
          createTaxonomy(tx, actorOf(request), kind, request.body, null, clock()),
        );
        await afterCatalogWrite(app, { productIds: [], taxonomy: true });
        return reply.status(201).send(await readItem(db, kind, id ?? 0, request.lang));
      },
    );
  }

  app.post(
    '/admin/categories/:id/sub-categories',
    {
      schema: {
        tags,
        description: 'Staff and admins: creates a sub-category of this category.',
        params: IdParams,
        querystring: LangQuery,
        body: TaxonomyBody,
        response: { 201: TaxonomyItemResponse, ...refusals(409, 422) },
      },
    },
    async (request, reply) => {
      const id = await db.transaction((tx) =>
        createTaxonomy(tx, actorOf(request), 'sub_category', request.body, request.params.id, clock()),
      );
      if (id === undefined) throw new AppError(404, 'NOT_FOUND', 'notFound');
      await afterCatalogWrite(app, { productIds: [], taxonomy: true });
      return reply.status(201).send(await readItem(db, 'sub_category', id, request.lang));
    },
  );

  for (const kind of ['category', 'sub_category', 'brand'] as const) {
    app.put(
      `/admin/${PATHS[kind]}/:id`,
      {
        schema: {
          tags,
          description: `Staff and admins: renames a ${kind.replace('_', '-')} in both languages and hides or shows it; a rename reindexes its products for search.`,
          params: IdParams,
          querystring: LangQuery,
          body: TaxonomyBody,
          response: { 200: TaxonomyItemResponse, ...refusals(409, 422) },
        },
      },
      async (request) => {
        const found = await db.transaction((tx) =>
          updateTaxonomy(tx, actorOf(request), kind, request.params.id, request.body, clock()),
        );
        if (!found) throw new AppError(404, 'NOT_FOUND', 'notFound');
        await afterCatalogWrite(app, { productIds: [], taxonomy: true });
        return readItem(db, kind, request.params.id, request.lang);
      },
    );
  }
};

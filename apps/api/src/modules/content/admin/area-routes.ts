import { IdParams } from '@coffee/contracts/catalog';
import { LangQuery } from '@coffee/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Executor } from '../../../db/client.js';
import { refusals } from '../../../lib/errors.js';
import type { MediaUrl } from '../../../lib/media.js';
import { pageMeta } from '../../../lib/page-meta.js';
import { removeUploadedImage } from '../../../lib/product-images.js';
import { type Actor, actorOf } from '../../../plugins/backoffice-auth.js';
import { storeUploadedImage } from '../../catalog/admin/image-upload.js';
import { notFound } from './content-repository.js';

const tags = ['admin'];

/** What differs between the blog's and the recipes' routes; everything else is the same. */
export type Area<Row, Query extends z.ZodType, Body extends z.ZodType> = {
  path: '/admin/blog' | '/admin/recipes';
  what: string;
  image: 'cover' | 'image';
  query: Query;
  body: Body;
  one: z.ZodType;
  page: z.ZodType;
  list: (
    db: Executor,
    query: z.output<Query>,
    page: { limit: number; offset: number },
  ) => Promise<{ rows: Row[]; total: number }>;
  find: (db: Executor, id: number) => Promise<Row | undefined>;
  create: (tx: Executor, actor: Actor, fields: z.output<Body>, now: Date) => Promise<Row & { id: number }>;
  update: (tx: Executor, actor: Actor, id: number, fields: z.output<Body>, now: Date) => Promise<Row>;
  remove: (tx: Executor, actor: Actor, id: number, now: Date) => Promise<Row | undefined>;
  setImage: (
    tx: Executor,
    actor: Actor,
    id: number,
    image: string,
    now: Date,
  ) => Promise<'missing' | { replaced: string }>;
  imageOf: (row: Row) => string;
  present: (row: Row, media: MediaUrl) => unknown;
  listed: (row: Row, media: MediaUrl) => unknown;
};

/**
 * Posts or recipes under /admin, for staff and admins: a list (search, status and kind filters), one to
 * edit, create, rewrite, its image, delete. Each write is one transaction with its audit row; the API
 * caches none of these answers, so the storefront's next request sees it (the storefront's own cache is
 * expired by the back office's server action).
 */
export function contentAreaRoutes<Row, Query extends z.ZodType, Body extends z.ZodType>(
  area: Area<Row, Query, Body>,
): FastifyPluginAsyncZod {
  return async (app) => {
    const { db, clock, mediaUrl, storage } = app;
    const { path, what } = area;
    const answer = (row: Row) => ({ data: area.present(row, mediaUrl) });

    app.get(
      path,
      {
        schema: {
          tags,
          description: `Staff and admins: ${what}, drafts first then newest; \`q\` finds part of a title or slug.`,
          querystring: area.query,
          response: { 200: area.page },
        },
      },
      async (request) => {
        const query = request.query as z.output<Query> & { page: number; per_page: number };
        const { page, per_page: perPage } = query;
        const { rows, total } = await area.list(db, query, { limit: perPage, offset: (page - 1) * perPage });
        return { data: rows.map((row) => area.listed(row, mediaUrl)), meta: pageMeta(page, perPage, total) };
      },
    );

    app.get(
      `${path}/:id`,
      {
        schema: {
          tags,
          description: `Staff and admins: one of the ${what} as its edit form needs it (Markdown, both languages), draft or not.`,
          params: IdParams,
          querystring: LangQuery,
          response: { 200: area.one },
        },
      },
      async (request) => {
        const row = await area.find(db, request.params.id);
        if (!row) throw notFound();
        return answer(row);
      },
    );

    app.post(
      path,
      {
        schema: {
          tags,
          description: `Staff and admins: creates one of the ${what} (a draft unless \`published\`). 409 SLUG_TAKEN for a slug in use; 422 INVALID_CONTENT for a product or category that does not exist. Audited.`,
          querystring: LangQuery,
          body: area.body,
          response: { 201: area.one, ...refusals(409, 422) },
        },
      },
      async (request, reply) => {
        const fields = request.body as z.output<Body>;
        const row = await db.transaction((tx) => area.create(tx, actorOf(request), fields, clock()));
        return reply.status(201).send(answer(row));
      },
    );

    app.put(
      `${path}/:id`,
      {
        schema: {
          tags,
          description: `Staff and admins: rewrites one of the ${what}; \`published: false\` takes it off the storefront at once. What changed is audited.`,
          params: IdParams,
          querystring: LangQuery,
          body: area.body,
          response: { 200: area.one, ...refusals(409, 422) },
        },
      },
      async (request) => {
        const fields = request.body as z.output<Body>;
        const row = await db.transaction((tx) =>
          area.update(tx, actorOf(request), request.params.id, fields, clock()),
        );
        return answer(row);
      },
    );

    app.post(
      `${path}/:id/${area.image}`,
      {
        schema: {
          tags,
          description: `Staff and admins: multipart/form-data with one file \`image\` (JPEG or PNG by its bytes, at most 5 MB), re-encoded as WebP at most 1200 px on a side as product images are; replaces the one before.`,
          params: IdParams,
          querystring: LangQuery,
          consumes: ['multipart/form-data'],
          response: { 200: area.one, ...refusals(422) },
        },
      },
      async (request) => {
        const { id } = request.params;
        if (!(await area.find(db, id))) throw notFound();
        const stored = await storeUploadedImage(request, storage);
        const outcome = await db
          .transaction((tx) => area.setImage(tx, actorOf(request), id, stored, clock()))
          .catch(async (error: unknown) => {
            await removeUploadedImage(storage, stored);
            throw error;
          });
        if (outcome === 'missing') {
          await removeUploadedImage(storage, stored);
          throw notFound();
        }
        await removeUploadedImage(storage, outcome.replaced);
        const row = await area.find(db, id);
        if (!row) throw notFound();
        return answer(row);
      },
    );

    app.delete(
      `${path}/:id`,
      {
        schema: {
          tags,
          description: `Staff and admins: deletes one of the ${what} for good (unpublishing keeps it); audited with what it said.`,
          params: IdParams,
          querystring: LangQuery,
          response: { 200: area.one },
        },
      },
      async (request) => {
        const row = await db.transaction((tx) =>
          area.remove(tx, actorOf(request), request.params.id, clock()),
        );
        if (!row) throw notFound();
        await removeUploadedImage(storage, area.imageOf(row));
        return answer(row);
      },
    );
  };
}

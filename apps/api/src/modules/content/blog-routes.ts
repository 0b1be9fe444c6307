import {
  BlogListQuery,
  BlogListResponse,
  BlogPostParams,
  BlogPostResponse,
  BodyFormatQuery,
} from '@coffee/contracts/blog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localized, toLang } from '../../i18n/lang.js';
import { AppError } from '../../lib/errors.js';
import { toProductCard } from '../catalog/presenters.js';
import { formatBody, toPostSummary } from './blog-presenters.js';
import { findPost, listPosts, productCardsByIds } from './blog-repository.js';

/** The blog: articles, product reviews and videos, newest first. */
export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mediaUrl, clock } = app;

  app.get(
    '/blog',
    { schema: { tags: ['content'], querystring: BlogListQuery, response: { 200: BlogListResponse } } },
    async (request) => {
      const { type, page, per_page } = request.query;
      const lang = toLang(request.query.lang);
      const { rows, total } = await listPosts(db, { kind: type, page, perPage: per_page, now: clock() });
      return {
        data: rows.map((row) => toPostSummary(row, lang, mediaUrl)),
        meta: { page, per_page, total, last_page: Math.max(1, Math.ceil(total / per_page)) },
      };
    },
  );

  app.get(
    '/blog/:id',
    {
      schema: {
        tags: ['content'],
        description: 'One post; `format=markdown` returns the body as written, `html` (default) rendered.',
        params: BlogPostParams,
        querystring: BodyFormatQuery,
        response: { 200: BlogPostResponse },
      },
    },
    async (request) => {
      const lang = toLang(request.query.lang);
      const row = await findPost(db, request.params.id, clock());
      if (!row) throw new AppError(404, 'NOT_FOUND', 'notFound');
      const { post } = row;
      const ids = post.productId ? [post.productId, ...post.productIds] : post.productIds;
      const cards = await productCardsByIds(db, ids);
      return {
        data: {
          ...toPostSummary(row, lang, mediaUrl),
          body: formatBody(localized(lang, post.bodyEn, post.bodyAr), request.query.format),
          format: request.query.format,
          related_products: cards.map((card) => toProductCard(card, lang, mediaUrl)),
        },
      };
    },
  );
};

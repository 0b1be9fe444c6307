import { BodyFormatQuery, PageParams, StaticPageResponse } from '@coffee/contracts/blog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localized, toLang } from '../../i18n/lang.js';
import { AppError } from '../../lib/errors.js';
import { formatBody } from './blog-presenters.js';
import { findPage } from './recipe-repository.js';

/** The static pages (about, privacy, terms), kept in the database so they change without a deploy. */
export const pageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/pages/:slug',
    {
      schema: {
        tags: ['content'],
        params: PageParams,
        querystring: BodyFormatQuery,
        response: { 200: StaticPageResponse },
      },
    },
    async (request) => {
      const lang = toLang(request.query.lang);
      const page = await findPage(db, request.params.slug);
      if (!page) throw new AppError(404, 'NOT_FOUND', 'notFound');
      return {
        data: {
          slug: request.params.slug,
          title: localized(lang, page.titleEn, page.titleAr),
          body: formatBody(localized(lang, page.bodyEn, page.bodyAr), request.query.format),
          format: request.query.format,
          updated_at: page.updatedAt.toISOString(),
        },
      };
    },
  );
};

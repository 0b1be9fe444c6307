import {
  AdminPageResponse,
  AdminPagesResponse,
  PageBody,
  PreviewBody,
  PreviewResponse,
} from '@coffee/contracts/backoffice-content';
import { PageParams } from '@coffee/contracts/blog';
import { LangQuery } from '@coffee/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { renderMarkdown } from '../../../lib/markdown.js';
import { actorOf } from '../../../plugins/backoffice-auth.js';
import { notFound } from './content-repository.js';
import { listAdminPages, toAdminPage, updatePage } from './page-repository.js';

const tags = ['admin'];

/** The static pages (edited, never created or deleted) and the Markdown preview. */
export const adminPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;

  app.get(
    '/admin/pages',
    {
      schema: {
        tags,
        description: 'Staff and admins: the static pages (about, privacy, terms) with their Markdown bodies.',
        querystring: LangQuery,
        response: { 200: AdminPagesResponse },
      },
    },
    async () => ({ data: (await listAdminPages(db)).map(toAdminPage) }),
  );

  app.put(
    '/admin/pages/:slug',
    {
      schema: {
        tags,
        description: 'Staff and admins: rewrites a static page’s title and body in both languages. Audited.',
        params: PageParams,
        querystring: LangQuery,
        body: PageBody,
        response: { 200: AdminPageResponse },
      },
    },
    async (request) => {
      const row = await db.transaction((tx) =>
        updatePage(tx, actorOf(request), request.params.slug, request.body, clock()),
      );
      if (!row) throw notFound();
      return { data: toAdminPage(row) };
    },
  );

  app.post(
    '/admin/content/preview',
    {
      schema: {
        tags,
        description:
          'Staff and admins: a Markdown body rendered and sanitized by the very function the storefront’s ' +
          'posts, recipes and pages use, so the preview is what shoppers will see.',
        querystring: LangQuery,
        body: PreviewBody,
        response: { 200: PreviewResponse },
      },
    },
    async (request) => ({ data: { html: renderMarkdown(request.body.markdown) } }),
  );
};

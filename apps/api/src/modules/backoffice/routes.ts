import {
  AdminSellersResponse,
  AuditQuery,
  AuditResponse,
  BackofficeMeResponse,
} from '@coffee/contracts/backoffice';
import { LangQuery } from '@coffee/contracts/common';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sellers } from '../../db/schema/index.js';
import { localized } from '../../i18n/lang.js';
import { AppError, refusals } from '../../lib/errors.js';
import { pageMeta } from '../../lib/page-meta.js';
import { authOf } from '../../plugins/auth.js';
import { actorOf, findActor } from '../../plugins/backoffice-auth.js';
import { listAudit, toAuditEntry } from '../audit/repository.js';

/** Who the caller is in the back office, and the audit log of what was changed there. */
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
      const [seller] =
        actor.sellerId === null
          ? []
          : await db
              .select({ id: sellers.id, nameEn: sellers.nameEn, nameAr: sellers.nameAr })
              .from(sellers)
              .where(eq(sellers.id, actor.sellerId));
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

  app.get(
    '/admin/audit',
    {
      schema: {
        tags: ['admin'],
        description:
          'Admins only: every change made through the back office and the seller portal, newest first — who, ' +
          'when, the action, the entity, its fields before and after, and the note. `entity` and `entity_key` ' +
          '(e.g. order + CM-2026-000123) narrow it to one thing.',
        querystring: AuditQuery,
        response: { 200: AuditResponse },
      },
      onRequest: app.guardAdmin,
    },
    async (request) => {
      actorOf(request);
      const { page, per_page: perPage, entity, entity_key: entityKey } = request.query;
      const { rows, total } = await listAudit(
        db,
        { entity, entityKey },
        { limit: perPage, offset: (page - 1) * perPage },
      );
      return { data: rows.map(toAuditEntry), meta: pageMeta(page, perPage, total) };
    },
  );

  app.get(
    '/admin/sellers',
    {
      schema: {
        tags: ['admin'],
        description: 'Staff and admins: every seller (active or not) by name, for filters and pickers.',
        querystring: LangQuery,
        response: { 200: AdminSellersResponse },
      },
      onRequest: app.guardStaff,
    },
    async (request) => {
      const rows = await db
        .select({ id: sellers.id, nameEn: sellers.nameEn, nameAr: sellers.nameAr })
        .from(sellers)
        .orderBy(asc(request.lang === 'ar' ? sellers.nameAr : sellers.nameEn));
      return {
        data: rows.map((row) => ({ id: row.id, name: localized(request.lang, row.nameEn, row.nameAr) })),
      };
    },
  );
};

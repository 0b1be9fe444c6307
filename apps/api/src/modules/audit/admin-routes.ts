import { AuditQuery, AuditResponse } from '@coffee/contracts/backoffice';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageMeta } from '../../lib/page-meta.js';
import { actorOf } from '../../plugins/backoffice-auth.js';
import { toAuditEntry } from './presenters.js';
import { listAudit } from './repository.js';

/** The audit log of what was changed through the back office and the seller portal, for admins. */
export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/admin/audit',
    {
      schema: {
        tags: ['admin'],
        description:
          'Admins only: every change made through the back office and the seller portal, newest first — who, ' +
          'when, the action, the entity, its fields before and after, and the note. `entity` and `entity_key` ' +
          "(e.g. order + CM-2026-000123) narrow it to one thing; `actor` to whoever's name or email holds it; " +
          '`from` and `to` to those Cairo days (both included).',
        querystring: AuditQuery,
        response: { 200: AuditResponse },
      },
      config: { role: 'admin' },
    },
    async (request) => {
      actorOf(request);
      const { page, per_page: perPage, entity, entity_key: entityKey, actor, from, to } = request.query;
      const { rows, total } = await listAudit(
        db,
        { entity, entityKey, actor, from, to },
        { limit: perPage, offset: (page - 1) * perPage },
      );
      return { data: rows.map(toAuditEntry), meta: pageMeta(page, perPage, total) };
    },
  );
};

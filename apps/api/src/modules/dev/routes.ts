import { isIP } from 'node:net';
import { OutboxQuery, OutboxResponse, toEgyptianMobile } from '@coffee/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listOutbox } from '../../lib/outbox.js';

/**
 * Development and test helpers. `buildApp` registers them only outside production: there the route does
 * not exist at all (404), rather than being guarded.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  // Defence in depth for a server started without NODE_ENV=production by mistake: the outbox holds live
  // one-time codes, so only this machine may read it (tests, e2e and a developer's own browser).
  app.addHook('onRequest', async (request, reply) => {
    if (!isLoopback(request.ip)) return reply.callNotFound();
  });

  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        description: 'Messages the API queued (one-time codes included), newest first. Not in production.',
        querystring: OutboxQuery,
        response: { 200: OutboxResponse },
      },
    },
    async (request) => {
      const raw = request.query.to?.trim();
      const to = raw && (raw.includes('@') ? raw.toLowerCase() : (toEgyptianMobile(raw) ?? raw));
      const rows = await listOutbox(app.db, to || undefined, request.query.limit);
      return {
        data: rows.map((row) => ({
          id: row.id,
          channel: row.channel,
          to: row.recipient,
          template: row.template,
          subject: row.subject,
          body: row.body,
          status: row.status,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  );
};

function isLoopback(ip: string): boolean {
  if (isIP(ip) === 4) return ip.startsWith('127.');
  return ip === '::1' || ip.startsWith('::ffff:127.');
}

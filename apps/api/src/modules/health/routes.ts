import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const Status = z.object({ status: z.enum(['ok', 'unavailable']), database: z.string().optional() });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness: the process answers. Readiness: it can also reach its database.
  app.get('/health', { schema: { tags: ['health'], response: { 200: Status } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get(
    '/ready',
    { schema: { tags: ['health'], response: { 200: Status, 503: Status } } },
    async (request, reply) => {
      try {
        await app.db.execute(sql`SELECT 1`);
        return { status: 'ok' as const, database: app.dbKind };
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  );
};

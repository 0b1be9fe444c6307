import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** An API answers JSON and images: nothing in it may run, load anything or be framed. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * HTTPS only for a year, subdomains included, in production alone: browsers heed it over HTTPS only, and
 * outside production it would pin a developer's http://localhost (issue 25).
 */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Headers every answer carries. Answers about a person (any `/auth/…` call, anything asked with a bearer
 * token) are `no-store`, so no shared or browser cache keeps tokens or profiles; routes that chose their own
 * cache policy (the public catalog) keep it. `/docs` (Swagger UI) brings its own CSP.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const production = app.config.env === 'production';
  app.addHook('onSend', async (request, reply) => {
    if (production) reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', 'DENY');
    if (!request.url.startsWith('/docs')) reply.header('content-security-policy', API_CSP);
    const personal = request.headers.authorization !== undefined || request.url.startsWith('/auth/');
    if (personal && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
});

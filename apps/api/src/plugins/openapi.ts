import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the same zod contracts that validate requests: `/docs` and `/docs/json`. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Coffee marketplace API',
        description:
          'The provider API of the storefront. Every call takes `lang=en-US|ar-SA`. Money is integer piastres (1 EGP = 100).',
        version: '0.1.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  // The document is always built (`app.swagger()`); the pages only where API_DOCS allows (not in production
  // unless asked): they map every route for whoever looks.
  if (app.config.apiDocs) await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
});

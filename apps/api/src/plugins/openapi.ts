import { ApiError } from '@coffee/contracts/common';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { z } from 'zod';

const errorContent = {
  'application/json': { schema: { $ref: '#/components/schemas/ApiError' } },
} satisfies OpenAPIV3.ResponseObject['content'];

const errorResponse = (description: string): OpenAPIV3.ResponseObject => ({
  description,
  content: errorContent,
});

/**
 * The errors an operation can answer, in the one error shape: every operation can refuse a request (400) or
 * fail (500); signed-in ones answer 401 without a live session, ones with path parameters 404, and the
 * account calls 429 past their rate limits.
 */
function withErrorResponses(path: string, operation: OpenAPIV3.OperationObject): OpenAPIV3.OperationObject {
  const errors: Record<string, OpenAPIV3.ResponseObject> = {
    '400': errorResponse('The request is not valid (`VALIDATION_ERROR` lists each problem in `messages`).'),
    ...(operation.security && { '401': errorResponse('No valid access token, or the session has ended.') }),
    ...(path.includes('{') && { '404': errorResponse('Nothing with this id or slug.') }),
    ...(path.startsWith('/auth/') && {
      '429': errorResponse('Too many attempts; see the Retry-After header.'),
    }),
    '500': errorResponse('Something failed on the server; `request_id` names it in the logs.'),
  };
  return { ...operation, responses: { ...errors, ...operation.responses } };
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** OpenAPI generated from the same zod contracts that validate requests: `/docs` and `/docs/json`. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  // Routes guarded by `app.authenticate` say so: the document marks them as needing the bearer token.
  app.addHook('onRoute', (route) => {
    if ([route.onRequest].flat().includes(app.authenticate)) {
      route.schema = { ...route.schema, security: [{ bearerAuth: [] }] };
    }
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Coffee marketplace API',
        description:
          'The provider API of the storefront. Every call takes `lang=en-US|ar-SA`. Money is integer piastres (1 EGP = 100).',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The access token from /auth/login or /auth/verify-otp (3600 s).',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => {
      if (!('openapiObject' in document)) return document.swaggerObject;
      const openapi = document.openapiObject as OpenAPIV3.Document;
      const paths = Object.fromEntries(
        Object.entries(openapi.paths ?? {}).map(([path, item]) => {
          const operations = { ...item };
          for (const method of METHODS) {
            const operation = item?.[method];
            if (operation) operations[method] = withErrorResponses(path, operation);
          }
          return [path, operations];
        }),
      );
      return {
        ...openapi,
        paths,
        components: {
          ...openapi.components,
          schemas: {
            ...openapi.components?.schemas,
            ApiError: z.toJSONSchema(ApiError, { target: 'openapi-3.0' }) as OpenAPIV3.SchemaObject,
          },
        },
      };
    },
  });
  // The document is always built (`app.swagger()`); the pages only where API_DOCS allows (not in production
  // unless asked): they map every route for whoever looks.
  if (app.config.apiDocs) await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
});

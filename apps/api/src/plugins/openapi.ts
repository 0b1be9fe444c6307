import { ApiError } from '@coffee/contracts/common';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
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

/** What each error status means, wherever an operation answers it. */
const ERROR_MEANINGS: Record<string, string> = {
  '400': 'The request is not valid (`VALIDATION_ERROR` lists each problem in `messages`).',
  '401': 'No valid access token, or the session has ended.',
  '403': 'Signed in, but this account may not do this (its role, or it is blocked).',
  '404': 'Nothing with this id, slug or number (that the caller may see).',
  '409': 'Refused in the current state of what it acts on; `code` says which.',
  '413': 'The body, or a file in it, is larger than the call accepts.',
  '414': 'A path parameter is longer than any id or slug (`URL_TOO_LONG`).',
  '415': 'The body is in a content type the call does not read.',
  '422': 'Understood, but refused by the store’s rules; `code` says which.',
  '429': 'Too many attempts; see the Retry-After header.',
  '500': 'Something failed on the server; `request_id` names it in the logs.',
  '502': 'The payment gateway could not be reached; nothing was charged.',
  '503':
    'Unavailable for now (the database overloaded or away, a courier or the file store out of reach); nothing was done. Send it again later (after Retry-After when the answer has one).',
};

/**
 * The errors an operation can answer, in the one error shape: every operation can refuse a request (400) or
 * fail (500), or find the database out of reach (503); signed-in ones answer 401 without a live session and 403 to the wrong role or a blocked
 * account, ones with path parameters 404 (and 414 past a parameter's length), ones with a body 413 and 415,
 * and the account calls 429 past their rate limits. Refusals of a route's own (`refusals(409, 422)` in its
 * schema) get the same shape and meaning.
 */
function withErrorResponses(
  path: string,
  method: string,
  operation: OpenAPIV3.OperationObject,
): OpenAPIV3.OperationObject {
  const takesBody = method === 'post' || method === 'put';
  const statuses = [
    '400',
    ...(operation.security ? ['401', '403'] : []),
    ...(path.includes('{') ? ['404', '414'] : []),
    ...(takesBody ? ['413', '415'] : []),
    ...(path.startsWith('/auth/') ? ['429'] : []),
    '500',
    '503',
    ...Object.keys(operation.responses).filter((status) => status >= '400'),
  ];
  const errors = Object.fromEntries(
    statuses.map((status) => [status, errorResponse(ERROR_MEANINGS[status] ?? 'Refused.')]),
  );
  return { ...operation, responses: { ...operation.responses, ...errors } };
}

/** Marks a route's operation in the document as needing the bearer token. */
export function documentBearer(route: RouteOptions): void {
  route.schema = { ...route.schema, security: [{ bearerAuth: [] }] };
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** OpenAPI generated from the same zod contracts that validate requests: `/docs` and `/docs/json`. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  // Routes guarded by `app.authenticate` say so here; the back-office scopes mark theirs (`backoffice-auth.ts`).
  app.addHook('onRoute', (route) => {
    if ([route.onRequest].flat().includes(app.authenticate)) documentBearer(route);
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
            if (operation) operations[method] = withErrorResponses(path, method, operation);
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

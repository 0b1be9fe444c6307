import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database, DatabaseHandle } from './db/client.js';
import { createMediaUrl, type MediaUrl } from './lib/media.js';
import { catalogRoutes } from './modules/catalog/routes.js';
import { contentRoutes } from './modules/content/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { locationRoutes } from './modules/locations/routes.js';
import { searchRoutes } from './modules/search/routes.js';
import { sellerRoutes } from './modules/sellers/routes.js';
import { errorsPlugin } from './plugins/errors.js';
import { mediaPlugin } from './plugins/media.js';
import { openapiPlugin } from './plugins/openapi.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbKind: DatabaseHandle['kind'];
    mediaUrl: MediaUrl;
    config: Config;
  }
}

export type BuildOptions = {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
};

/** Builds the API without listening: the server listens, tests call `inject()`. */
export async function buildApp({ config, database, logger }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    // The query string parser keeps repeated keys as arrays (`brand=1&brand=2`).
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    bodyLimit: 1_048_576,
    requestIdHeader: 'x-request-id',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  app.decorate('config', config);
  app.decorate('mediaUrl', createMediaUrl(config.mediaBaseUrl));

  await app.register(errorsPlugin);
  await app.register(cors, { origin: config.corsOrigins, credentials: true });
  await app.register(openapiPlugin);
  await app.register(mediaPlugin, { mediaDir: config.mediaDir });

  await app.register(healthRoutes);
  await app.register(catalogRoutes);
  await app.register(searchRoutes);
  await app.register(sellerRoutes);
  await app.register(contentRoutes);
  await app.register(locationRoutes);
  return app;
}

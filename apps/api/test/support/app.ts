import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import { seedDemoCatalog } from '../../src/db/seed/demo.js';
import { createTestDatabase } from './database.js';

export type TestContext = { app: FastifyInstance; database: DatabaseHandle; close: () => Promise<void> };

/** The real app on a fresh database holding the demo catalog; call `close()` in afterAll. */
export async function createTestApp(): Promise<TestContext> {
  const database = await createTestDatabase({ catalog: true });
  await seedDemoCatalog(database.db);
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/coffee-test-data',
    // Test files run side by side and may share a Redis (and one day's runs its keys): each app its own prefix.
    RATE_LIMIT_PREFIX: `test:${randomUUID()}:`,
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** GET a JSON endpoint of the app and return status and parsed body. */
export async function getJson<T = unknown>(
  app: FastifyInstance,
  url: string,
  query: Record<string, string | string[]> = {},
) {
  const response = await app.inject({ method: 'GET', url, query });
  return { status: response.statusCode, body: response.json() as T, headers: response.headers };
}

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.js';
import { migrateDatabase } from '../../src/db/migrate.js';
import { openPgliteCopy } from './pglite-template.js';

/**
 * A fresh, migrated database for one test file: PGlite by default (a copy of this run's template, see
 * pglite-template.ts), or — when DATABASE_URL is set — a new database on that PostgreSQL server, created from
 * template0 with a UTF-8 ctype (pg_trgm needs it to see Arabic letters as word characters) and dropped
 * afterwards. `catalog: true` lets a PGlite copy hold the demo catalog already; callers still run
 * `seedDemoCatalog`, which finds it there (and loads it on PostgreSQL).
 */
/**
 * A new, empty database on the PostgreSQL server at `serverUrl`, named `<prefix>_<time>_<random>`: from template0
 * with a UTF-8 ctype (pg_trgm needs it to see Arabic letters as word characters). Dropping it is the caller's.
 */
export async function createServerDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ name: string; url: string }> {
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(
      `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
    );
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

export async function createTestDatabase(options: { catalog?: boolean } = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openPgliteCopy(options.catalog ? 'catalog' : 'migrated');
  const { name, url } = await createServerDatabase(serverUrl, 'coffee_test');
  const handle = await openDatabase({ url, poolSize: 8, connectTimeoutMs: 60_000 });
  await migrateDatabase(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

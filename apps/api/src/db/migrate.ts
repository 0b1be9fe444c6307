import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client.js';

/** The committed SQL migrations; found beside the sources in development and beside the bundle in dist/. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return here.endsWith(`${path.sep}dist`) ? path.join(here, 'drizzle') : path.resolve(here, '../../drizzle');
}

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (handle.kind === 'postgres') {
    // Several API processes may start at once: one migrates, the others wait on the same advisory lock.
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(727274)`);
      await migrateNodePg(tx as unknown as NodePgDatabase, config);
    });
  } else {
    await migratePglite(handle.db as unknown as PgliteDatabase, config);
  }
}

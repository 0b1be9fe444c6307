import { eq, sql } from 'drizzle-orm';
import type { Executor } from './client.js';
import { configVersion } from './schema/index.js';

/**
 * Settings that every order is priced and invoiced with (store settings, delivery zones, invoice settings)
 * change a few times a year but were read by every order. The database keeps one version for all of them, a
 * new random one on each change (triggers of migration 0032), and each API process keeps what it read under
 * the version it read it at: asking the version is all an order pays, and an order that already makes a
 * statement gets it as one more column of it (`configVersionColumn`). A change committed by any process, or
 * by hand, is seen by the next statement that asks, in every process. Decision 0049.
 */

/** The version as a column of another statement, e.g. `.returning({ …, configVersion: configVersionColumn })`. */
export const configVersionColumn = sql<
  string | null
>`(select "version" from "config_version" where "id" = 1)`;

export async function readConfigVersion(db: Executor): Promise<string | null> {
  const [row] = await db
    .select({ version: configVersion.version })
    .from(configVersion)
    .where(eq(configVersion.id, 1));
  return row?.version ?? null;
}

/**
 * `load`, run once per version of the settings in this process: the answer is `load(db)` as of a version
 * the caller read (or `known`, read by the caller in the same transaction). What `load` reads is kept only
 * when the version is still the same after it: its statements may see a change committed after the version
 * was read, and a version never comes back once changed (random), so what is kept is what that version had.
 * Inside a transaction that changed the settings itself, its own version is random too: if it rolls back,
 * nobody ever asks for it.
 */
export function cachedByConfigVersion<T>(
  load: (db: Executor) => Promise<T>,
): (db: Executor, known?: string | null) => Promise<T> {
  let cached: { version: string; value: T } | undefined;
  return async (db, known) => {
    const version = known === undefined ? await readConfigVersion(db) : known;
    if (version !== null && cached?.version === version) return cached.value;
    const value = await load(db);
    if (version !== null && (await readConfigVersion(db)) === version) cached = { version, value };
    return value;
  };
}

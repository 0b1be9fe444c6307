import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { planningGenerically } from './prepared.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a repository method runs on: the database, or the transaction its caller opened. */
export type Executor = Database | Transaction;

/** Connections of a PostgreSQL pool right now (for /metrics). */
export type PoolStats = { max: number; total: number; idle: number; waiting: number };

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL server's URL (the job queue opens its own connections there); absent for PGlite. */
  url?: string;
  poolStats?: () => PoolStats;
  /**
   * PGlite only: its data directory as a gzipped tarball (PGlite's dumpDataDir after a CHECKPOINT), taken while
   * no statement runs, so it is what a crash at that instant would leave: consistent once opened (backup.ts).
   */
  snapshot?: () => Promise<Blob>;
  close: () => Promise<void>;
};

// NOTE: trigram matching of a misspelt word needs a lower threshold than pg_trgm's 0.6 default
// (one wrong letter in a 6-letter word scores about 0.57). Set per connection so both drivers agree.
const SESSION_SETTINGS =
  'SET pg_trgm.word_similarity_threshold = 0.45; SET pg_trgm.similarity_threshold = 0.3';

export type DatabaseOptions = {
  /** postgres://… for a PostgreSQL server; absent = embedded PGlite. */
  url?: string | undefined;
  /** PGlite data directory; absent = in memory (tests). */
  dataDir?: string | undefined;
  /** PGlite only: fill the (new, empty) data directory from this tarball of `snapshot()` — a restore. */
  load?: Blob;
  poolSize?: number;
  /**
   * How long a query waits for a connection (the server's answer to a new one, or a free one in the pool)
   * before it fails; 5 s. Tests that race hundreds of requests on a busy machine wait longer: they prove the
   * locks, not the machine's speed.
   */
  connectTimeoutMs?: number;
};

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const openPool = (settings: string, keep = 0) => {
      const opened = new pg.Pool({
        connectionString: options.url,
        max: options.poolSize ?? 10,
        min: Math.min(keep, options.poolSize ?? 10),
        // A server that does not answer (down, or cut off by a network fault) fails the query in seconds
        // instead of hanging the request; /ready then says so, and the pool connects again once it is back.
        connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
        idleTimeoutMillis: 30_000,
        application_name: 'coffee-api',
        // Session settings travel with the connection's start-up packet: no extra round trip, no race.
        options: `-c pg_trgm.word_similarity_threshold=0.45 -c pg_trgm.similarity_threshold=0.3${settings}`,
      });
      // NOTE: an idle connection the server drops (a restart, a failover, an administrator's terminate) makes
      // the pool emit 'error'; unheard, that kills the process. The pool discards that connection and opens
      // another on the next query, so it is only worth a line in the log. https://node-postgres.com/apis/pool#error
      opened.on('error', (error) =>
        console.warn(`database: an idle connection was closed (${error.message})`),
      );
      // A connection that dies while checked out between two queries (a transaction waiting on a mail server)
      // emits 'error' on its client rather than the pool: heard here, the query in progress or the next one
      // fails and the pool replaces the connection, instead of the process dying of an unheard 'error'.
      opened.on('connect', (client) => {
        client.on('error', (error) =>
          console.warn(`database: a connection in use was closed (${error.message})`),
        );
      });
      return opened;
    };
    const pool = openPool('');
    // The statements that promise a plan not hanging on their values (db/prepared.ts shapedStatement) run on
    // connections of their own that plan generically from the start: no SET and RESET around each, and no
    // other statement ever runs with that setting. Only shapedStatement takes connections from it. Two of its
    // connections stay open when idle: each keeps the plans it made, and planning a shape anew costs 4–10 ms
    // (bench/RESULTS.md), paid again by a connection the idle timeout closed and the pool opened anew.
    const generic = openPool(' -c plan_cache_mode=force_generic_plan', 2);
    planningGenerically(pool, generic);
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    const max = options.poolSize ?? 10;
    return {
      db,
      kind: 'postgres',
      url: options.url,
      poolStats: () => ({ max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: async () => {
        await Promise.all([pool.end(), generic.end()]);
      },
    };
  }

  if (options.dataDir) mkdirSync(path.dirname(path.resolve(options.dataDir)), { recursive: true });
  const client = await PGlite.create(options.dataDir ? path.resolve(options.dataDir) : undefined, {
    // Not btree_gin: with it loaded, pg_trgm's `%` returns no rows and every later statement never settles
    // (PGlite 0.5.16; migration 0037 builds the words index without the kind ids where it is missing).
    extensions: { pg_trgm },
    ...(options.load ? { loadDataDir: options.load } : {}),
  });
  await client.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await client.exec(SESSION_SETTINGS);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  const snapshot = async () => {
    await client.exec('CHECKPOINT');
    return client.dumpDataDir('gzip');
  };
  return { db, kind: 'pglite', snapshot, close: () => client.close() };
}

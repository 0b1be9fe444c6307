// The two databases the API is measured on, each grown to the benchmark's catalog by the API's own
// seed-large script, so the bench exercises exactly the schema, indexes and data generator that ship.
import path from 'node:path';
import pg from 'pg';
import { runToEnd } from './children.mjs';

const created = new Set();

/**
 * PGlite lives in a directory kept between runs: growing 100k products through WASM takes minutes, and
 * seed-large returns at once when the catalog is already that big, so a rerun starts measuring quickly.
 */
export function pgliteTarget(options) {
  const dataDir = path.resolve(options.pgliteDir);
  return { name: 'pglite', env: { DATA_DIR: dataDir }, describe: `PGlite in ${dataDir}` };
}

/**
 * A throwaway PostgreSQL database. UTF-8 ctype on purpose: under LC_CTYPE 'C' pg_trgm makes no Arabic
 * trigrams (DESIGN.md), and Arabic autocomplete would measure a different, broken plan.
 */
export async function postgresTarget(options, scratchDir) {
  const name = `${options.databaseName}_${process.pid}`;
  await admin(options.postgresUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(
      `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
    );
  });
  created.add({ url: options.postgresUrl, name });
  return {
    name: 'postgres',
    databaseName: name,
    databaseUrl: `${options.postgresUrl}/${name}`,
    // DATA_DIR still matters with DATABASE_URL (media); keep it out of the repository's .data/.
    env: { DATABASE_URL: `${options.postgresUrl}/${name}`, DATA_DIR: scratchDir },
    describe: `PostgreSQL database ${name}`,
  };
}

/** Grows the catalog to `products` (a no-op when it is already that big). */
export async function seedCatalog(target, { products, apiDist }, cwd) {
  const started = Date.now();
  await runToEnd(
    `seed ${target.name}`,
    process.execPath,
    [path.join(apiDist, 'seed-large.js'), '--products', String(products)],
    { cwd, env: { ...target.env, LOG_LEVEL: 'warn' } },
  );
  return (Date.now() - started) / 1000;
}

/**
 * VACUUM (ANALYZE) after the bulk insert: on a live server autovacuum does this within a minute or two of
 * seeding, and we would rather it not start in the middle of a measurement. It also sets the visibility
 * map, which index-only scans need. PGlite has no autovacuum, so it is measured as seed-large leaves it.
 */
export async function settlePostgres(target) {
  const client = new pg.Client({ connectionString: target.databaseUrl, application_name: 'coffee-bench' });
  await client.connect();
  try {
    await client.query('VACUUM (ANALYZE)');
  } finally {
    await client.end();
  }
}

/** Drops every database this run created; safe to call twice (normal end, then a signal). */
export async function dropCreatedDatabases() {
  for (const entry of [...created]) {
    created.delete(entry);
    await admin(entry.url, (client) => client.query(`DROP DATABASE IF EXISTS ${entry.name} WITH (FORCE)`));
    console.log(`dropped database ${entry.name}`);
  }
}

async function admin(serverUrl, work) {
  const client = new pg.Client({
    connectionString: `${serverUrl}/postgres`,
    application_name: 'coffee-bench',
  });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

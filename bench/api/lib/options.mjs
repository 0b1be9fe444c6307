// Settings of a bench run, from flags first, then BENCH_* environment variables, then defaults.
// The defaults are the protocol (100k products, 32 connections, 15 s measured); `--quick` is for
// checking the harness itself in well under a minute of load.
import { parseArgs } from 'node:util';

const DEFAULTS = {
  products: 100_000,
  connections: 32,
  duration: 15,
  warmup: 3,
  repeat: 3,
  databases: 'pglite,postgres',
  postgresUrl: 'postgres://postgres@127.0.0.1:5432',
  pgliteDir: '/tmp/coffee-bench-pglite',
  apiDir: 'apps/api',
  caches: 'on,off',
  redisUrl: 'redis://127.0.0.1:6379',
  databaseName: 'coffee_bench',
};

const QUICK = { duration: 3, warmup: 1, repeat: 1 };

const FLAGS = {
  products: { type: 'string' },
  connections: { type: 'string' },
  duration: { type: 'string' },
  warmup: { type: 'string' },
  repeat: { type: 'string' },
  databases: { type: 'string' },
  'postgres-url': { type: 'string' },
  'pglite-dir': { type: 'string' },
  'api-dir': { type: 'string' },
  caches: { type: 'string' },
  'redis-url': { type: 'string' },
  'database-name': { type: 'string' },
  quick: { type: 'boolean', default: false },
  write: { type: 'boolean', default: false },
  'no-write': { type: 'boolean', default: false },
  build: { type: 'boolean', default: false },
  help: { type: 'boolean', default: false },
};

export const USAGE = `Usage: npm run bench:api -- [options]
  --products N       catalog size (BENCH_PRODUCTS, default ${DEFAULTS.products})
  --connections N    autocannon connections (BENCH_CONNECTIONS, default ${DEFAULTS.connections})
  --duration S       measured seconds per target and round (BENCH_DURATION, default ${DEFAULTS.duration})
  --warmup S         unmeasured seconds before each measurement (BENCH_WARMUP, default ${DEFAULTS.warmup})
  --repeat N         rounds; the table shows medians (BENCH_REPEAT, default ${DEFAULTS.repeat})
  --databases LIST   pglite,postgres or one of them (BENCH_DATABASES)
  --postgres-url URL server to create the throwaway database on (BENCH_POSTGRES_URL)
  --pglite-dir DIR   PGlite data dir, kept between runs (BENCH_PGLITE_DIR, default ${DEFAULTS.pgliteDir})
  --api-dir DIR      the API package to measure, e.g. another worktree's apps/api (BENCH_API_DIR,
                     default ${DEFAULTS.apiDir}); its dist/ is built there if missing
  --caches LIST      on,off,redis: one API per mode on each database — on = the in-process cache (warm),
                     off = CATALOG_CACHE=off (cold, the floor), redis = the cache shared through Redis
                     (BENCH_CACHES, default ${DEFAULTS.caches})
  --redis-url URL    Redis for --caches redis (BENCH_REDIS_URL, default ${DEFAULTS.redisUrl})
  --database-name N  prefix of the throwaway PostgreSQL database's name (BENCH_DATABASE_NAME, default
                     ${DEFAULTS.databaseName}); the process id follows it
  --quick            ${QUICK.duration} s measured, ${QUICK.warmup} s warm-up, 1 round; does not touch RESULTS.md
  --write / --no-write  force or skip writing bench/RESULTS.md (default: write unless --quick)
  --build            rebuild apps/api even if dist/ exists`;

function positiveNumber(name, raw) {
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`--${name} must be a positive number, got ${raw}`);
  return value;
}

function pick(values, flag, envName, fallback) {
  return values[flag] ?? process.env[envName] ?? fallback;
}

export function readOptions(argv = process.argv.slice(2)) {
  const { values } = parseArgs({ args: argv, options: FLAGS, strict: true });
  const base = values.quick ? { ...DEFAULTS, ...QUICK } : DEFAULTS;
  const number = (flag, envName) => positiveNumber(flag, pick(values, flag, envName, base[flag]));
  const databases = String(pick(values, 'databases', 'BENCH_DATABASES', base.databases))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of databases) {
    if (name !== 'pglite' && name !== 'postgres') throw new Error(`unknown database "${name}"`);
  }
  const caches = String(pick(values, 'caches', 'BENCH_CACHES', base.caches))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of caches) {
    if (!['on', 'off', 'redis'].includes(name)) throw new Error(`unknown cache mode "${name}"`);
  }
  return {
    help: values.help,
    products: Math.round(number('products', 'BENCH_PRODUCTS')),
    connections: Math.round(number('connections', 'BENCH_CONNECTIONS')),
    duration: number('duration', 'BENCH_DURATION'),
    warmup: Number(pick(values, 'warmup', 'BENCH_WARMUP', base.warmup)),
    repeat: Math.round(number('repeat', 'BENCH_REPEAT')),
    databases,
    postgresUrl: pick(values, 'postgres-url', 'BENCH_POSTGRES_URL', base.postgresUrl).replace(/\/$/, ''),
    pgliteDir: pick(values, 'pglite-dir', 'BENCH_PGLITE_DIR', base.pgliteDir),
    apiDir: pick(values, 'api-dir', 'BENCH_API_DIR', base.apiDir),
    caches,
    redisUrl: pick(values, 'redis-url', 'BENCH_REDIS_URL', base.redisUrl),
    databaseName: pick(values, 'database-name', 'BENCH_DATABASE_NAME', base.databaseName),
    // A quick run checks the harness; its figures are too short to stand in the record.
    write: values.write || (!values.quick && !values['no-write']),
    build: values.build,
    quick: values.quick,
  };
}

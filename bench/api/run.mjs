#!/usr/bin/env node
// `npm run bench:api`: the API under load on a 100k-product catalog, on PGlite and on PostgreSQL, next to a
// ceiling (bare Fastify serving a constant body of the same size) measured in the same run on the same
// machine. Prints req/s and p50/p99 latency, checks the issue's aims, writes bench/RESULTS.md ("## API").
// Every server is a child process; the bench process only generates load. See bench/README.md.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { freePort, runToEnd, startServer, stopAll } from './lib/children.mjs';
import { cpuPerRequest, cpuSnapshot } from './lib/cpu.mjs';
import {
  dropCreatedDatabases,
  pgliteTarget,
  postgresTarget,
  seedCatalog,
  settlePostgres,
} from './lib/databases.mjs';
import { checkPaths, drain, measure } from './lib/load.mjs';
import { readOptions, USAGE } from './lib/options.mjs';
import { AIMS, markdownTable, ms, summarizeRows, textTable, writeSection } from './lib/report.mjs';
import {
  AUTOCOMPLETE_TERMS,
  autocompletePaths,
  captureProductsAnswer,
  fetchCategoryIds,
  PRODUCT_PAGES,
  productDetailPaths,
  productPaths,
} from './lib/workloads.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
const LOG_LEVEL = 'warn';

/** Newest modification time of the files below `dir`, to tell whether a dist/ predates its sources. */
function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  const stat = statSync(dir);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(dir).reduce((newest, entry) => Math.max(newest, newestMtime(path.join(dir, entry))), 0);
}

async function ensureBuilt(options) {
  const built = ['server.js', 'seed-large.js'].every((file) => existsSync(path.join(options.apiDist, file)));
  if (built && !options.build) {
    const apiDir = path.dirname(options.apiDist);
    const sources = Math.max(
      newestMtime(path.join(apiDir, 'src')),
      newestMtime(path.join(apiDir, 'drizzle')),
    );
    if (sources > statSync(path.join(options.apiDist, 'server.js')).mtimeMs) {
      console.warn(
        `note: ${path.relative(repoRoot, options.apiDist)} is older than its sources; --build rebuilds it`,
      );
    }
    return;
  }
  // Same as `npm run build -w @coffee/api` for the default apps/api, and works for another checkout too.
  await runToEnd('build', 'npm', ['run', 'build'], { cwd: path.dirname(options.apiDist) });
}

/** Which code was measured: the commit of the API package, and whether it had uncommitted changes. */
function describeBuild(options) {
  const apiDir = path.dirname(options.apiDist);
  const built = `dist built ${statSync(path.join(options.apiDist, 'server.js')).mtime.toISOString()}`;
  const git = (...args) =>
    execFileSync('git', ['-C', apiDir, ...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  try {
    const commit = git('rev-parse', '--short', 'HEAD');
    const dirty = git('status', '--porcelain', '--', '.') !== '';
    return `${path.relative(repoRoot, apiDir) || '.'} at ${commit}${dirty ? ' with uncommitted changes' : ''}, ${built}`;
  } catch {
    return `${apiDir} (not a git checkout), ${built}`;
  }
}

/** Seeds one database after the other: both are CPU-bound and would only slow each other down. */
async function prepareDatabases(options, scratch) {
  const targets = [];
  for (const name of options.databases) {
    const target = name === 'pglite' ? pgliteTarget(options) : await postgresTarget(options, scratch);
    console.log(`${target.describe}: growing the catalog to ${options.products} products…`);
    const seconds = await seedCatalog(target, options, repoRoot);
    if (target.databaseUrl) await settlePostgres(target);
    console.log(`  ready in ${seconds.toFixed(0)} s`);
    targets.push(target);
  }
  return targets;
}

/** How each cache mode is named in the table (after the database) and what it sets in the API's environment. */
const CACHE_MODES = {
  on: { label: '', env: { CATALOG_CACHE: 'on' } },
  off: { label: 'cold', env: { CATALOG_CACHE: 'off' } },
  redis: { label: 'redis', env: { CATALOG_CACHE: 'on' } },
};

async function startApi(target, options, mode) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const { label, env } = CACHE_MODES[mode];
  const name = label ? `${target.name} ${label}` : target.name;
  const { child } = await startServer(
    `api ${name}`,
    process.execPath,
    [path.join(options.apiDist, 'server.js')],
    {
      cwd: repoRoot,
      readyUrl: `${baseUrl}/ready`,
      env: {
        ...target.env,
        ...env,
        ...(mode === 'redis' && { REDIS_URL: options.redisUrl, CACHE_PREFIX: `bench:${process.pid}:` }),
        HOST: '127.0.0.1',
        API_PORT: String(port),
        LOG_LEVEL,
        // seed-large already loaded the demo catalog; false also skips rendering demo images in the
        // background, which would steal CPU from the measurement.
        SEED_DEMO: 'false',
      },
    },
  );
  return { ...target, name, baseUrl, pid: child.pid };
}

async function startCeiling(body, scratch) {
  const bodyFile = path.join(scratch, 'products-answer.json');
  writeFileSync(bodyFile, body);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const { child } = await startServer(
    'ceiling',
    process.execPath,
    [path.join(import.meta.dirname, 'ceiling-server.mjs')],
    {
      cwd: repoRoot,
      readyUrl: `${baseUrl}/ready`,
      env: { API_PORT: String(port), LOG_LEVEL, CEILING_BODY: bodyFile },
    },
  );
  return { baseUrl, pid: child.pid };
}

async function catalogSize(baseUrl) {
  const response = await fetch(`${baseUrl}/products?per_page=1&lang=en-US`);
  const body = await response.json();
  return body.meta.total;
}

/** Checks every path answers 200 on every API, so the load measures real work, not error pages. */
async function checkWorkloads(apis, paths) {
  for (const api of apis) {
    const products = await checkPaths(api.baseUrl, paths.products);
    const suggestions = await checkPaths(api.baseUrl, paths.autocomplete);
    const pages = await checkPaths(api.baseUrl, paths.product);
    console.log(
      `${api.name}: ${products}/${paths.products.length} product pages, ` +
        `${suggestions}/${paths.autocomplete.length} autocomplete terms and ` +
        `${pages}/${paths.product.length} product pages have results`,
    );
  }
}

/** Warm-up, then the measured run with the CPU each process spent on it, then waiting out the backlog. */
async function measureJob(job, options) {
  const load = { baseUrl: job.baseUrl, paths: job.paths, connections: options.connections };
  if (options.warmup > 0) {
    await measure({ ...load, seconds: options.warmup });
    await drain(job.baseUrl);
  }
  const before = { cpu: cpuSnapshot(job), loadgen: process.cpuUsage() };
  const figures = await measure({ ...load, seconds: options.duration });
  const cpu = cpuPerRequest(before.cpu, cpuSnapshot(job), figures.requests);
  const loadgen = process.cpuUsage(before.loadgen);
  cpu.loadgenCpuMs =
    figures.requests > 0 ? (loadgen.user + loadgen.system) / 1000 / figures.requests : undefined;
  const backlog = await drain(job.baseUrl);
  return { target: job.target, database: job.database, ...figures, ...cpu, backlog };
}

/**
 * Rounds interleave every target (ceiling, then each database's routes), so slow drifts of a shared
 * machine's load spread over all of them instead of favouring whichever ran first.
 */
async function runRounds(options, jobs) {
  const samples = [];
  for (let round = 1; round <= options.repeat; round += 1) {
    for (const job of jobs) {
      const sample = { round, ...(await measureJob(job, options)) };
      samples.push(sample);
      console.log(
        `round ${round}/${options.repeat} ${job.target.padEnd(12)} ${job.database.padEnd(8)} ` +
          `${sample.rps.toFixed(0).padStart(6)} req/s  p50 ${ms(sample.p50)} ms  p99 ${ms(sample.p99)} ms  ` +
          `errors ${sample.errors + sample.timeouts}  non-2xx ${sample.non2xx}  (backlog ${sample.backlog.toFixed(1)} s)`,
      );
      await sleep(500); // let sockets close and the last queries finish before the next target starts
    }
  }
  return samples;
}

async function postgresVersion(options) {
  if (!options.databases.includes('postgres')) return undefined;
  const client = new pg.Client({ connectionString: `${options.postgresUrl}/postgres` });
  await client.connect();
  try {
    const { rows } = await client.query('SHOW server_version');
    return rows[0].server_version;
  } finally {
    await client.end();
  }
}

function describeMachine() {
  const cpus = os.cpus();
  return {
    nproc: os.availableParallelism(),
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    fastify: require('fastify/package.json').version,
    autocannon: require('autocannon/package.json').version,
    loadAverage: os.loadavg().map((value) => value.toFixed(1)),
  };
}

const CACHE_DESCRIPTIONS = {
  on: '"postgres" caches in its own memory (the default without REDIS_URL, warm)',
  off: '"postgres cold" with CATALOG_CACHE=off (every request computed: the floor)',
  redis: '"postgres redis" caches in Redis (REDIS_URL set), as several processes would share it',
};

/** One section per day: a rerun on the same day replaces it, earlier days' figures stay for comparison. */
const apiHeading = (date) => `## API, ${date.slice(0, 10)}`;

function resultsSection({ options, machine, rows, catalog, categories, bodyBytes, postgres, date, build }) {
  const rounds = options.repeat === 1 ? '1 round' : `${options.repeat} rounds, medians shown`;
  return `${apiHeading(date)}

Measured ${date} with \`npm run bench:api\` (bench/api/run.mjs); where the time goes and what to fix:
[api/FINDINGS.md](api/FINDINGS.md).

- Machine: ${machine.nproc} cores (${machine.cpu}), ${machine.memoryGb} GB, Node ${machine.node}, \
Fastify ${machine.fastify}${postgres ? `, PostgreSQL ${postgres}` : ''}. Shared machine: load average \
${machine.loadAverage.join(' / ')} when the run started, ${machine.loadAverageEnd.join(' / ')} at the end.
- API: ${build}.
- Catalog: ${catalog.toLocaleString('en-US')} active products (seed-large --products ${options.products}), \
${categories} categories.
- Load: autocannon ${machine.autocannon}, ${options.connections} connections, ${options.warmup} s warm-up + \
${options.duration} s measured per target, ${rounds}; targets interleaved within each round. The servers are \
child processes, autocannon runs in the bench process. Latency in ms; errors include timeouts.
- products: \`GET /products?category=<each>&page=<1|2|3|5>&lang=en-US\` (default sort newest, 24 per page, \
with facet counts), rotated.
- autocomplete: \`GET /autocomplete?q=…\`, ${AUTOCOMPLETE_TERMS.length} terms rotated: \
${AUTOCOMPLETE_TERMS.map(([q]) => q).join(', ')}.
- CPU ms/req: user + system CPU (from /proc) of the server process, of the PostgreSQL backends serving the \
bench database (parallel workers not included) and of the bench process (autocannon), over the measured \
seconds, divided by the requests answered. Unlike req/s and latency they hardly depend on what else the \
machine runs. PGlite runs inside the API process, so its database work is in "server CPU".
- product: \`GET /product/<id>?lang=<en-US|ar-SA>\`, ${PRODUCT_PAGES} products of the first pages of every \
category, rotated (the page with variants, reviews and 12 related products).
- APIs: ${options.caches.map((mode) => CACHE_DESCRIPTIONS[mode]).join('; ')}. Each runs alone while measured.
- ceiling: bare Fastify, same logger level (${LOG_LEVEL}), sending a captured ${bodyBytes}-byte \
\`/products\` answer as a constant body.

${markdownTable(rows)}

Aims on PostgreSQL at ${options.connections} connections: autocomplete p99 ≤ ${AIMS.autocomplete.p99} ms and \
req/s ≥ ${AIMS.autocomplete.share} of the ceiling's; /products p99 ≤ ${AIMS.products.p99} ms and req/s ≥ \
${AIMS.products.share} of the ceiling's; product page p99 ≤ ${AIMS.product.p99} ms.
`;
}

function saveRaw(payload) {
  const dir = path.join(repoRoot, 'bench/out');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `api-${payload.date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(payload, null, 2)}\n`);
  return file;
}

async function main(options) {
  await ensureBuilt(options);
  // Read now: someone may rebuild dist/ while the run goes on, but the servers keep the code they loaded.
  const build = describeBuild(options);
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'coffee-bench-'));
  cleanups.push(() => rmSync(scratch, { recursive: true, force: true }));
  const machine = describeMachine();
  const date = new Date().toISOString();
  const postgres = await postgresVersion(options);

  const targets = await prepareDatabases(options, scratch);
  const apis = [];
  for (const target of targets) {
    for (const mode of options.caches) apis.push(await startApi(target, options, mode));
  }
  const catalog = await catalogSize(apis[0].baseUrl);
  const categoryIds = await fetchCategoryIds(apis[0].baseUrl);
  const body = await captureProductsAnswer(apis[0].baseUrl, categoryIds[0]);
  const ceiling = await startCeiling(body, scratch);
  const paths = {
    products: productPaths(categoryIds),
    autocomplete: autocompletePaths(),
    product: await productDetailPaths(apis[0].baseUrl, categoryIds),
  };
  await checkWorkloads(apis, paths);
  console.log(`catalog ${catalog} products; ceiling body ${body.length} bytes\n`);

  const jobs = [
    { target: 'ceiling', database: '—', baseUrl: ceiling.baseUrl, pid: ceiling.pid, paths: ['/products'] },
    ...apis.flatMap((api) => {
      const server = { database: api.name, baseUrl: api.baseUrl, pid: api.pid, dbName: api.databaseName };
      return [
        { ...server, target: 'products', paths: paths.products },
        { ...server, target: 'autocomplete', paths: paths.autocomplete },
        { ...server, target: 'product', paths: paths.product },
      ];
    }),
  ];
  const samples = await runRounds(options, jobs);
  machine.loadAverageEnd = os.loadavg().map((value) => value.toFixed(1));
  const rows = summarizeRows(samples);
  console.log(`\n${textTable(rows)}\n`);

  const report = {
    options,
    build,
    machine,
    rows,
    catalog,
    categories: categoryIds.length,
    bodyBytes: body.length,
  };
  console.log(`raw figures: ${path.relative(repoRoot, saveRaw({ ...report, date, postgres, samples }))}`);
  if (options.write) {
    writeSection(
      path.join(repoRoot, 'bench/RESULTS.md'),
      apiHeading(date),
      resultsSection({ ...report, postgres, date }),
    );
    console.log(`written: bench/RESULTS.md (${apiHeading(date)})`);
  } else {
    console.log('bench/RESULTS.md left as it is (--quick or --no-write)');
  }
}

const cleanups = [];
let cleaning;
/** Stops the servers before dropping the database (its connections would hold it), then the rest. */
function cleanup() {
  cleaning ??= (async () => {
    await stopAll();
    await dropCreatedDatabases().catch((error) =>
      console.error(`could not drop the bench database: ${error}`),
    );
    for (const task of cleanups.reverse()) task();
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping servers and dropping the bench database…`);
    cleanup().finally(() => process.exit(130));
  });
}

let options;
try {
  options = readOptions();
  options.apiDist = path.resolve(repoRoot, options.apiDir, 'dist');
} catch (error) {
  console.error(`${error.message}\n\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
} else {
  try {
    await main(options);
  } catch (error) {
    console.error(`\nbench failed: ${error.stack ?? error}`);
    process.exitCode = 1;
  } finally {
    await cleanup();
  }
}

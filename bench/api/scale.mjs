#!/usr/bin/env node
// The catalog at scale (issue 24, items 2 and 4): the three uncached requests a shopper makes most —
// autocomplete (with misspelt and Franco queries), a category page with its facets (every sort, with and
// without a price filter) and a product page — one at a time and at 32 connections, p50 and p99, against a
// database that already holds the catalog (`npm run seed:large -- --products N`). Then the size of every
// table and index of the catalog, and how often the planner used each index during the run.
//
//   node bench/api/scale.mjs --api now=apps/api,postgres://postgres@127.0.0.1:5432/big
//   node bench/api/scale.mjs --api before=/tmp/old/apps/api,postgres://…/a --api after=apps/api,postgres://…/b
//
// Each `--api name=<apps/api dir>,<database url>` is started from its sources (tsx) with CATALOG_CACHE=off, so
// every request reaches the database. Several APIs are measured interleaved, round by round, so a shared
// machine's drifting load falls on all of them alike. Options: --rounds (3), --serial-seconds (8, per kind
// and API at 1 connection), --seconds (10, per kind and API at 32 connections), --connections (32),
// --kinds autocomplete,category,product, --json <file> (raw figures), --port <first> (the APIs listen on
// <first>, <first>+1, … instead of any free port: a shared machine's helpers each have their own range).

import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { freePort, startServer, stopAll } from './lib/children.mjs';
import { cpuPerRequest, cpuSnapshot } from './lib/cpu.mjs';
import { drain, measure } from './lib/load.mjs';
import { AUTOCOMPLETE_TERMS, fetchCategoryIds, productDetailPaths } from './lib/workloads.mjs';

// Without Redis: each API caches nothing (CATALOG_CACHE=off) and must not share anything either.
delete process.env.REDIS_URL;
const { values } = parseArgs({
  options: {
    api: { type: 'string', multiple: true, default: [] },
    rounds: { type: 'string', default: '3' },
    'serial-seconds': { type: 'string', default: '8' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    kinds: { type: 'string', default: 'autocomplete,category,product' },
    json: { type: 'string' },
    port: { type: 'string' },
  },
});
if (values.api.length === 0) {
  console.error('--api name=<apps/api dir>,<database url> (one or more)');
  process.exit(2);
}
const apis = values.api.map((spec) => {
  const [name, rest] = spec.split('=');
  const [dir, url] = rest.split(',');
  return { name, dir: path.resolve(dir), url };
});
const rounds = Number(values.rounds);
const serialSeconds = Number(values['serial-seconds']);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const kinds = values.kinds.split(',');

/** Franco-Arabic as typed on the Arabic store, whole and half typed, beside the bench's usual terms. */
const FRANCO = ['2ahwa', 'ahwa torki', 'bon mo7awag', 'kanka', '2ahwa fr', 'fal'];
function autocompletePaths() {
  return [...AUTOCOMPLETE_TERMS, ...FRANCO.map((q) => [q, 'ar-SA'])].map(([q, lang]) => {
    const path = `/autocomplete?q=${encodeURIComponent(q)}&lang=${lang}`;
    LABELS.set(path, [`autocomplete "${q}"`]);
    return path;
  });
}

/**
 * Every sort, with no price filter, a floor, a ceiling, a narrow band and a wide band (at the category's own
 * price percentiles, so each keeps a realistic share of it); first and second pages.
 */
const SORTS = ['newest', 'price_asc', 'price_desc', 'top_rated'];
/** Path → the groups its time is also reported under (its sort, its kind of price filter). */
const LABELS = new Map();
async function categoryPaths(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query(
    `SELECT category_id AS id, percentile_disc(ARRAY[0.1, 0.25, 0.5, 0.75, 0.9]) WITHIN GROUP (ORDER BY price) AS p
       FROM products WHERE is_active GROUP BY 1 ORDER BY 1`,
  );
  await client.end();
  const paths = [];
  for (const page of [1, 2]) {
    for (const sort of SORTS) {
      for (const { id, p } of rows) {
        const [p10, p25, p50, p75, p90] = p;
        const prices = [
          '',
          `&price_min=${p25}`,
          `&price_max=${p75}`,
          `&price_min=${p25}&price_max=${p50}`,
          `&price_min=${p10}&price_max=${p90}`,
        ];
        const kinds = ['none', 'floor', 'ceiling', 'narrow band', 'wide band'];
        prices.forEach((price, index) => {
          const path = `/products?category=${id}&sort=${sort}${price}&page=${page}&lang=en-US`;
          LABELS.set(path, [`sort ${sort}`, `price ${kinds[index]}`]);
          paths.push(path);
        });
      }
    }
  }
  // Interleave so neighbours differ in category, sort and filter alike (7919 is prime to the count).
  return paths.map((_, i) => paths[(i * 7919) % paths.length]);
}

let nextPort = values.port ? Number(values.port) : undefined;
async function startApi(api) {
  const port = nextPort === undefined ? await freePort() : nextPort++;
  const baseUrl = `http://127.0.0.1:${port}`;
  const { child } = await startServer(
    `api ${api.name}`,
    process.execPath,
    ['--import', 'tsx', path.join(api.dir, 'src/server.ts')],
    {
      cwd: api.dir,
      readyUrl: `${baseUrl}/ready`,
      env: {
        DATABASE_URL: api.url,
        CATALOG_CACHE: 'off',
        HOST: '127.0.0.1',
        API_PORT: String(port),
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        DATA_DIR: `/tmp/coffee-scale-${process.pid}-${api.name}`,
        RATE_LIMIT_FACTOR: '1000',
      },
    },
  );
  return { ...api, baseUrl, pid: child.pid, dbName: new URL(api.url).pathname.slice(1) };
}

/** One request at a time for `secondsLeft`, client-side wall time per request. */
async function serial(baseUrl, paths, secondsLeft, byLabel) {
  const times = [];
  const until = performance.now() + secondsLeft * 1000;
  for (let i = 0; performance.now() < until; i++) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${paths[i % paths.length]}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET ${paths[i % paths.length]} → ${response.status}`);
    const ms = performance.now() - started;
    times.push(ms);
    for (const label of LABELS.get(paths[i % paths.length]) ?? []) {
      if (!byLabel) break;
      if (!byLabel.has(label)) byLabel.set(label, []);
      byLabel.get(label).push(ms);
    }
  }
  return times;
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

async function indexReport(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = [
      'products',
      'product_suggestions',
      'search_words',
      'category_facet_counts',
      'category_price_facet_counts',
    ];
    const { rows: products } = await client.query('SELECT count(*)::int AS n FROM products');
    const { rows: sizes } = await client.query(
      `SELECT c.relname AS "table", pg_relation_size(c.oid) AS heap, pg_total_relation_size(c.oid) AS total,
              pg_indexes_size(c.oid) AS indexes
         FROM pg_class c WHERE c.relname = ANY($1) ORDER BY c.relname`,
      [tables],
    );
    const { rows: indexes } = await client.query(
      `SELECT s.relname AS "table", s.indexrelname AS "index", pg_relation_size(s.indexrelid) AS bytes,
              s.idx_scan AS scans
         FROM pg_stat_user_indexes s WHERE s.relname = ANY($1) ORDER BY s.relname, bytes DESC`,
      [tables],
    );
    return { products: products[0].n, sizes, indexes };
  } finally {
    await client.end();
  }
}

const mb = (bytes) => (Number(bytes) / 1024 / 1024).toFixed(1);
const load = () =>
  loadavg()
    .map((v) => v.toFixed(1))
    .join(' / ');

const started = { at: new Date().toISOString(), load: load() };
console.log(`scale bench ${started.at}, load ${started.load}`);
const results = [];
try {
  const running = [];
  for (const api of apis) running.push(await startApi(api));
  const workloads = {};
  for (const api of running) {
    const ids = await fetchCategoryIds(api.baseUrl);
    workloads[api.name] = {
      autocomplete: autocompletePaths(),
      category: await categoryPaths(api.url),
      product: await productDetailPaths(api.baseUrl, ids),
    };
    // Warm each pool and the planner's caches on every path once.
    for (const kind of kinds) await serial(api.baseUrl, workloads[api.name][kind], 1);
  }
  for (let round = 1; round <= rounds; round++) {
    for (const kind of kinds) {
      for (const api of running) {
        const paths = workloads[api.name][kind];
        if (!api.byLabel) api.byLabel = new Map();
        const cpuBefore = cpuSnapshot(api);
        const times = (await serial(api.baseUrl, paths, serialSeconds, api.byLabel)).sort((a, b) => a - b);
        const cpu = cpuPerRequest(cpuBefore, cpuSnapshot(api), times.length);
        const one = { api: api.name, kind, round, connections: 1, requests: times.length, ...cpu };
        Object.assign(one, { p50: pct(times, 0.5), p99: pct(times, 0.99), load: load() });
        results.push(one);
        console.log(
          `round ${round} ${api.name.padEnd(8)} ${kind.padEnd(12)} 1 conn: ${times.length} req, p50 ${one.p50.toFixed(1)} ms, p99 ${one.p99.toFixed(1)} ms, CPU ms/req API ${one.serverCpuMs?.toFixed(2)} PG ${one.databaseCpuMs?.toFixed(2)} (load ${one.load})`,
        );
        const manyBefore = cpuSnapshot(api);
        const many = await measure({ baseUrl: api.baseUrl, paths, connections, seconds });
        const manyCpu = cpuPerRequest(manyBefore, cpuSnapshot(api), many.requests);
        const backlog = await drain(api.baseUrl);
        const row = { api: api.name, kind, round, connections, ...many, ...manyCpu, backlog, load: load() };
        results.push(row);
        console.log(
          `round ${round} ${api.name.padEnd(8)} ${kind.padEnd(12)} ${connections} conn: ${many.rps.toFixed(0)} req/s, p50 ${many.p50} ms, p99 ${many.p99} ms, errors ${many.errors}, non-2xx ${many.non2xx} (load ${row.load})`,
        );
      }
    }
  }
  console.log('\nMedians over the rounds (ms):');
  console.log(
    '| api | kind | 1 conn p50 | 1 conn p99 | 32 conn p50 | 32 conn p99 | 32 conn req/s | CPU ms/req API + PG (1 conn) |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|');
  for (const api of running) {
    for (const kind of kinds) {
      const of = (c) => results.filter((r) => r.api === api.name && r.kind === kind && r.connections === c);
      const [one, many] = [of(1), of(connections)];
      console.log(
        `| ${api.name} | ${kind} | ${median(one.map((r) => r.p50)).toFixed(1)} | ${median(one.map((r) => r.p99)).toFixed(1)} | ${median(many.map((r) => r.p50))} | ${median(many.map((r) => r.p99))} | ${median(many.map((r) => r.rps)).toFixed(0)} | ${median(one.map((r) => r.serverCpuMs ?? 0)).toFixed(2)} + ${median(one.map((r) => r.databaseCpuMs ?? 0)).toFixed(2)} |`,
      );
    }
  }
  console.log(
    '\nAt 1 connection, the category page by sort and by price filter, autocomplete by term, all rounds (ms):',
  );
  console.log(`| group | ${running.map((api) => `${api.name} p50 | ${api.name} p99`).join(' | ')} |`);
  const labels = new Set(running.flatMap((api) => [...(api.byLabel?.keys() ?? [])]));
  for (const label of labels) {
    const cells = running.map((api) => {
      const list = [...(api.byLabel.get(label) ?? [])].sort((a, b) => a - b);
      if (list.length === 0) return '— | —';
      return `${pct(list, 0.5).toFixed(1)} | ${pct(list, 0.99).toFixed(1)}`;
    });
    console.log(`| ${label} | ${cells.join(' | ')} |`);
  }
  for (const api of running) {
    const report = await indexReport(api.url);
    results.push({ api: api.name, report, byLabel: Object.fromEntries(api.byLabel ?? []) });
    console.log(`\n${api.name}: ${report.products} products`);
    for (const s of report.sizes)
      console.log(
        `  ${s.table}: heap ${mb(s.heap)} MB, indexes ${mb(s.indexes)} MB, total ${mb(s.total)} MB`,
      );
    console.log('  | table | index | MB | scans |');
    for (const i of report.indexes)
      console.log(`  | ${i.table} | ${i.index} | ${mb(i.bytes)} | ${i.scans} |`);
  }
} finally {
  await stopAll();
}
const ended = { at: new Date().toISOString(), load: load() };
console.log(`\nended ${ended.at}, load ${ended.load}`);
if (values.json) writeFileSync(values.json, JSON.stringify({ started, ended, results }, null, 2));
// The children are gone; a keep-alive socket must not hold the process.
spawn('true').on('exit', () => process.exit(0));

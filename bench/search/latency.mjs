// Autocomplete latency with the judged queries typed letter by letter (every prefix of 2+ characters, so
// Franco words are asked while half typed too), each asked once: nothing is answered from the cache.
// Runs the API in process against an existing database, e.g. one grown to 100,000 products:
//
//   createdb … && DATABASE_URL=postgres://…/coffee_search_bench npm run seed:large -- --products 100000
//   DATABASE_URL=postgres://…/coffee_search_bench node --import tsx bench/search/latency.mjs
//
// API_ROOT=/path/to/other/checkout/apps/api/ measures another checkout's code on the same database (before/after).

import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { cpuPerRequest, cpuSnapshot } from '../api/lib/cpu.mjs';
import { JUDGED_QUERIES } from './judged-queries.mjs';

const root = process.env.API_ROOT
  ? pathToFileURL(process.env.API_ROOT.replace(/\/?$/, '/'))
  : new URL('../../apps/api/', import.meta.url);
const { buildApp } = await import(new URL('src/app.ts', root).href);
const { loadConfig } = await import(new URL('src/config.ts', root).href);
const { openDatabase } = await import(new URL('src/db/client.ts', root).href);

if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL: a database holding the catalog to measure');
const database = await openDatabase({ url: process.env.DATABASE_URL, poolSize: 4 });
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: '/tmp/coffee-search-latency',
});
const app = await buildApp({ config, database, logger: false });
await app.ready();

const asked = new Map();
for (const query of JUDGED_QUERIES) {
  const lang = query.lang ?? (query.kind === 'arabic' || query.kind === 'franco' ? 'ar-SA' : 'en-US');
  for (let end = 2; end <= query.q.length; end++) {
    const q = query.q.slice(0, end);
    if (q.trim().length >= 2) asked.set(`${lang}:${q}`, { q, lang, kind: query.kind });
  }
}
const times = { all: [], franco: [] };
// ANSWERS=file.json keeps each prefix's suggestions (their ids, in order), to compare two checkouts' answers.
const answers = process.env.ANSWERS ? {} : undefined;
// CPU per request, of this process (the API) and of the database's backends (bench/api/lib/cpu.mjs).
const dbName = new URL(process.env.DATABASE_URL).pathname.slice(1);
let cpuBefore;
let cpu;
// The shared buffers the catalog's database read (hit or not) over the run, from its own statistics: the work
// per request, which a loaded machine does not inflate as it does the time. Counted only on a database of its
// own (nothing else reads it meanwhile), with the pool's backends gone, so their counts are in.
const buffersRead = async () => {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const result = await client.query(
    'SELECT blks_hit + blks_read AS n FROM pg_stat_database WHERE datname = current_database()',
  );
  await client.end();
  return Number(result.rows[0].n);
};
const buffersBefore = await buffersRead();
try {
  // Warm the connection pool and the vocabulary caches on words no query uses.
  for (const q of ['zz', 'zzz']) await app.inject({ method: 'GET', url: '/autocomplete', query: { q } });
  cpuBefore = cpuSnapshot({ pid: process.pid, dbName });
  for (const { q, lang, kind } of asked.values()) {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url: '/autocomplete', query: { q, lang } });
    const ms = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`${q}: ${response.statusCode} ${response.body}`);
    times.all.push(ms);
    if (kind === 'franco') times.franco.push(ms);
    if (process.env.SLOW && ms > Number(process.env.SLOW)) console.log(`${ms.toFixed(0)} ms ${lang} ${q}`);
    if (answers) answers[`${lang}:${q}`] = JSON.parse(response.body).data.map((suggestion) => suggestion.id);
  }
  cpu = cpuPerRequest(cpuBefore, cpuSnapshot({ pid: process.pid, dbName }), times.all.length);
} finally {
  await app.close();
  await database.close();
}
if (answers) writeFileSync(process.env.ANSWERS, JSON.stringify(answers));
const buffers = (await buffersRead()) - buffersBefore;
const at = (list, p) => list[Math.min(list.length - 1, Math.floor(p * list.length))].toFixed(1);
for (const [name, list] of Object.entries(times)) {
  list.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(6)} ${String(list.length).padStart(5)} requests: p50 ${at(list, 0.5)} ms, p95 ${at(list, 0.95)} ms, p99 ${at(list, 0.99)} ms, max ${at(list, 1)} ms`,
  );
}
console.log(`shared buffers: ${Math.round(buffers / times.all.length)} per request (${buffers} in all)`);
if (cpu?.serverCpuMs !== undefined) {
  console.log(
    `CPU per request: API ${cpu.serverCpuMs.toFixed(2)} ms, PostgreSQL ${cpu.databaseCpuMs?.toFixed(2) ?? '?'} ms (parallel workers not counted)`,
  );
}

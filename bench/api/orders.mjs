#!/usr/bin/env node
// `node bench/api/orders.mjs`: order placement (POST /orders, cash on delivery) on PostgreSQL at 32 concurrent
// shoppers, each placing one order from a cart prepared beforehand. Two "hot" products with little stock sit in
// many carts, so orders race for the same stock rows and some are refused OUT_OF_STOCK once it is gone. Prints
// placed orders/s and p50/p99, then checks the stock against what was sold (zero oversell) and writes the
// "## API: order placement" section of bench/RESULTS.md. See bench/README.md.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createShoppers, orderBody } from '../lib/shoppers.mjs';
import { freePort, runToEnd, startServer, stopAll } from './lib/children.mjs';
import { cpuPerRequest, cpuSnapshot } from './lib/cpu.mjs';
import { dropCreatedDatabases, postgresTarget } from './lib/databases.mjs';
import { writeSection } from './lib/report.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const apiDir = path.join(repoRoot, 'apps/api');
const apiDist = path.join(apiDir, 'dist');
const HEADING = '## API: order placement';
const JWT_SECRET = 'bench-only-secret-of-at-least-32-characters';

const { values: flags } = parseArgs({
  options: {
    connections: { type: 'string', default: '32' },
    duration: { type: 'string', default: '15' },
    shoppers: { type: 'string', default: '8000' },
    'postgres-url': {
      type: 'string',
      default: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432',
    },
    // Another engineer's bench on the same machine: a port and a database name of your own.
    port: { type: 'string' },
    database: { type: 'string', default: 'coffee_bench' },
    // Units of each of the two hot products: 150 sells out within seconds, so about a third of the answers
    // are OUT_OF_STOCK refusals; a large number keeps every answer a placed order (CPU per placed order).
    'hot-stock': { type: 'string', default: '150' },
    quick: { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
    // Node flags for the API process only, e.g. `--node-args "--cpu-prof --cpu-prof-dir=bench/out/prof"` (a CPU
    // profile written when the bench stops it) or `--node-args "--require ./count-queries.cjs"`.
    'node-args': { type: 'string', default: '' },
  },
});
const options = {
  connections: Number(flags.connections),
  duration: flags.quick ? 3 : Number(flags.duration),
  shoppers: flags.quick ? 1500 : Number(flags.shoppers),
  postgresUrl: flags['postgres-url'],
  port: flags.port === undefined ? undefined : Number(flags.port),
  database: flags.database,
  write: !flags.quick && !flags['no-write'],
  nodeArgs: flags['node-args'].split(' ').filter(Boolean),
};
const HOT_STOCK = Number(flags['hot-stock']);

const newest = (dir) =>
  !existsSync(dir)
    ? 0
    : statSync(dir).isDirectory()
      ? readdirSync(dir).reduce((max, entry) => Math.max(max, newest(path.join(dir, entry))), 0)
      : statSync(dir).mtimeMs;

async function ensureBuilt() {
  const server = path.join(apiDist, 'server.js');
  const stale =
    !existsSync(server) ||
    Math.max(newest(path.join(apiDir, 'src')), newest(path.join(apiDir, 'drizzle'))) >
      statSync(server).mtimeMs;
  if (stale) await runToEnd('build', 'npm', ['run', 'build'], { cwd: apiDir });
}

const pick = (list, random) => list[Math.floor(random() * list.length)];

/**
 * Shoppers made straight in the database (registering thousands through argon2 would take minutes), each
 * with a live session and a cart: one or two ordinary products, and in 40% of carts one of the two hot ones.
 */
async function prepareShoppers(client, count) {
  const productRows = (
    await client.query(
      `select p.id from products p where p.is_active and not exists (select 1 from product_variants v where v.product_id = p.id)
       order by p.id limit 42`,
    )
  ).rows.map((row) => row.id);
  const [hotA, hotB, ...plain] = productRows;
  await client.query('update products set stock = 1000000 where id = any($1)', [plain]);
  await client.query('update products set stock = $2 where id = any($1)', [[hotA, hotB], HOT_STOCK]);
  const stockBefore = new Map(
    (await client.query('select id, stock from products where id = any($1)', [productRows])).rows.map(
      (row) => [row.id, row.stock],
    ),
  );

  const shoppers = await createShoppers(client, count, JWT_SECRET);
  const users = shoppers.map((shopper) => shopper.userId);
  const carts = (
    await client.query('insert into carts (user_id) select unnest($1::int[]) returning id, user_id', [users])
  ).rows;
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const lines = { cart: [], product: [], quantity: [] };
  for (const cart of carts) {
    const chosen = new Set([pick(plain, random)]);
    if (random() < 0.5) chosen.add(pick(plain, random));
    if (random() < 0.4) chosen.add(random() < 0.5 ? hotA : hotB);
    for (const product of chosen) {
      lines.cart.push(cart.id);
      lines.product.push(product);
      lines.quantity.push(1 + Math.floor(random() * 2));
    }
  }
  await client.query(
    `insert into cart_lines (cart_id, product_id, quantity) select * from unnest($1::int[], $2::int[], $3::int[])`,
    [lines.cart, lines.product, lines.quantity],
  );
  const body = await orderBody(client);
  return {
    tokens: shoppers.map((shopper) => shopper.token),
    body,
    products: productRows,
    hot: [hotA, hotB],
    stockBefore,
    lineCount: lines.cart.length,
  };
}

/** `connections` shoppers at a time, each POSTing one order, until the time is up or the shoppers run out. */
async function placeOrders(baseUrl, queue, order, seconds) {
  const body = JSON.stringify(order);
  const results = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline && queue.length > 0) {
      const token = queue.pop();
      const sent = performance.now();
      try {
        const response = await fetch(`${baseUrl}/orders?lang=en-US`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'idempotency-key': randomUUID(),
          },
          body,
        });
        const answer = await response.json();
        results.push({ ms: performance.now() - sent, status: response.status, code: answer.code });
      } catch (error) {
        results.push({ ms: performance.now() - sent, status: 0, code: String(error) });
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, worker));
  return { results, seconds: (performance.now() - started) / 1000 };
}

const percentile = (sorted, p) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Stock now against stock before minus everything the orders hold: equal, and never below zero. */
async function checkStock(client, prepared) {
  const sold = new Map(
    (
      await client.query(
        `select l.product_id as id, sum(l.quantity)::int as sold from order_lines l
         join orders o on o.id = l.order_id where o.status <> 'CANCELED' group by l.product_id`,
      )
    ).rows.map((row) => [row.id, row.sold]),
  );
  const now = new Map(
    (await client.query('select id, stock from products where id = any($1)', [prepared.products])).rows.map(
      (row) => [row.id, row.stock],
    ),
  );
  const mismatches = prepared.products.filter(
    (id) => prepared.stockBefore.get(id) - (sold.get(id) ?? 0) !== now.get(id),
  );
  const negative = prepared.products.filter((id) => now.get(id) < 0);
  // All orders, the warm-up's too; the caller subtracts those made before the measurement.
  const orders = Number((await client.query('select count(*) from orders')).rows[0].count);
  return {
    mismatches,
    negative,
    orders,
    hot: prepared.hot.map((id) => ({
      id,
      before: prepared.stockBefore.get(id),
      sold: sold.get(id) ?? 0,
      now: now.get(id),
    })),
  };
}

function report(measured, stock, meta) {
  const placed = measured.results.filter((result) => result.status === 201);
  const refused = measured.results.filter((result) => result.status === 422);
  const failed = measured.results.filter((result) => result.status !== 201 && result.status !== 422);
  const all = measured.results.map((result) => result.ms).sort((a, b) => a - b);
  const placedMs = placed.map((result) => result.ms).sort((a, b) => a - b);
  const rows = {
    ordersPerSecond: placed.length / measured.seconds,
    answersPerSecond: measured.results.length / measured.seconds,
    p50: percentile(placedMs, 50),
    p99: percentile(placedMs, 99),
    allP50: percentile(all, 50),
    allP99: percentile(all, 99),
  };
  const {
    serverCpuMs = Number.NaN,
    databaseCpuMs = Number.NaN,
    loadgenCpuMs = Number.NaN,
  } = measured.cpu ?? {};
  const cpuTotal = serverCpuMs + databaseCpuMs + loadgenCpuMs;
  // What 2 otherwise idle cores could answer at this CPU cost (an upper bound: no waiting on locks counted).
  const idleCeiling = 2000 / cpuTotal;
  const refusedCodes = [...new Set(refused.map((result) => result.code))].join(', ') || 'none';
  const oversell =
    stock.negative.length === 0 && stock.mismatches.length === 0 ? 'zero oversell' : 'STOCK MISMATCH';
  const f = (value) => value.toFixed(0);
  const text = [
    `${placed.length} orders placed in ${measured.seconds.toFixed(1)} s at ${options.connections} connections: ${f(rows.ordersPerSecond)} orders/s`,
    `placed: p50 ${rows.p50.toFixed(1)} ms, p99 ${rows.p99.toFixed(1)} ms; all answers: ${f(rows.answersPerSecond)}/s, p50 ${rows.allP50.toFixed(1)} ms, p99 ${rows.allP99.toFixed(1)} ms`,
    `refused 422: ${refused.length} (${refusedCodes}); other failures: ${failed.length}`,
    `CPU per answer: API ${serverCpuMs.toFixed(1)} ms, PostgreSQL ${databaseCpuMs.toFixed(1)} ms, load generator ${loadgenCpuMs.toFixed(1)} ms → at most ~${f(idleCeiling)} answers/s on 2 idle cores`,
    `load average at the end: ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(', ')}`,
    `stock: ${oversell}; orders in the database ${stock.orders} (placed answers ${placed.length}); hot products ${stock.hot.map((hot) => `${hot.before} → sold ${hot.sold}, left ${hot.now}`).join('; ')}`,
  ].join('\n');
  const section = `${HEADING}

\`node bench/api/orders.mjs\` on ${meta.date}: POST /orders (cash on delivery, an address filled in, 1–3 lines of
1–2 units) on PostgreSQL ${meta.postgres}, one API process (pool of 10), ${options.connections} shoppers at a
time for ${options.duration} s, each placing one order from a cart made beforehand. 40% of carts hold one of
two hot products with ${HOT_STOCK} units each, so orders queue on the same stock rows and are refused once
they sell out. The machine has 2 cores shared with other engineers' work; the load generator, the API and
PostgreSQL compete for them.

| | figure |
|---|---|
| placed orders/s | ${f(rows.ordersPerSecond)} (aim ≥ 200) |
| placed p50 / p99 | ${rows.p50.toFixed(1)} ms / ${rows.p99.toFixed(1)} ms |
| all answers/s, p50 / p99 | ${f(rows.answersPerSecond)}, ${rows.allP50.toFixed(1)} ms / ${rows.allP99.toFixed(1)} ms |
| placed / refused 422 / other failures | ${placed.length} / ${refused.length} (${refusedCodes}) / ${failed.length} |
| CPU per answer (API / PostgreSQL / load generator) | ${serverCpuMs.toFixed(1)} / ${databaseCpuMs.toFixed(1)} / ${loadgenCpuMs.toFixed(1)} ms: at most ~${f(idleCeiling)} answers/s on 2 idle cores |
| machine load average (1, 5, 15 min) at the end | ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(', ')} (2 cores) |
| stock after the run | ${oversell}: every product's stock = before − sold, none below 0; ${stock.orders} orders in the database for ${placed.length} 201 answers |
| hot products (before → sold, left) | ${stock.hot.map((hot) => `${hot.before} → ${hot.sold}, ${hot.now}`).join('; ')} |
`;
  return { text, section, ok: oversell === 'zero oversell' && stock.orders === placed.length };
}

async function main() {
  await ensureBuilt();
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'coffee-bench-orders-'));
  try {
    const target = await postgresTarget(
      { postgresUrl: options.postgresUrl, databaseName: options.database },
      scratch,
    );
    console.log(`${target.describe}: loading the demo catalog…`);
    await runToEnd('seed', process.execPath, [path.join(apiDist, 'seed-large.js'), '--products', '1'], {
      cwd: repoRoot,
      env: { ...target.env, LOG_LEVEL: 'warn' },
    });
    const client = new pg.Client({ connectionString: target.databaseUrl, application_name: 'coffee-bench' });
    await client.connect();
    try {
      const prepared = await prepareShoppers(client, options.shoppers);
      await client.query('VACUUM (ANALYZE)');
      const postgres = (await client.query('SHOW server_version')).rows[0].server_version;
      console.log(`${options.shoppers} shoppers with ${prepared.lineCount} cart lines ready`);
      const port = options.port ?? (await freePort());
      const baseUrl = `http://127.0.0.1:${port}`;
      const { child } = await startServer(
        'api postgres',
        process.execPath,
        [...options.nodeArgs, path.join(apiDist, 'server.js')],
        {
          cwd: repoRoot,
          readyUrl: `${baseUrl}/ready`,
          env: {
            ...target.env,
            HOST: '127.0.0.1',
            API_PORT: String(port),
            LOG_LEVEL: 'warn',
            SEED_DEMO: 'false',
            JWT_SECRET,
            OUTBOX_INTERVAL_MS: '0',
          },
        },
      );
      const queue = [...prepared.tokens];
      // Warm-up: the first 200 orders, unmeasured (JIT, connection pool, plan caches).
      await placeOrders(baseUrl, queue.splice(-200), prepared.body, 60);
      const ordersBefore = Number((await client.query('select count(*) from orders')).rows[0].count);
      const job = { pid: child.pid, dbName: target.databaseName };
      const before = { cpu: cpuSnapshot(job), loadgen: process.cpuUsage() };
      const measured = await placeOrders(baseUrl, queue, prepared.body, options.duration);
      const loadgen = process.cpuUsage(before.loadgen);
      measured.cpu = {
        ...cpuPerRequest(before.cpu, cpuSnapshot(job), measured.results.length),
        loadgenCpuMs: (loadgen.user + loadgen.system) / 1000 / Math.max(1, measured.results.length),
      };
      if (queue.length === 0)
        console.warn('note: the shoppers ran out before the time was up; raise --shoppers');
      const stock = await checkStock(client, prepared);
      stock.orders -= ordersBefore;
      const result = report(measured, stock, {
        date: `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
        postgres,
      });
      console.log(result.text);
      if (options.write) {
        writeSection(path.join(repoRoot, 'bench/RESULTS.md'), HEADING, result.section);
        console.log(`wrote "${HEADING}" in bench/RESULTS.md`);
      }
      if (!result.ok) process.exitCode = 1;
    } finally {
      await client.end();
    }
  } finally {
    await stopAll();
    await dropCreatedDatabases();
    rmSync(scratch, { recursive: true, force: true });
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    Promise.allSettled([stopAll(), dropCreatedDatabases()]).finally(() => process.exit(130));
  });
}
await main();

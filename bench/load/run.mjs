#!/usr/bin/env node
// `npm run bench:load`: mixed traffic against the cluster (scripts/cluster.mjs: HAProxy in front of the
// storefront and API processes, on PostgreSQL and Redis), once with 1 API process and once with 2, the
// storefront at 2 processes both times. Five kinds of shopper traffic run at the same time, each its own
// autocannon instance so that each route gets its own req/s and p99:
//   browse    GET /products              storefront page through the balancer (the page calls the API)
//   product   GET /single-product/<id>   storefront page, a different product each time
//   search    GET /bff/autocomplete?q=…  what the search box calls, through the storefront to the API
//   cart      POST /shopping-cart        API through the balancer, signed-in shoppers replacing their cart
//   checkout  POST /orders               API through the balancer, each shopper ordering a cart made beforehand
// Writes the "## Cluster: mixed load" section of bench/RESULTS.md (with --write, the default; --no-write).
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildIfStale } from '../../scripts/lib/build.mjs';
import { writeSection } from '../api/lib/report.mjs';
import { CLUSTER_JWT_SECRET, startCluster } from '../lib/cluster.mjs';
import { createShoppers, orderBody } from '../lib/shoppers.mjs';

const HEADING = '## Cluster: mixed load';
const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    apis: { type: 'string', default: '1,2' },
    'no-write': { type: 'boolean', default: false },
    port: { type: 'string', default: '8080' },
  },
});
const SECONDS = Number(flags.duration);
/** Connections per kind of traffic: 32 in all, most of them reading, as in a real store. */
const MIX = { browse: 8, product: 8, search: 6, cart: 5, checkout: 5 };
const TERMS = [
  'coffee',
  'kenya',
  'espresso',
  'قهوة',
  'grinder',
  'beans',
  'ethiopia',
  'milk',
  'mug',
  'برازيل',
];

/** Shoppers for the cart traffic, and for checkout one shopper per order with a one-line cart ready. */
async function prepare(cluster) {
  const client = new pg.Client({ connectionString: cluster.databaseUrl, application_name: 'coffee-load' });
  await client.connect();
  try {
    const products = (
      await client.query(
        `select p.id from products p where p.is_active
         and not exists (select 1 from product_variants v where v.product_id = p.id) order by p.id limit 40`,
      )
    ).rows.map((row) => row.id);
    await client.query('update products set stock = 1000000 where id = any($1)', [products]);
    const carts = await createShoppers(client, 200, CLUSTER_JWT_SECRET);
    const buyers = await createShoppers(client, 3000, CLUSTER_JWT_SECRET);
    const ids = buyers.map((buyer) => buyer.userId);
    await client.query(
      `with made as (insert into carts (user_id) select unnest($1::int[]) returning id, user_id)
       insert into cart_lines (cart_id, product_id, quantity)
       select made.id, ($2::int[])[1 + made.user_id % array_length($2::int[], 1)], 1 from made`,
      [ids, products],
    );
    await client.query('VACUUM (ANALYZE)');
    return { products, carts, buyers: buyers.map((buyer) => buyer.token), body: await orderBody(client) };
  } finally {
    await client.end();
  }
}

function run(url, connections, duration, request) {
  return autocannon({
    url,
    connections,
    duration,
    timeout: 60,
    requests: [request],
  });
}

/** Every kind of traffic at once for `duration` seconds; one row of figures per kind. */
async function mixedLoad(cluster, data, duration) {
  let n = 0;
  const pick = (list) => list[n++ % list.length];
  const html = { accept: 'text/html' };
  const json = (token) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
  const queue = [...data.buyers];
  const started = Date.now();
  const results = await Promise.all([
    run(cluster.storeUrl, MIX.browse, duration, { method: 'GET', path: '/products', headers: html }),
    run(cluster.storeUrl, MIX.product, duration, {
      method: 'GET',
      headers: html,
      setupRequest: (request) => ({ ...request, path: `/single-product/${pick(data.products)}` }),
    }),
    run(cluster.storeUrl, MIX.search, duration, {
      method: 'GET',
      setupRequest: (request) => ({
        ...request,
        path: `/bff/autocomplete?q=${encodeURIComponent(pick(TERMS))}`,
      }),
    }),
    run(cluster.apiUrl, MIX.cart, duration, {
      method: 'POST',
      path: '/shopping-cart',
      setupRequest: (request) => ({
        ...request,
        headers: json(pick(data.carts).token),
        body: JSON.stringify({ products: [{ product_id: pick(data.products), quantity: 1 + (n % 3) }] }),
      }),
    }),
    run(cluster.apiUrl, MIX.checkout, duration, {
      method: 'POST',
      path: '/orders',
      setupRequest: (request) => ({
        ...request,
        headers: { ...json(queue.pop()), 'idempotency-key': randomUUID() },
        body: JSON.stringify(data.body),
      }),
    }),
  ]);
  if (queue.length === 0) console.warn('note: the checkout shoppers ran out before the time was up');
  const names = Object.keys(MIX);
  return {
    seconds: (Date.now() - started) / 1000,
    rows: results.map((result, index) => ({
      route: names[index],
      connections: MIX[names[index]],
      rps: result.requests.total / result.duration,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      total: result.requests.total,
    })),
  };
}

async function measureWith(apis) {
  console.log(`\n${apis} API process${apis > 1 ? 'es' : ''}, 2 storefront processes: starting the cluster…`);
  const cluster = await startCluster({
    name: 'load',
    apis,
    webs: 2,
    port: Number(flags.port),
    // One machine sends all the traffic from one address: per-address limits would measure the limiter.
    env: { RATE_LIMIT_FACTOR: '1000', DB_POOL_SIZE: '10' },
  });
  try {
    const data = await prepare(cluster);
    // Warm-up, unmeasured: JIT, pools, Next.js's first renders.
    await mixedLoad(cluster, { ...data, buyers: data.buyers.splice(0, 400) }, 5);
    await sleep(1_000);
    const measured = await mixedLoad(cluster, data, SECONDS);
    return { apis, ...measured, load: os.loadavg() };
  } finally {
    await cluster.stop();
  }
}

const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '—');

function table(runs) {
  const header = '| API processes | route | connections | req/s | p50 ms | p99 ms | non-2xx | errors |';
  const lines = [header, '|---:|---|---:|---:|---:|---:|---:|---:|'];
  for (const run of runs) {
    for (const row of run.rows)
      lines.push(
        `| ${run.apis} | ${row.route} | ${row.connections} | ${fixed(row.rps, 1)} | ${row.p50} | ${row.p99} | ${row.non2xx} | ${row.errors} |`,
      );
    const total = run.rows.reduce((sum, row) => sum + row.rps, 0);
    lines.push(`| ${run.apis} | **all** | 32 | **${fixed(total, 1)}** | | | | |`);
  }
  return lines.join('\n');
}

async function main() {
  buildIfStale();
  const runs = [];
  for (const apis of flags.apis.split(',').map(Number)) runs.push(await measureWith(apis));
  const totals = runs.map((run) => ({
    apis: run.apis,
    rps: run.rows.reduce((sum, row) => sum + row.rps, 0),
  }));
  const checkout = runs.map((run) => ({
    apis: run.apis,
    rps: run.rows.find((row) => row.route === 'checkout').rps,
  }));
  const growth =
    totals.length === 2
      ? `all traffic ${fixed(totals[0].rps, 1)} → ${fixed(totals[1].rps, 1)} req/s (×${fixed(totals[1].rps / totals[0].rps, 2)}), checkout ${fixed(checkout[0].rps, 1)} → ${fixed(checkout[1].rps, 1)} orders/s (×${fixed(checkout[1].rps / checkout[0].rps, 2)})`
      : '';
  const text = `${table(runs)}\n\n${growth}`;
  console.log(`\n${text}`);
  if (!flags['no-write']) {
    const date = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    const section = `${HEADING}

\`npm run bench:load\` on ${date}: the cluster of \`npm run start:cluster\` (HAProxy → 2 storefront processes and
1 or 2 API processes, PostgreSQL, Redis) under ${SECONDS} s of mixed traffic after a 5 s warm-up, 32 keep-alive
connections in all (autocannon, one instance per route, all at once): storefront pages (\`/products\`, a product
page), the search box's \`/bff/autocomplete\`, and through the API balancer a cart replaced and a cash-on-delivery
checkout (one shopper per order, a one-line cart made beforehand). Everything — load generator, balancer,
storefront, API, PostgreSQL, Redis — shares one machine of 2 cores with other engineers' work, so the API
processes compete for the same cores: a second process helps only while the first waits rather than computes.

${text}

Load average (1, 5, 15 min) at the end of each run: ${runs.map((run) => `${run.apis} API: ${run.load.map((value) => value.toFixed(1)).join(', ')}`).join('; ')}.
`;
    writeSection(path.resolve(import.meta.dirname, '../RESULTS.md'), HEADING, section);
    console.log(`wrote "${HEADING}" in bench/RESULTS.md`);
  }
}

await main();

#!/usr/bin/env node
// `npm run test:fault`: the cluster (scripts/cluster.mjs: 2 API + 2 storefront processes behind HAProxy, on
// PostgreSQL and Redis) under faults while 32 shoppers browse and check out in a loop, each retrying a failed
// checkout (network error, 5xx, 429) with its idempotency key. Two thirds pay cash on delivery; a third pay by
// card through the payment simulator the cluster starts (PayTabs' protocol): start the payment, press Pay on the
// hosted page (the simulator then posts its signed notification to the API through the balancer, retrying until
// it is acknowledged) and post the signed return to the storefront, again after a fault until the order is paid.
// During the run it kills one API process with SIGKILL, restarts PostgreSQL, stops Redis for 30 s and makes the
// uploads folder unwritable; when api1 is killed, the courier simulator plays a burst of parcels and return
// pickups (bench/fault/courier.mjs). Then it prints: lost orders, duplicated orders, oversold units, payments settled twice,
// paid orders without a settled payment and settled payments without a paid order, retries answered with a
// different order, and whether the cluster came back to full service by itself. Exits 1 unless all are clean.
//
// It disturbs the machine's shared PostgreSQL and Redis: not part of `npm test`; run it alone.
// `--quick` shortens every phase (Redis down 10 s) for a CI variant.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import sharp from 'sharp';
import { buildIfStale } from '../../scripts/lib/build.mjs';
import { balancerStatus, CLUSTER_JWT_SECRET, startCluster } from '../lib/cluster.mjs';
import { createShoppers, orderBody } from '../lib/shoppers.mjs';
import { courierBurst, PARCELS, prepareCourier, RETURNS, verifyCourier } from './courier.mjs';

const { values: flags } = parseArgs({
  options: {
    shoppers: { type: 'string', default: '32' },
    quick: { type: 'boolean', default: false },
    port: { type: 'string', default: '8080' },
    /** Leave PostgreSQL and Redis alone (to try the script while others use them); the run then proves less. */
    'spare-shared': { type: 'boolean', default: false },
  },
});
const SHOPPERS = Number(flags.shoppers);
const scale = flags.quick ? 0.4 : 1;
const at = (seconds) => Math.round(seconds * scale * 1000);
/** When each fault starts and ends, in ms from the start of the shopping. */
const PLAN = {
  killApi: at(8),
  restartPostgres: at(20),
  redisDown: at(35),
  redisUp: at(35) + (flags.quick ? 10_000 : 30_000),
  uploadsLocked: at(35) + (flags.quick ? 12_000 : 35_000),
  uploadsUnlocked: at(35) + (flags.quick ? 20_000 : 50_000),
};
const SHOPPING_MS = PLAN.uploadsUnlocked + at(10);
/** How long a shopper keeps retrying one checkout before giving up on it. */
const GIVE_UP_MS = 90_000;
const HOT_STOCK = 60;
/** Every CARD_SHARE-th shopper pays by card, the others cash on delivery. */
const CARD_SHARE = 3;
const pgVersion = readdirSync('/etc/postgresql')[0];

let phase = 'steady';
const started = { at: 0 };
const now = () => Date.now() - started.at;
const tally = new Map();
const count = (what) => tally.set(what, (tally.get(what) ?? 0) + 1);

/** How many times each value occurs, in order of first occurrence. */
function tallyOf(values) {
  const counts = new Map();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

function sh(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${result.stderr || result.stdout}`);
  return result.stdout;
}
const redisUp = () =>
  spawnSync('redis-cli', ['-h', '127.0.0.1', 'ping'], { encoding: 'utf8' }).stdout?.trim() === 'PONG';
const startRedis = () =>
  sh('redis-server', [
    '--daemonize',
    'yes',
    '--bind',
    '127.0.0.1',
    '--port',
    '6379',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);

/**
 * One HTTP exchange; a network failure or a timeout is status 0. The deadline is a timer of our own as well as
 * the fetch's abort signal: a connection cut mid-body (a process killed) can leave undici's body read pending.
 */
function call(url, options = {}) {
  const timeoutMs = options.timeoutMs ?? 15_000;
  let timer;
  const deadline = new Promise((resolve) => {
    timer = setTimeout(() => resolve({ status: 0 }), timeoutMs + 1_000);
  });
  return Promise.race([exchange(url, options, timeoutMs), deadline]).finally(() => clearTimeout(timer));
}

/** JSON unless the body is a form (FormData, or URLSearchParams as a browser's form post). */
const isForm = (body) => body instanceof FormData || body instanceof URLSearchParams;

async function exchange(url, { method = 'GET', token, body, headers = {}, redirect = 'follow' }, timeoutMs) {
  try {
    const response = await fetch(url, {
      method,
      headers: {
        ...(token && { authorization: `Bearer ${token}` }),
        ...(body !== undefined && !isForm(body) && { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined || isForm(body) ? body : JSON.stringify(body),
      redirect,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    // HAProxy's own refusals are HTML pages: say so, to tell them from the processes' answers.
    const from = json?.code ?? (/No server is available/.test(text) ? 'balancer: no server' : undefined);
    return { status: response.status, json, from, text, location: response.headers.get('location') };
  } catch {
    return { status: 0 };
  }
}

const retryable = (status) => status === 0 || status === 429 || status >= 500;
const backoff = (attempt) => Math.min(2_000, 150 * 2 ** attempt) * (0.5 + Math.random() / 2);

async function browse(cluster, products) {
  const pages = [
    '/',
    '/products',
    `/single-product/${products[Math.floor(Math.random() * products.length)]}`,
  ];
  const page = pages[Math.floor(Math.random() * pages.length)];
  const answer = await call(`${cluster.storeUrl}${page}`, { headers: { accept: 'text/html' } });
  count(
    `browse ${answer.status === 200 ? 'ok' : `failed (${answer.status} ${answer.from ?? ''})`} during ${phase}`,
  );
}

/** A cart of one or two products, in a quarter of carts one of the hot ones; retried until it is saved. */
async function fillCart(cluster, shopper, products, hot) {
  const chosen = new Set([products[Math.floor(Math.random() * products.length)]]);
  if (Math.random() < 0.25) chosen.add(hot[Math.floor(Math.random() * hot.length)]);
  const body = {
    products: [...chosen].map((id) => ({ product_id: id, quantity: 1 + Math.floor(Math.random() * 2) })),
  };
  for (let attempt = 0; now() < SHOPPING_MS; attempt++) {
    const answer = await call(`${cluster.apiUrl}/shopping-cart?lang=en-US`, {
      method: 'POST',
      token: shopper.token,
      body,
    });
    if (answer.status === 200) return true;
    if (!retryable(answer.status))
      throw new Error(`cart refused ${answer.status}: ${JSON.stringify(answer.json)}`);
    count(`cart retried after ${answer.status} ${answer.from ?? ''} during ${phase}`);
    await sleep(backoff(attempt));
  }
  return false;
}

/** POST /orders with one key until an answer that is not a failure; every answer is kept for the checks. */
async function checkout(cluster, shopper, body, attempts) {
  const attempt = { key: randomUUID(), userId: shopper.userId, answers: [], outcome: 'gave up', retries: 0 };
  attempts.push(attempt);
  const giveUpAt = now() + GIVE_UP_MS;
  const send = () =>
    call(`${cluster.apiUrl}/orders?lang=en-US`, {
      method: 'POST',
      token: shopper.token,
      body,
      headers: { 'idempotency-key': attempt.key },
    });
  for (let n = 0; now() < giveUpAt; n++) {
    const answer = await send();
    if (answer.status === 200 || answer.status === 201) {
      attempt.answers.push(answer.json.data.id);
      attempt.number = answer.json.data.number;
      attempt.outcome = 'placed';
      break;
    }
    if (answer.status === 422) {
      attempt.outcome = `refused ${answer.json?.code}`;
      break;
    }
    if (!retryable(answer.status)) {
      attempt.outcome = `unexpected ${answer.status} ${answer.json?.code}`;
      break;
    }
    attempt.retries++;
    count(
      `checkout retried after ${answer.status || 'a network error'} ${answer.from ?? ''} during ${phase}`,
    );
    await sleep(backoff(n));
  }
  // The same key once more, as a double click or a retry after a lost answer would: the same order again.
  if (attempt.outcome === 'placed') {
    for (let n = 0; n < 20; n++) {
      const again = await send();
      if (again.status === 200 || again.status === 201) {
        attempt.answers.push(again.json.data.id);
        break;
      }
      if (!retryable(again.status)) {
        attempt.answers.push(`status ${again.status}`);
        break;
      }
      await sleep(backoff(n));
    }
  }
  return attempt;
}

/** The first form of an HTML page: where it posts and its fields (hidden inputs, or the pressed button's). */
function formOf(html) {
  // The simulator escapes &<>"' as numeric character references.
  const decode = (text) => text.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)));
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  const fields = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields.append(decode(name), decode(value));
  }
  return action ? { action: decode(action), fields } : undefined;
}

/**
 * Pays a PENDING card order as a shopper's browser would: start the payment (a new attempt each time the
 * start itself fails), open the hosted page and press Pay (the simulator then notifies the API), then post the
 * signed return to the storefront, again after a fault, until it sends the shopper to the success page.
 * Records how far it got in `attempt.payment`.
 */
async function payByCard(cluster, shopper, attempt) {
  const giveUpAt = now() + GIVE_UP_MS;
  attempt.payment = 'not started';
  let page;
  for (let n = 0; !page && now() < giveUpAt; n++) {
    const started = await call(`${cluster.apiUrl}/payments/paytabs?lang=en-US`, {
      method: 'POST',
      token: shopper.token,
      body: { order_number: attempt.number, method: 'card' },
    });
    if (started.status === 200) page = started.json.data.redirect_url;
    else if (started.status === 409) {
      // Paid already (a lost answer to an earlier start whose page was paid cannot happen here) or expired.
      attempt.payment = `start refused ${started.json?.code}`;
      return;
    } else if (!retryable(started.status)) {
      attempt.payment = `start answered ${started.status} ${started.json?.code}`;
      return;
    } else {
      count(
        `card start retried after ${started.status || 'a network error'} ${started.from ?? ''} during ${phase}`,
      );
      await sleep(backoff(n));
    }
  }
  if (!page) return;
  attempt.payment = 'started';
  // The hosted page and its Pay button: the simulator is not faulted, its answers are the gateway's.
  const hosted = formOf((await call(page)).text ?? '');
  if (!hosted) return;
  const paid = await call(hosted.action, { method: 'POST', body: new URLSearchParams({ action: 'pay' }) });
  const back = formOf(paid.text ?? '');
  if (!back) return;
  attempt.payment = 'paid at the gateway';
  for (let n = 0; now() < giveUpAt; n++) {
    // As the browser posts it: a page visit (the storefront answers other requests for unknown paths 404).
    const returned = await call(back.action, {
      method: 'POST',
      body: back.fields,
      headers: { accept: 'text/html' },
      redirect: 'manual',
    });
    if (returned.status === 303 && /\/checkout\/success\?/.test(returned.location ?? '')) {
      attempt.payment = 'confirmed on return';
      return;
    }
    count(
      `card return again after ${returned.status || 'a network error'} ${returned.status === 303 ? `to ${new URL(returned.location, cluster.storeUrl).pathname}` : (returned.from ?? '')} during ${phase}`,
    );
    await sleep(backoff(n));
  }
}

async function shopperLoop(cluster, shopper, catalog, body, attempts) {
  while (now() < SHOPPING_MS) {
    await browse(cluster, catalog.products);
    const saved = await fillCart(cluster, shopper, catalog.products, catalog.hot);
    if (!saved || now() >= SHOPPING_MS) continue;
    const attempt = await checkout(cluster, shopper, body, attempts);
    if (attempt.outcome === 'placed' && body.payment_method === 'card')
      await payByCard(cluster, shopper, attempt);
  }
}

/** A profile photo every 2 s: refused while the folder is locked, accepted again after. */
async function uploaderLoop(cluster, shopper, png, uploads) {
  while (now() < SHOPPING_MS) {
    const form = new FormData();
    form.append('photo', new Blob([png], { type: 'image/png' }), 'me.png');
    const answer = await call(`${cluster.apiUrl}/auth/updateProfile?lang=en-US`, {
      method: 'POST',
      token: shopper.token,
      body: form,
    });
    uploads.push({ phase, status: answer.status, code: answer.json?.code, message: answer.json?.message });
    await sleep(2_000);
  }
}

function lockUploads(dataDir, lock) {
  const folders = ['media', 'media/avatars', 'private'].map((folder) => path.join(dataDir, folder));
  for (const folder of folders) mkdirSync(folder, { recursive: true });
  spawnSync('chattr', [lock ? '+i' : '-i', ...folders]);
}

async function faults(cluster) {
  const wait = (ms) => sleep(Math.max(0, ms - now()));
  await wait(PLAN.killApi);
  const victim = cluster.processes().api1;
  phase = 'api1 killed';
  process.kill(victim.pid, 'SIGKILL');
  setTimeout(() => {
    if (phase === 'api1 killed') phase = 'steady';
  }, 10_000);
  console.log(`  ${(now() / 1000).toFixed(0)} s: kill -9 api1 (pid ${victim.pid})`);
  await wait(PLAN.restartPostgres);
  if (!flags['spare-shared']) {
    phase = 'PostgreSQL restart';
    console.log(`  ${(now() / 1000).toFixed(0)} s: restarting PostgreSQL ${pgVersion}`);
    sh('pg_ctlcluster', ['--skip-systemctl-redirect', pgVersion, 'main', 'restart']);
    console.log(`  ${(now() / 1000).toFixed(0)} s: PostgreSQL is back`);
    await wait(PLAN.redisDown);
    phase = 'Redis down';
    spawnSync('redis-cli', ['-h', '127.0.0.1', 'shutdown', 'nosave']);
    console.log(`  ${(now() / 1000).toFixed(0)} s: Redis stopped`);
    await wait(PLAN.redisUp);
    startRedis();
    phase = 'steady';
    console.log(`  ${(now() / 1000).toFixed(0)} s: Redis started`);
  }
  await wait(PLAN.uploadsLocked);
  lockUploads(cluster.dataDir, true);
  phase = 'uploads unwritable';
  console.log(`  ${(now() / 1000).toFixed(0)} s: uploads folder unwritable`);
  await wait(PLAN.uploadsUnlocked);
  lockUploads(cluster.dataDir, false);
  phase = 'after the faults';
  console.log(`  ${(now() / 1000).toFixed(0)} s: uploads folder writable again`);
}

/** Seconds until every process is in the balancer again and a new order goes through, or undefined. */
async function backToFullService(cluster, shopper, body, products) {
  const from = Date.now();
  while (Date.now() - from < 90_000) {
    const servers = await balancerStatus(cluster).catch(() => []);
    const allUp = servers.length > 0 && servers.every((server) => server.status === 'UP');
    const apis = Object.entries(cluster.processes()).filter(([name]) => name.startsWith('api'));
    const ready = await Promise.all(
      apis.map(async ([, info]) => (await call(`http://127.0.0.1:${info.port}/ready`)).status === 200),
    );
    const store = await call(`${cluster.storeUrl}/`, { headers: { accept: 'text/html' } });
    if (allUp && ready.every(Boolean) && store.status === 200) {
      const cart = await call(`${cluster.apiUrl}/shopping-cart`, {
        method: 'POST',
        token: shopper.token,
        body: { products: [{ product_id: products[0], quantity: 1 }] },
      });
      const order = await call(`${cluster.apiUrl}/orders`, {
        method: 'POST',
        token: shopper.token,
        body,
        headers: { 'idempotency-key': randomUUID() },
      });
      if (cart.status === 200 && order.status === 201)
        return { seconds: (Date.now() - from) / 1000, servers, orderId: order.json.data.id };
    }
    await sleep(1_000);
  }
  return undefined;
}

async function verify(client, attempts, catalog, shopperIds) {
  const rows = (
    await client.query(
      'select id, user_id, idempotency_key, status, payment_status from orders where user_id = any($1)',
      [shopperIds],
    )
  ).rows;
  const byKey = new Map(rows.map((row) => [`${row.user_id}|${row.idempotency_key}`, row]));
  const ids = new Set(rows.map((row) => row.id));
  const placed = attempts.filter((attempt) => attempt.outcome === 'placed');
  const lost = placed.filter((attempt) => !ids.has(attempt.answers[0])).length;
  const differentOrder = placed.filter((attempt) => {
    const inDatabase = byKey.get(`${attempt.userId}|${attempt.key}`);
    return new Set(attempt.answers).size !== 1 || inDatabase?.id !== attempt.answers[0];
  }).length;
  const keys = new Set(attempts.map((attempt) => `${attempt.userId}|${attempt.key}`));
  const orphans = rows.filter((row) => !keys.has(`${row.user_id}|${row.idempotency_key}`)).length;
  const duplicated =
    rows.length - new Set(rows.map((row) => `${row.user_id}|${row.idempotency_key}`)).size + orphans;
  const unacknowledged = attempts.filter(
    (attempt) => attempt.outcome !== 'placed' && byKey.has(`${attempt.userId}|${attempt.key}`),
  ).length;

  const sold = new Map(
    (
      await client.query(
        `select l.product_id as id, sum(l.quantity)::int as sold from order_lines l
         join orders o on o.id = l.order_id where o.status <> 'CANCELED' group by l.product_id`,
      )
    ).rows.map((row) => [row.id, row.sold]),
  );
  const stock = new Map(
    (await client.query('select id, stock from products where id = any($1)', [catalog.all])).rows.map(
      (row) => [row.id, row.stock],
    ),
  );
  // Units sold beyond what was in stock, and products whose stock does not equal what was there minus sold.
  let oversold = 0;
  let mismatches = 0;
  for (const id of catalog.all) {
    const before = catalog.stockBefore.get(id);
    oversold += Math.max(0, (sold.get(id) ?? 0) - before);
    if (stock.get(id) !== before - (sold.get(id) ?? 0) || stock.get(id) < 0) mismatches++;
  }
  // Payments of these shoppers' orders: a charge settled (paid) twice for one order, an order marked paid
  // with no settled charge, a settled charge whose order is not paid and that was not refunded either.
  const payments = (
    await client.query(
      `select
         (select count(*) from (select p.order_id from payments p join orders o on o.id = p.order_id
            where o.user_id = any($1) and p.kind = 'charge' and p.status = 'paid'
            group by p.order_id having count(*) > 1) twice)::int as settled_twice,
         (select count(*) from orders o where o.user_id = any($1) and o.payment_method = 'card'
            and o.payment_status = 'paid' and not exists (select 1 from payments p
              where p.order_id = o.id and p.kind = 'charge' and p.status = 'paid'))::int as paid_unsettled,
         (select count(*) from payments p join orders o on o.id = p.order_id
            where o.user_id = any($1) and p.kind = 'charge' and p.status = 'paid' and o.payment_status <> 'paid'
            and not exists (select 1 from payments r where r.parent_id = p.id and r.kind = 'refund'))::int
            as settled_unpaid,
         (select count(*) from payments r join orders o on o.id = r.order_id
            where o.user_id = any($1) and r.kind = 'refund')::int as refunds,
         (select count(*) from orders o where o.user_id = any($1) and o.payment_method = 'card')::int as card_orders,
         (select count(*) from orders o where o.user_id = any($1) and o.payment_method = 'card'
            and o.payment_status = 'paid')::int as card_paid`,
      [shopperIds],
    )
  ).rows[0];
  const cardAttempts = placed.filter((attempt) => attempt.payment !== undefined);
  const paidButUnpaid = cardAttempts.filter(
    (attempt) =>
      ['paid at the gateway', 'confirmed on return'].includes(attempt.payment) &&
      rows.find((row) => row.id === attempt.answers[0])?.payment_status !== 'paid',
  ).length;
  return {
    placed: placed.length,
    ordersInDatabase: rows.length,
    lost,
    duplicated,
    oversold,
    mismatches,
    settledTwice: payments.settled_twice,
    paidUnsettled: payments.paid_unsettled,
    settledUnpaid: payments.settled_unpaid,
    paidButUnpaid,
    payments,
    cardOutcomes: cardAttempts.map((attempt) => attempt.payment),
    differentOrder,
    unacknowledged,
    hot: catalog.hot.map(
      (id) => `${catalog.stockBefore.get(id)} → sold ${sold.get(id) ?? 0}, left ${stock.get(id)}`,
    ),
  };
}

async function main() {
  buildIfStale();
  for (const tool of ['redis-cli', 'pg_ctlcluster', 'chattr']) {
    if (spawnSync('which', [tool]).status !== 0) throw new Error(`${tool} is needed for the fault run`);
  }
  if (!redisUp()) startRedis();
  console.log('starting the cluster (2 API, 2 storefront, HAProxy) on PostgreSQL and Redis…');
  const simulatorPort = Number(flags.port) + 10;
  // RATE_LIMIT_FACTOR: 33 shoppers share one address here; the per-address limits are for real crowds.
  const cluster = await startCluster({
    name: 'fault',
    port: Number(flags.port),
    // SITE_URL: where the gateway sends the shopper back (the return URL the API gives it).
    // COURIER_POLL_MS: the fallback for a courier webhook the simulator gave up on, soon enough for the run.
    env: {
      RATE_LIMIT_FACTOR: '100',
      SITE_URL: `http://127.0.0.1:${flags.port}`,
      PAYMENT_SIMULATOR_PORT: String(simulatorPort),
      COURIER_POLL_MS: '5000',
    },
  });
  running.cluster = cluster;
  let client;
  try {
    client = new pg.Client({ connectionString: cluster.databaseUrl, application_name: 'coffee-fault' });
    await client.connect();
    const plain = (
      await client.query(
        `select p.id from products p where p.is_active and p.stock > 0
         and not exists (select 1 from product_variants v where v.product_id = p.id) order by p.id limit 14`,
      )
    ).rows.map((row) => row.id);
    const [hotA, hotB, ...products] = plain;
    await client.query('update products set stock = 100000 where id = any($1)', [products]);
    await client.query('update products set stock = $2 where id = any($1)', [[hotA, hotB], HOT_STOCK]);
    const catalog = {
      products,
      hot: [hotA, hotB],
      all: plain,
      stockBefore: new Map(
        (await client.query('select id, stock from products where id = any($1)', [plain])).rows.map((row) => [
          row.id,
          row.stock,
        ]),
      ),
    };
    const shoppers = await createShoppers(client, SHOPPERS + 2, CLUSTER_JWT_SECRET);
    const [uploader, checker, ...crowd] = shoppers;
    const body = await orderBody(client);

    // The courier's parcels: products of their own (the crowd's stock is checked apart) and a staff member.
    const parcelProducts = (
      await client.query(
        `select p.id from products p where p.is_active and not (p.id = any($1))
         and not exists (select 1 from product_variants v where v.product_id = p.id) order by p.id limit 6`,
        [plain],
      )
    ).rows.map((row) => row.id);
    await client.query('update products set stock = 1000 where id = any($1)', [parcelProducts]);
    const [staff] = await createShoppers(client, 1, CLUSTER_JWT_SECRET);
    await client.query(`update users set role = 'staff' where id = $1`, [staff.userId]);
    const courier = await prepareCourier({
      cluster,
      client,
      call,
      shoppers: await createShoppers(client, PARCELS + RETURNS, CLUSTER_JWT_SECRET),
      staff,
      products: parcelProducts,
      body,
      simulatorUrl: `http://127.0.0.1:${simulatorPort}`,
    });
    console.log(
      `courier: ${courier.parcels.length} parcels booked, ${courier.returned.length} delivered orders with an approved return pickup`,
    );
    await client.end();
    client = undefined;
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#6f4e37' } })
      .png()
      .toBuffer();

    const attempts = [];
    const uploads = [];
    console.log(
      `${crowd.length} shoppers browse and check out for ${(SHOPPING_MS / 1000).toFixed(0)} s; faults:`,
    );
    started.at = Date.now();
    let burstFailures = 0;
    await Promise.all([
      faults(cluster),
      // The burst starts just before api1 is killed, so the kill lands in the middle of it.
      sleep(Math.max(0, PLAN.killApi - 300))
        .then(() => courierBurst(courier))
        .then((failures) => {
          burstFailures = failures;
          console.log(`  ${(now() / 1000).toFixed(0)} s: the courier's burst is sent`);
        }),
      uploaderLoop(cluster, uploader, png, uploads),
      ...crowd.map((shopper, index) =>
        shopperLoop(
          cluster,
          shopper,
          catalog,
          index % CARD_SHARE === 0 ? { ...body, payment_method: 'card' } : body,
          attempts,
        ),
      ),
    ]);
    phase = 'recovery';
    const recovered = await backToFullService(cluster, checker, body, products);

    client = new pg.Client({ connectionString: cluster.databaseUrl, application_name: 'coffee-fault' });
    await client.connect();
    const result = await verify(
      client,
      attempts,
      catalog,
      crowd.map((shopper) => shopper.userId),
    );
    const courierResult = await verifyCourier({ client, ...courier });
    const restarts = cluster.processes().api1.restarts;
    const outcomes = tallyOf(attempts.map((attempt) => attempt.outcome));
    const uploadsBy = new Map();
    for (const upload of uploads) {
      const label = `${upload.phase}: ${upload.status}${upload.code ? ` ${upload.code}` : ''}`;
      uploadsBy.set(label, (uploadsBy.get(label) ?? 0) + 1);
    }
    const lines = [
      '',
      `checkouts: ${attempts.length} (${[...outcomes].map(([what, n]) => `${n} ${what}`).join(', ')}); retried: ${attempts.filter((attempt) => attempt.retries > 0).length}`,
      `requests: ${[...tally].map(([what, n]) => `${what} ×${n}`).join('; ')}`,
      `uploads: ${[...uploadsBy].map(([what, n]) => `${what} ×${n}`).join('; ')}`,
      `hot products (before → sold, left): ${result.hot.join('; ')}`,
      `card payments: ${result.payments.card_orders} card orders, ${result.payments.card_paid} paid; shoppers got: ${[...tallyOf(result.cardOutcomes)].map(([what, n]) => `${n} ${what}`).join(', ')}`,
      `orders in the database for these shoppers: ${result.ordersInDatabase} (answered as placed: ${result.placed}; placed but never acknowledged, the shopper gave up: ${result.unacknowledged})`,
      '',
      `lost orders:                          ${result.lost}`,
      `duplicated orders:                    ${result.duplicated}`,
      `oversold units:                       ${result.oversold} (products whose stock ≠ before − sold: ${result.mismatches})`,
      `payments settled twice:               ${result.settledTwice}`,
      `paid orders without a settled payment: ${result.paidUnsettled}`,
      `settled payments without a paid order: ${result.settledUnpaid} (not refunded; refunds: ${result.payments.refunds})`,
      `paid at the gateway, order not paid:   ${result.paidButUnpaid}`,
      `retries answered with another order:  ${result.differentOrder}`,
      ...courierResult.lines,
      `courier commands the simulator refused: ${burstFailures}`,
      `back to full service by itself:       ${recovered ? `yes, ${recovered.seconds.toFixed(0)} s after the last fault (api1 restarted ${restarts}×; balancer: ${recovered.servers.map((server) => `${server.server} ${server.status}`).join(', ')})` : 'NO'}`,
    ];
    console.log(lines.join('\n'));
    const clean =
      result.lost === 0 &&
      result.duplicated === 0 &&
      result.oversold === 0 &&
      result.mismatches === 0 &&
      result.settledTwice === 0 &&
      result.paidUnsettled === 0 &&
      result.settledUnpaid === 0 &&
      result.paidButUnpaid === 0 &&
      result.differentOrder === 0 &&
      courierResult.clean &&
      burstFailures === 0 &&
      recovered !== undefined;
    if (!clean) process.exitCode = 1;
  } finally {
    if (client) await client.end().catch(() => undefined);
    lockUploads(cluster.dataDir, false);
    if (!redisUp()) startRedis();
    await cluster.stop();
  }
}

/** What Ctrl-C must put back: Redis running, the uploads folder writable, the cluster stopped. */
const running = { cluster: undefined };
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    if (!redisUp()) startRedis();
    if (running.cluster) lockUploads(running.cluster.dataDir, false);
    Promise.resolve(running.cluster?.stop()).finally(() => process.exit(130));
  });
}
await main();

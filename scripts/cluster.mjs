#!/usr/bin/env node
// `npm run start:cluster`: the production topology on one machine, for trying and for the fault and load runs
// (bench/fault, bench/load). Builds what is stale, prepares the database once (migrations, reference data, demo
// catalog and images: apps/api dist/setup.js), then starts CLUSTER_APIS API processes and CLUSTER_WEBS
// storefront processes on PostgreSQL (DATABASE_URL) and Redis (REDIS_URL), with HAProxy in front of both tiers
// (deploy/haproxy/haproxy.cfg, shared with deploy/compose.yaml). A supervisor restarts any process that dies;
// Ctrl-C stops them all. Decision record: docs/decisions/0017-cluster-haproxy-and-supervisor.md.
// `--no-build` skips the build (the bench scripts build once, then start several clusters).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { apiDir, buildIfStale, root, run, webDir } from './lib/build.mjs';
import { usesPaymentSimulator } from './lib/payment-simulator.mjs';
import { Supervisor } from './lib/supervisor.mjs';

const env = process.env;
const count = (name, fallback) => {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > 8) {
    console.error(`${name}: a whole number from 1 to 8`);
    process.exit(2);
  }
  return value;
};
const settings = {
  host: env.CLUSTER_HOST ?? '127.0.0.1',
  port: Number(env.CLUSTER_PORT ?? 8080),
  apiPort: Number(env.CLUSTER_API_PORT ?? 8081),
  statsPort: Number(env.CLUSTER_STATS_PORT ?? 8082),
  apis: count('CLUSTER_APIS', 2),
  webs: count('CLUSTER_WEBS', 2),
  apiBasePort: Number(env.CLUSTER_API_BASE_PORT ?? 4560),
  webBasePort: Number(env.CLUSTER_WEB_BASE_PORT ?? 3560),
  simulatorPort: Number(env.PAYMENT_SIMULATOR_PORT ?? 4569),
  databaseUrl: env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/coffee_cluster',
  redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  dataDir: path.resolve(env.DATA_DIR ?? path.join(root, '.data/cluster')),
};
const siteUrl = env.SITE_URL ?? `http://localhost:${settings.port}`;
const apiUrl = `http://127.0.0.1:${settings.apiPort}`;
const simulated = usesPaymentSimulator(env);

/** Creates the database named in DATABASE_URL when it is missing, with the UTF-8 ctype Arabic search needs. */
async function ensureDatabase(url) {
  const name = new URL(url).pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) return;
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.href, application_name: 'coffee-cluster' });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(
        `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
      );
      console.log(`created database ${name}`);
    }
  } finally {
    await client.end();
  }
}

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

async function waitFor(url, what, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopping) return;
    if (await answers(url)) return;
    await sleep(300);
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** The balancer's server lines for these processes; the rest of its configuration is the shared file. */
function writeServers(file) {
  const lines = (prefix, basePort, n) =>
    Array.from({ length: n }, (_, i) => `  server ${prefix}${i + 1} 127.0.0.1:${basePort + i} check`);
  writeFileSync(
    file,
    [
      '# Written by scripts/cluster.mjs at each start; loaded after deploy/haproxy/haproxy.cfg.',
      'backend api from api-tier',
      ...lines('api', settings.apiBasePort, settings.apis),
      '',
      'backend web from web-tier',
      ...lines('web', settings.webBasePort, settings.webs),
      '',
    ].join('\n'),
  );
}

const clusterDir = path.join(settings.dataDir, 'run');
mkdirSync(clusterDir, { recursive: true });
const supervisor = new Supervisor({
  logDir: path.join(clusterDir, 'logs'),
  stateFile: path.join(clusterDir, 'state.json'),
});

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nstopping the cluster…');
  await supervisor.stop();
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

try {
  if (!process.argv.includes('--no-build')) buildIfStale();
  await ensureDatabase(settings.databaseUrl);

  const shared = {
    ...env,
    DATABASE_URL: settings.databaseUrl,
    REDIS_URL: settings.redisUrl,
    DATA_DIR: settings.dataDir,
  };
  // Once, before any API process: no two processes migrate, seed or render the same images at the same time.
  run(process.execPath, ['dist/setup.js'], apiDir, shared);

  if (simulated) {
    supervisor.add('payment-simulator', {
      command: process.execPath,
      args: ['--import', 'tsx', 'src/main.ts'],
      cwd: path.join(root, 'apps/payment-simulator'),
      env: { ...env, PAYMENT_SIMULATOR_PORT: String(settings.simulatorPort) },
      port: settings.simulatorPort,
    });
  }
  for (let i = 0; i < settings.apis; i++) {
    const port = settings.apiBasePort + i;
    supervisor.add(`api${i + 1}`, {
      command: process.execPath,
      args: ['dist/server.js'],
      cwd: apiDir,
      port,
      env: {
        ...shared,
        HOST: '127.0.0.1',
        API_PORT: String(port),
        SEED_DEMO: 'false',
        SITE_URL: siteUrl,
        // Gateways call back through the balancer, whichever process took the payment.
        API_PUBLIC_URL: env.API_PUBLIC_URL ?? apiUrl,
        PAYMENT_SIMULATOR_URL: env.PAYMENT_SIMULATOR_URL ?? `http://127.0.0.1:${settings.simulatorPort}`,
        CORS_ORIGINS: env.CORS_ORIGINS ?? siteUrl,
        // The storefront's servers and the balancer are on this machine: their X-Forwarded-For is believed.
        TRUST_PROXY: env.TRUST_PROXY ?? 'loopback',
      },
    });
  }
  await Promise.all(
    Array.from({ length: settings.apis }, (_, i) =>
      waitFor(`http://127.0.0.1:${settings.apiBasePort + i}/ready`, `API ${i + 1}`),
    ),
  );

  for (let i = 0; i < settings.webs; i++) {
    const port = settings.webBasePort + i;
    supervisor.add(`web${i + 1}`, {
      command: process.execPath,
      // Loopback only: the balancer is the way in. (The cluster waits for `/` through the balancer to answer
      // 200, so a storefront that redirects every page to itself under `-H 127.0.0.1` never starts.)
      args: ['server.mjs', '-p', String(port), '-H', '127.0.0.1'],
      cwd: webDir,
      port,
      env: {
        ...env,
        NODE_ENV: 'production',
        API_URL: apiUrl,
        SITE_URL: siteUrl,
        // One balancer of ours in front: the shopper's address is the entry HAProxy appended.
        WEB_TRUSTED_PROXIES: '1',
      },
    });
  }

  const serversFile = path.join(clusterDir, 'servers.cfg');
  writeServers(serversFile);
  supervisor.add('haproxy', {
    command: env.HAPROXY ?? '/usr/sbin/haproxy',
    args: ['-W', '-db', '-f', path.join(root, 'deploy/haproxy/haproxy.cfg'), '-f', serversFile],
    cwd: root,
    env: {
      ...env,
      LB_WEB_BIND: `${settings.host}:${settings.port}`,
      LB_API_BIND: `127.0.0.1:${settings.apiPort}`,
      LB_STATS_BIND: `127.0.0.1:${settings.statsPort}`,
    },
  });
  await waitFor(`http://127.0.0.1:${settings.port}/`, 'the storefront through the balancer');
  if (!stopping) {
    console.log(
      [
        '',
        `  Storefront:  ${siteUrl}  (HAProxy → ${settings.webs} storefront processes on :${settings.webBasePort}…)`,
        `  API:         ${apiUrl}  (HAProxy → ${settings.apis} API processes on :${settings.apiBasePort}…; for the storefront's servers)`,
        `  Balancer:    http://127.0.0.1:${settings.statsPort}/stats`,
        `  Database:    ${settings.databaseUrl.replace(/:[^:@/]+@/, ':***@')}; Redis ${settings.redisUrl}`,
        `  Logs:        ${path.relative(process.cwd(), supervisor.logDir) || '.'}/<process>.log`,
        ...(simulated ? [`  Payments:    simulator on http://127.0.0.1:${settings.simulatorPort}`] : []),
        '  cluster ready; Ctrl-C stops it',
        '',
      ].join('\n'),
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stop(1);
}

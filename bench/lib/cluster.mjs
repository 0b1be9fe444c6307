// Starts `scripts/cluster.mjs` (the cluster of `npm run start:cluster`) on a throwaway PostgreSQL database and
// data folder for bench/fault and bench/load, and stops it again. Reads the supervisor's state file for pids.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '../..');
export const CLUSTER_JWT_SECRET = 'cluster-bench-secret-of-at-least-32-characters';

/**
 * @param {{ name: string, apis?: number, webs?: number, serverUrl?: string, port?: number, env?: object }} options
 * @returns {Promise<Cluster>}
 */
export async function startCluster({ name, apis = 2, webs = 2, serverUrl, port = 8080, env = {} }) {
  const server = serverUrl ?? process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
  const database = `coffee_${name}_${process.pid}`;
  await admin(server, (client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `coffee-${name}-`));
  const settings = {
    CLUSTER_PORT: String(port),
    CLUSTER_API_PORT: String(port + 1),
    CLUSTER_STATS_PORT: String(port + 2),
    CLUSTER_APIS: String(apis),
    CLUSTER_WEBS: String(webs),
    DATABASE_URL: `${server}/${database}`,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    DATA_DIR: dataDir,
    JWT_SECRET: CLUSTER_JWT_SECRET,
    RATE_LIMIT_PREFIX: `coffee:${name}:${process.pid}:`,
    LOG_LEVEL: 'warn',
    ...env,
  };
  const child = spawn(process.execPath, [path.join(root, 'scripts/cluster.mjs'), '--no-build'], {
    cwd: root,
    env: { ...process.env, ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  const ready = new Promise((resolve, reject) => {
    const read = (chunk) => {
      output.push(String(chunk));
      if (output.join('').includes('cluster ready')) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`the cluster exited (${code}):\n${output.join('')}`)));
  });
  await ready;
  const cluster = {
    child,
    database,
    databaseUrl: settings.DATABASE_URL,
    dataDir,
    storeUrl: `http://127.0.0.1:${port}`,
    apiUrl: `http://127.0.0.1:${port + 1}`,
    statsUrl: `http://127.0.0.1:${port + 2}/stats;csv`,
    /** @returns {Record<string, { pid: number, port?: number, restarts: number }>} */
    processes: () => JSON.parse(readFileSync(path.join(dataDir, 'run/state.json'), 'utf8')).processes,
    log: () => output.join(''),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      }
      await admin(server, (client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)).catch(
        (error) => console.warn(`could not drop ${database}: ${error.message}`),
      );
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return cluster;
}

/** The balancer's view: each server of each backend and whether it is UP. */
export async function balancerStatus(cluster) {
  const csv = await (await fetch(cluster.statsUrl, { signal: AbortSignal.timeout(3000) })).text();
  return csv
    .split('\n')
    .slice(1)
    .map((line) => line.split(','))
    .filter((cells) => cells.length > 17 && !['FRONTEND', 'BACKEND'].includes(cells[1]))
    .map((cells) => ({ backend: cells[0], server: cells[1], status: cells[17] }));
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

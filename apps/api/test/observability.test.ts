import { randomUUID } from 'node:crypto';
import { createServer, type Server, Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { enqueueMessage } from '../src/lib/outbox.js';
import { type AccountsContext, call, createAccountsApp } from './support/accounts.js';
import { createTestDatabase } from './support/database.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
const TOKEN = 'metrics-token-for-tests-0123456789';

describe('request ids', () => {
  const lines: Record<string, unknown>[] = [];
  let ctx: AccountsContext;
  beforeAll(async () => {
    ctx = await createAccountsApp({ logStream: { write: (line) => void lines.push(JSON.parse(line)) } });
  });
  afterAll(() => ctx.close());

  it('uses the id the storefront sent in its logs and echoes it', async () => {
    const answer = await call(ctx.app, 'GET', '/governorates', {
      headers: { 'x-request-id': 'web-7f3a9c1e-0001' },
    });
    expect(answer.headers['x-request-id']).toBe('web-7f3a9c1e-0001');
    const logged = lines.filter((line) => line.reqId === 'web-7f3a9c1e-0001');
    expect(logged.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('makes one up when none (or a malformed one) comes, and errors carry it too', async () => {
    const plain = await call(ctx.app, 'GET', '/nope');
    expect(plain.status).toBe(404);
    expect(plain.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const forged = await call(ctx.app, 'GET', '/health', {
      headers: { 'x-request-id': 'bad id\n{"level":60}' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.some((line) => String(line.reqId).includes('bad id'))).toBe(false);
  });
});

describe('/metrics', () => {
  let ctx: AccountsContext;
  beforeAll(async () => {
    ctx = await createAccountsApp({ env: { METRICS_TOKEN: TOKEN, METRICS_ALLOW: '127.0.0.1,10.1.0.0/16' } });
  });
  afterAll(() => ctx.close());

  const scrape = (options: { ip?: string; token?: string } = {}) =>
    ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: options.ip ?? '127.0.0.1',
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    });

  it('is not public: 404 from anywhere else, without the token or with a wrong one', async () => {
    for (const options of [
      { ip: '203.0.113.9' },
      { ip: '203.0.113.9', token: `${TOKEN}x` },
      { ip: '10.2.0.1' },
    ]) {
      const answer = await scrape(options);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().code).toBe('ROUTE_NOT_FOUND');
    }
    // Nor for a shopper the storefront's server forwards.
    const forwarded = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(forwarded.statusCode).toBe(404);
    expect((await scrape({ ip: '10.1.4.2' })).statusCode).toBe(200);
    expect((await scrape({ ip: '203.0.113.9', token: TOKEN })).statusCode).toBe(200);
    const paths = Object.keys(ctx.app.swagger().paths ?? {});
    expect(paths).not.toContain('/metrics');
  });

  it('counts requests and their latency per route pattern, not per URL', async () => {
    await call(ctx.app, 'GET', '/governorates/1/cities');
    await call(ctx.app, 'GET', '/governorates/2/cities');
    await call(ctx.app, 'GET', '/no-such-page');
    const text = (await scrape()).body;
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/governorates\/:id\/cities",status_code="200"\} 2/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0.5",method="GET",route="\/governorates\/:id\/cities"/,
    );
    expect(text).toContain('route="unmatched",status_code="404"');
    expect(text).not.toContain('/governorates/1/');
  });

  it('reports the outbox backlog and dead letters, the event loop and the job queue', async () => {
    await enqueueMessage(ctx.database.db, {
      channel: 'email',
      recipient: 'metrics@example.com',
      template: 'test',
      subject: 's',
      body: 'b',
    });
    const text = (await scrape()).body;
    expect(text).toMatch(/outbox_messages\{status="pending"\} [1-9]/);
    expect(text).toMatch(/outbox_messages\{status="failed"\} 0/);
    expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/);
    expect(text).toContain('# TYPE job_runs gauge');
    if (onPostgres) expect(text).toMatch(/db_pool_connections\{state="max"\} 8/);
  });
});

describe('/metrics of a process running the jobs', () => {
  it('lists each job with its queued, active and failed runs', async () => {
    const ctx = await createAccountsApp({ jobs: true, env: { OUTBOX_INTERVAL_MS: '500' } });
    try {
      const text = (await ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' }))
        .body;
      for (const job of ['reservation-sweep', 'refund-sender', 'outbox']) {
        expect(text).toContain(`job_runs{job="${job}",state="failed"} 0`);
      }
    } finally {
      await ctx.close();
    }
  });
});

/** A TCP hop between the app and PostgreSQL that the test can cut, as a network fault or a restart would. */
async function startCuttableProxy(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      const listening = createServer((client) => {
        const upstream = new Socket();
        upstream.connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server = listening;
      listening.listen(port, '127.0.0.1', () => {
        port = (listening.address() as { port: number }).port;
        resolve();
      });
    });
  await listen();
  return {
    port: () => port,
    cut: async () => {
      await new Promise<void>((resolve) => {
        server?.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    restore: listen,
  };
}

describe.skipIf(!onPostgres)('/ready on PostgreSQL', () => {
  let testDatabase: DatabaseHandle;
  let proxy: Awaited<ReturnType<typeof startCuttableProxy>>;
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    const url = new URL(testDatabase.url!);
    proxy = await startCuttableProxy(new URL(url));
    url.host = `127.0.0.1:${proxy.port()}`;
    database = await openDatabase({ url: url.toString(), poolSize: 4 });
    const config = loadConfig({
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: '/tmp/coffee-test-data',
      // Test files run side by side and may share a Redis (and one day's runs its keys): each app its own prefix.
      RATE_LIMIT_PREFIX: `test:${randomUUID()}:`,
    });
    app = await buildApp({ config, database, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await testDatabase?.close();
  });

  const ready = async () => (await app.inject({ method: 'GET', url: '/ready' })).statusCode;

  it('goes false while the database is unreachable and true again by itself', async () => {
    expect(await ready()).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    await proxy.cut();
    expect(await ready()).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    await proxy.restore();
    let status = 0;
    for (let tries = 0; tries < 20 && status !== 200; tries++) {
      status = await ready();
      if (status !== 200) await sleep(100);
    }
    expect(status).toBe(200);
  });

  it('reconnects when the server ends its connections (as a PostgreSQL restart does)', async () => {
    for (let n = 0; n < 4; n++) expect(await ready()).toBe(200);
    const admin = new pg.Client({ connectionString: testDatabase.url });
    await admin.connect();
    try {
      const { rows } = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      );
      expect(rows.length).toBeGreaterThanOrEqual(1);
    } finally {
      await admin.end();
    }
    await sleep(100);
    const statuses = [];
    for (let n = 0; n < 5; n++) statuses.push(await ready());
    expect(statuses.at(-1)).toBe(200);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(4);
  });
});

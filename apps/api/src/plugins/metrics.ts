import { timingSafeEqual } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../db/client.js';
import { outbox } from '../db/schema/index.js';
import { addressList } from '../lib/address-list.js';

type MetricsOptions = { poolStats?: (() => PoolStats) | undefined };

/** The route's pattern (`/products/:slug`), never the raw URL: one series per route, not per product. */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

/**
 * Prometheus metrics at /metrics: requests and their latency per route, the database pool, the job queue
 * and the outbox, and the process's own (event-loop lag, memory, CPU). Not public: only METRICS_ALLOW
 * addresses or a caller with METRICS_TOKEN may read them; anyone else gets the 404 of a route that does
 * not exist. Each app has its own registry (tests build several in one process).
 */
export const metricsPlugin = fp(async (app: FastifyInstance, options: MetricsOptions) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, per route pattern',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, per route pattern',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const { poolStats } = options;
  if (poolStats) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool of this process: max, total (open), idle, and requests waiting for one',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        for (const [state, value] of Object.entries(poolStats())) this.set({ state }, value);
      },
    });
  }
  new Gauge({
    name: 'job_runs',
    help: 'Background job runs queued, active, and failed (kept a week), per job',
    labelNames: ['job', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const job of await app.jobStats()) {
        for (const state of ['queued', 'active', 'failed'] as const)
          this.set({ job: job.name, state }, job[state]);
      }
    },
  });
  new Gauge({
    name: 'outbox_messages',
    help: 'Messages waiting to be sent (pending) and given up on after every retry (failed: the dead letter)',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const rows = await app.db
        .select({ status: outbox.status, n: count() })
        .from(outbox)
        .where(sql`${outbox.status} <> 'sent'`)
        .groupBy(outbox.status);
      const counts = new Map(rows.map((row) => [row.status, row.n]));
      for (const status of ['pending', 'failed'] as const) this.set({ status }, counts.get(status) ?? 0);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: routeOf(request), status_code: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  const allowed = addressList(app.config.metricsAllow);
  const token = app.config.metricsToken ? Buffer.from(`Bearer ${app.config.metricsToken}`) : undefined;
  const hasToken = (header: string | undefined) => {
    if (!token || !header) return false;
    const given = Buffer.from(header);
    return given.length === token.length && timingSafeEqual(given, token);
  };

  app.get('/metrics', { schema: { hide: true, produces: ['text/plain'] } }, async (request, reply) => {
    if (!allowed.has(request.ip) && !hasToken(request.headers.authorization)) return reply.callNotFound();
    const body = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(body);
  });
});

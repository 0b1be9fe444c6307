import { randomUUID } from 'node:crypto';
import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateLimits } from '../src/lib/rate-limits.js';
import { defaultRateLimits, scaleRateLimits } from '../src/lib/rate-limits.js';
import { type AccountsContext, call, createAccountsApp, expectError } from './support/accounts.js';

/** forgot-password: 3 per IP per minute, nothing else in the way. */
const limits: RateLimits = {
  ...scaleRateLimits(defaultRateLimits, 1000),
  forgotPassword: { ip: { max: 3, windowMs: 60_000 } },
};

let ipSerial = 0;
const newIp = () => `203.0.113.${++ipSerial}`;

async function timedForgot(ctx: AccountsContext, ip: string) {
  const started = performance.now();
  const answer = await call(ctx.app, 'POST', '/auth/forgot-password', {
    body: { login: 'x@example.com' },
    ip,
  });
  return { answer, ms: performance.now() - started };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('rate limits while Redis is unreachable', () => {
  let ctx: AccountsContext;
  beforeAll(async () => {
    ctx = await createAccountsApp({
      rateLimits: limits,
      env: { REDIS_URL: `redis://127.0.0.1:${await closedPort()}` },
    });
  });
  afterAll(() => ctx.close());

  it('answer within milliseconds and still limit, per process', async () => {
    const ip = newIp();
    const timings: number[] = [];
    for (let n = 0; n < 3; n++) {
      const { answer, ms } = await timedForgot(ctx, ip);
      expect(answer.status).toBe(200);
      timings.push(ms);
    }
    const { answer, ms } = await timedForgot(ctx, ip);
    expectError(answer, 429, 'RATE_LIMITED');
    timings.push(ms);
    // Was 7–8 s a call, unlimited: now a dead Redis costs nothing measurable. The bound is loose because the
    // machine running the suite may be busy (a call takes 5–50 ms when it is quiet); 7 s would still fail it.
    expect(Math.max(...timings)).toBeLessThan(1000);
  });
});

/** A TCP relay to the real Redis that the test can cut and restore, as a network failure would. */
function createRelay(target: { host: string; port: number }) {
  let server: Server | undefined;
  const sockets = new Set<Socket>();
  let port = 0;
  return {
    get port() {
      return port;
    },
    async start() {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    },
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server?.close(resolve));
    },
  };
}

describe.runIf(process.env.REDIS_URL)('rate limits when Redis goes away and comes back', () => {
  const prefix = `test:${randomUUID()}:`;
  const target = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const relay = createRelay({ host: target.hostname, port: Number(target.port || 6379) });
  let redis: Redis;
  let ctx: AccountsContext;
  beforeAll(async () => {
    redis = new Redis(process.env.REDIS_URL ?? '');
    await relay.start();
    ctx = await createAccountsApp({
      rateLimits: limits,
      env: { REDIS_URL: `redis://127.0.0.1:${relay.port}`, RATE_LIMIT_PREFIX: prefix },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await relay.stop();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('count in Redis, fall back at once, and return to Redis by themselves', async () => {
    const ip = newIp();
    const key = `${prefix}forgotPassword:ip:${ip}`;
    await timedForgot(ctx, ip);
    expect(await redis.get(key)).toBe('1');
    expect((await redis.keys(`${prefix}*`)).filter((name) => name.includes('undefined'))).toEqual([]);

    await relay.stop();
    const down = await timedForgot(ctx, newIp());
    expect(down.answer.status).toBe(200);
    expect(down.ms).toBeLessThan(1000);

    await relay.start();
    const deadline = Date.now() + 10_000;
    let count: string | null = '1';
    while (count === '1' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      await timedForgot(ctx, ip);
      count = await redis.get(key);
    }
    // Counted in Redis again (the calls made while it was reconnecting were counted in memory).
    expect(Number(count)).toBeGreaterThan(1);
  });
});

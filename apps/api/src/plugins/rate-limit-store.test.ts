import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryLimitStore, type LimitStore } from '../lib/limit-store.js';
import { connectRedisStore } from './rate-limit.js';

const redisUrl = process.env.REDIS_URL;

/** Keeps the event loop busy for `ms`, as a loaded API process's is. */
function busy(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {}
}

describe.runIf(redisUrl)('the rate limits in Redis under a busy event loop', () => {
  const prefix = `test:limits:${randomUUID()}:`;
  let app: FastifyInstance;
  const warnings: string[] = [];
  // Two processes' stores, as the plugin connects them: a count in one is seen by the other only in Redis.
  let one: LimitStore;
  let two: LimitStore;
  beforeAll(async () => {
    app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => warnings.push(line) } } });
    one = connectRedisStore(app, redisUrl!, prefix, createMemoryLimitStore());
    two = connectRedisStore(app, redisUrl!, prefix, createMemoryLimitStore());
    await app.ready(); // waits for both connections
  });
  afterAll(async () => {
    const cleaner = new Redis(redisUrl!);
    const keys = await cleaner.keys(`${prefix}*`);
    if (keys.length > 0) await cleaner.del(...keys);
    cleaner.disconnect();
    await app.close();
  });

  it('keeps counting in Redis when answers wait in the socket longer than the deadline', async () => {
    const counts: number[] = [];
    for (let round = 0; round < 4; round++) {
      const store = round % 2 === 0 ? one : two;
      const answer = store.count('login:ip:198.51.100.9', 60_000);
      busy(400); // longer than the 250 ms a command may take
      counts.push((await answer).count);
    }
    // Had a busy loop been taken for a dead Redis, each process would have counted on its own (1, 1, 2, 2).
    expect(counts).toEqual([1, 2, 3, 4]);
    expect(warnings.join('')).not.toContain('command failed');
  });
});

import { type AddressInfo, createServer, type Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';

/**
 * A PostgreSQL server too loaded to answer: it takes connections and never says a word (or, closed, refuses
 * them). Either way no statement runs, so the API answers 503 with Retry-After in the shopper's language, the
 * answer a client may safely send again, never a 500 that reads as a bug and never the driver's words.
 */
async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

async function appOn(url: string): Promise<{ app: FastifyInstance; database: DatabaseHandle }> {
  const database = await openDatabase({ url, poolSize: 2, connectTimeoutMs: 300 });
  // Without Redis: with it the catalog cache names its keys after the database at start-up, which is the
  // very query that cannot run here (the app would not start, as in production with its database away).
  const { REDIS_URL: _redis, ...env } = process.env;
  const config = loadConfig({ ...env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return { app, database };
}

describe('a database that cannot take the request', () => {
  const sockets = new Set<Socket>();
  const silent = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  let stalled: { app: FastifyInstance; database: DatabaseHandle };
  let refused: { app: FastifyInstance; database: DatabaseHandle };

  beforeAll(async () => {
    stalled = await appOn(`postgres://postgres@127.0.0.1:${await listen(silent)}/coffee`);
    const closed = createServer();
    const port = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    refused = await appOn(`postgres://postgres@127.0.0.1:${port}/coffee`);
  });
  afterAll(async () => {
    for (const started of [stalled, refused]) {
      await started?.app.close();
      await started?.database.close().catch(() => {});
    }
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('answers 503 with Retry-After in Arabic when no connection comes in time, a burst included', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => stalled.app.inject({ method: 'GET', url: '/products?lang=ar-SA' })),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('2');
      expect(answer.json()).toEqual({
        message: 'لا يمكننا تلبية طلبك الآن. يُرجى المحاولة مرة أخرى بعد لحظات.',
        code: 'SERVICE_UNAVAILABLE',
        request_id: expect.any(String),
      });
    }
  });

  it('answers 503 in English when the server refuses the connection, saying nothing of the driver', async () => {
    const answer = await refused.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { login: 'mona@example.com', password: 'a-long-password' },
    });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('2');
    expect(answer.json().message).toBe(
      'We cannot take your request right now. Please try again in a moment.',
    );
    expect(answer.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|postgres|timeout/i);
  });
});

import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * A Redis client that never queues or retries a command: a command either answers fast or fails, and its caller
 * falls back (rate limits to this process's memory, the cache to computing directly). How long a caller waits is
 * its own `withinDeadline`; the client's `commandTimeout` (2 s) only cleans up commands a dead connection holds.
 * `name` says what the connection is for in the log lines that mark a change of state. `onReady` runs on every
 * (re)connection.
 */
export function connectRedis(
  app: FastifyInstance,
  url: string,
  name: string,
  options: { commandTimeoutMs?: number; onReady?: (redis: Redis) => void } = {},
): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: options.commandTimeoutMs ?? 2000,
    connectTimeout: 1000,
    // Keeps reconnecting for as long as the process lives, at most every 2 s.
    retryStrategy: (times) => Math.min(times * 100, 2000),
  });
  let up = false;
  redis.on('ready', () => {
    up = true;
    app.log.info(`redis (${name}): connected`);
    options.onReady?.(redis);
  });
  // Every failed reconnect emits an error; the state changes above and below are what is worth a log line.
  redis.on('error', (err) => app.log.debug({ err }, `redis (${name})`));
  redis.on('close', () => {
    if (up) app.log.warn(`redis (${name}): unreachable; working without it until it is back`);
    up = false;
  });
  // A process that starts with Redis up uses it from its first request; one that cannot reach it within a
  // second starts without it rather than wait.
  app.addHook('onReady', async () => {
    if (redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 1000);
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  });
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}

/**
 * The command's answer, or a rejection once `ms` have passed without one. NOTE: a plain timer (ioredis'
 * `commandTimeout`) misfires under load: when the event loop was busy for longer than the timeout, Node runs
 * expired timers before it reads the sockets, so an answer already waiting in the socket counts as a timeout,
 * the cache is switched off, requests compute, the loop gets busier — a spiral the bench showed. Waiting one
 * turn of the loop (setImmediate runs after the sockets are read) before giving up tells the two apart.
 */
export function withinDeadline<T>(command: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(
      () =>
        setImmediate(() => {
          if (settled) return;
          settled = true;
          reject(new Error(`redis: no answer within ${ms} ms`));
        }),
      ms,
    );
    command.then(
      (value) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

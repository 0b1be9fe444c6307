import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * A Redis client that never queues or retries a command: a command either answers fast or fails, and its caller
 * falls back (rate limits to this process's memory, the cache to computing directly). `name` says what the
 * connection is for in the log lines that mark a change of state. `onReady` runs on every (re)connection.
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
    commandTimeout: options.commandTimeoutMs ?? 250,
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

import type { Redis } from 'ioredis';
import type { LimitStore } from './limit-store.js';
import { withinDeadline } from './redis.js';

// One round trip each, atomic: concurrent requests on several processes count every event once.
const COUNT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;
const FAIL = `
redis.call('HINCRBY', KEYS[1], 'n', 1)
redis.call('HSET', KEYS[1], 't', ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

/**
 * Counts shared by every API process, under `prefix` so deployments and test runs can share a server. A command
 * with no answer after `deadlineMs` fails (and withFallback counts in memory), measured as the cache measures
 * it (withinDeadline), so an answer that arrived while the event loop was busy is not taken for a timeout.
 */
export function createRedisLimitStore(redis: Redis, prefix: string, deadlineMs = 250): LimitStore {
  const timely = <T>(command: Promise<T>) => withinDeadline(command, deadlineMs);
  return {
    async count(key, windowMs) {
      const [count, ttl] = (await timely(redis.eval(COUNT, 1, prefix + key, windowMs))) as [number, number];
      return { count, resetMs: ttl > 0 ? ttl : windowMs };
    },
    async fail(key, atMs, forgetMs) {
      await timely(redis.eval(FAIL, 1, prefix + key, atMs, forgetMs));
    },
    async failures(key) {
      const [count, last] = await timely(redis.hmget(prefix + key, 'n', 't'));
      return count ? { count: Number(count), lastMs: Number(last ?? 0) } : undefined;
    },
    async clear(key) {
      await timely(redis.del(prefix + key));
    },
  };
}

/**
 * Redis while it answers, this process's memory while it does not: limits keep applying (per process) and
 * answer in microseconds instead of waiting on a dead server, and Redis is used again once it is back.
 */
export function withFallback(
  primary: LimitStore,
  isUp: () => boolean,
  fallback: LimitStore,
  onError: (error: unknown) => void,
): LimitStore {
  const either =
    <A extends unknown[], R>(pick: (store: LimitStore) => (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (!isUp()) return pick(fallback)(...args);
      try {
        return await pick(primary)(...args);
      } catch (error) {
        onError(error);
        return pick(fallback)(...args);
      }
    };
  return {
    count: either((store) => store.count),
    fail: either((store) => store.fail),
    failures: either((store) => store.failures),
    clear: either((store) => store.clear),
  };
}

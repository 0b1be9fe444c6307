import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';
import { createMemoryLimitStore, type LimitStore } from '../lib/limit-store.js';
import {
  type DelayRule,
  delayAfter,
  type LimitedAction,
  type LimitRule,
  type LimitScope,
} from '../lib/rate-limits.js';
import { connectRedis } from '../lib/redis.js';
import { createRedisLimitStore, withFallback } from '../lib/redis-limit-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    limits: {
      /** A preHandler counting this action per client IP. */
      perIp: (action: LimitedAction) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
      /**
       * Counts this action for one account (`user:<id>`, or the normalized email or mobile), as a whole (over
       * its hour and its day) and from this request's IP; throws a 429 past any limit.
       */
      perAccount: (action: LimitedAction, account: string, reply: FastifyReply) => Promise<void>;
      /**
       * Wrong answers counted per account and per IP (`rule.windowMs` after the latest they are forgotten):
       * `check` throws a 429 once either scope has `max` on record, `missed` records one more.
       */
      misses: {
        check: (action: LimitedAction, account: string, reply: FastifyReply) => Promise<void>;
        missed: (action: LimitedAction, account: string, request: FastifyRequest) => Promise<void>;
      };
      /** Growing delays after wrong passwords, per account and per IP. */
      loginDelay: {
        /** Throws a 429 (LOGIN_DELAYED, Retry-After) while the last failure's delay runs. */
        check: (account: string, request: FastifyRequest, reply: FastifyReply) => Promise<void>;
        failed: (account: string, request: FastifyRequest) => Promise<void>;
        /** The owner got in: the account's record goes (the address's stays, or it could be washed). */
        succeeded: (account: string) => Promise<void>;
      };
    };
  }
}

/** The client's address; IPv6 by its /56, which one subscriber usually holds whole. */
const ipOf = (request: FastifyRequest) => normalizeIP(request.ip);

/**
 * Counts in this process by default, in Redis when REDIS_URL is set so every API process counts together.
 * Keys read `<RATE_LIMIT_PREFIX><action>:<scope>:<subject>`. While Redis is unreachable the limits fall back
 * to each process's memory at once (no command waits on a dead server) and return to Redis when it is back.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const { config, clock } = app;
  // The app's clock, so a test can move time past a window.
  const memory = createMemoryLimitStore(() => clock().getTime());
  const store: LimitStore = config.redisUrl
    ? connectRedisStore(app, config.redisUrl, config.rateLimitPrefix, memory)
    : memory;

  async function hit(action: LimitedAction, scope: LimitScope, subject: string, reply: FastifyReply) {
    const rule = config.rateLimits[action][scope];
    if (!rule) return;
    const { count, resetMs } = await store.count(`${action}:${scope}:${subject}`, rule.windowMs);
    if (count <= rule.max) return;
    reply.header('retry-after', Math.max(1, Math.ceil(resetMs / 1000)));
    throw new AppError(429, 'RATE_LIMITED', 'rateLimited');
  }

  const delayKeys = (account: string, request: FastifyRequest) =>
    [
      [`login:delay-account:${account}`, config.loginDelays.account],
      [`login:delay-ip:${ipOf(request)}`, config.loginDelays.ip],
    ] as [string, DelayRule][];

  const missKeys = (action: LimitedAction, account: string, request: FastifyRequest) =>
    [
      [`${action}:miss-account:${account}`, config.rateLimits[action].account],
      [`${action}:miss-ip:${ipOf(request)}`, config.rateLimits[action].ip],
    ].filter((entry): entry is [string, LimitRule] => entry[1] !== undefined);

  app.decorate('limits', {
    perIp: (action: LimitedAction) => async (request: FastifyRequest, reply: FastifyReply) =>
      hit(action, 'ip', ipOf(request), reply),
    perAccount: async (action: LimitedAction, account: string, reply: FastifyReply) => {
      await hit(action, 'pair', `${account}|${ipOf(reply.request)}`, reply);
      await hit(action, 'account', account, reply);
      await hit(action, 'day', account, reply);
    },
    misses: {
      check: async (action: LimitedAction, account: string, reply: FastifyReply) => {
        let waitMs = 0;
        for (const [key, rule] of missKeys(action, account, reply.request)) {
          const record = await store.failures(key);
          if (record && record.count >= rule.max)
            waitMs = Math.max(waitMs, record.lastMs + rule.windowMs - clock().getTime());
        }
        if (waitMs <= 0) return;
        reply.header('retry-after', Math.max(1, Math.ceil(waitMs / 1000)));
        throw new AppError(429, 'RATE_LIMITED', 'rateLimited');
      },
      missed: async (action: LimitedAction, account: string, request: FastifyRequest) => {
        const now = clock().getTime();
        for (const [key, rule] of missKeys(action, account, request))
          await store.fail(key, now, rule.windowMs);
      },
    },
    loginDelay: {
      check: async (account: string, request: FastifyRequest, reply: FastifyReply) => {
        const now = clock().getTime();
        let waitMs = 0;
        for (const [key, rule] of delayKeys(account, request)) {
          const record = await store.failures(key);
          if (record) waitMs = Math.max(waitMs, record.lastMs + delayAfter(rule, record.count) - now);
        }
        if (waitMs <= 0) return;
        const seconds = Math.ceil(waitMs / 1000);
        reply.header('retry-after', seconds);
        throw new AppError(429, 'LOGIN_DELAYED', 'loginDelayed', [], {}, { seconds });
      },
      failed: async (account: string, request: FastifyRequest) => {
        const now = clock().getTime();
        for (const [key, rule] of delayKeys(account, request)) await store.fail(key, now, rule.forgetMs);
      },
      succeeded: (account: string) => store.clear(`login:delay-account:${account}`),
    },
  });
});

/** Rate limits in Redis, falling back to this process's memory whenever a command cannot be answered in time. */
export function connectRedisStore(
  app: FastifyInstance,
  url: string,
  prefix: string,
  memory: LimitStore,
): LimitStore {
  const redis = connectRedis(app, url, 'rate limits');
  return withFallback(
    createRedisLimitStore(redis, prefix),
    () => redis.status === 'ready',
    memory,
    (err) => app.log.warn({ err }, 'redis (rate limits): command failed; counted in this process'),
  );
}

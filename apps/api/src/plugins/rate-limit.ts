import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { LimitedAction, LimitRule } from '../lib/rate-limits.js';
import { AppError } from './errors.js';

type Scope = 'ip' | 'account';

declare module 'fastify' {
  interface FastifyInstance {
    limits: {
      /** A preHandler counting this action per client IP. */
      perIp: (action: LimitedAction) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
      /** Counts this action for one account (normalized email, mobile or user id); throws a 429 past the limit. */
      perAccount: (action: LimitedAction, account: string, reply: FastifyReply) => Promise<void>;
    };
  }
}

/**
 * Login, OTP and password-reset limits on top of @fastify/rate-limit's stores: in memory by default, in Redis
 * when REDIS_URL is set so every API process counts together. Keys name the action and the scope; the
 * prefix (RATE_LIMIT_PREFIX) keeps deployments and test runs apart on a shared Redis.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app;
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000, lazyConnect: false })
    : undefined;
  if (redis) {
    redis.on('error', (err) => app.log.warn({ err }, 'redis (rate limits)'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis && { redis, nameSpace: config.rateLimitPrefix }),
    // NOTE: if Redis is unreachable, logins go on without limits rather than failing for everyone; argon2
    // and the 5-try OTP lock still bound guessing. The error is logged by the redis client above.
    skipOnError: true,
  });

  // The key of the check in progress: @fastify/rate-limit derives keys from the request alone.
  const pendingKey = new WeakMap<FastifyRequest, string>();
  const limiters = new Map<string, ReturnType<FastifyInstance['createRateLimit']>>();
  const limiterFor = (action: LimitedAction, scope: Scope, rule: LimitRule) => {
    const name = `${action}:${scope}`;
    let limiter = limiters.get(name);
    if (!limiter) {
      limiter = app.createRateLimit({
        max: rule.max,
        timeWindow: rule.windowMs,
        keyGenerator: (request) => `${name}:${pendingKey.get(request) ?? ''}`,
      });
      limiters.set(name, limiter);
    }
    return limiter;
  };

  async function hit(
    action: LimitedAction,
    scope: Scope,
    key: string,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const rule = config.rateLimits[action][scope];
    if (!rule) return;
    pendingKey.set(request, key);
    const outcome = await limiterFor(action, scope, rule)(request);
    if (outcome.isAllowed || !outcome.isExceeded) return;
    reply.header('retry-after', Math.max(1, outcome.ttlInSeconds));
    throw new AppError(429, 'RATE_LIMITED', 'rateLimited');
  }

  app.decorate('limits', {
    perIp: (action: LimitedAction) => async (request: FastifyRequest, reply: FastifyReply) =>
      hit(action, 'ip', normalizeIP(request.ip), request, reply),
    perAccount: (action: LimitedAction, account: string, reply: FastifyReply) =>
      hit(action, 'account', account, reply.request, reply),
  });
});

import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import {
  type Cache,
  type CacheSpec,
  type CatalogChange,
  createMemoryCache,
  createNoCache,
  createRedisCache,
} from '../lib/cache.js';
import { connectRedis } from '../lib/redis.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Catalog answers many shoppers ask alike; see docs/decisions/0014-catalog-caches.md. */
    cache: Cache;
  }
}

/**
 * How long an entry may live at most, whatever happens: the bound on staleness when a change is not announced
 * (another process without Redis, a write outside the API). Announced changes stale entries at once.
 */
export const CACHE_TTL_MS = {
  /** `/products` pages, their facet counts, the home sliders: they show stock and prices. */
  list: 5_000,
  /** A product's own page; its stock and price are versioned per product, its related cards are a list. */
  product: 10_000,
  /** Suggestions, categories, brands: names, not stock. */
  names: 60_000,
};

/**
 * In this process by default; in Redis when REDIS_URL is set and the database is a PostgreSQL server (several
 * API processes share it). An embedded PGlite database lives in one process, so its cache does too.
 */
export const cachePlugin = fp(async (app: FastifyInstance) => {
  const { config } = app;
  if (!config.catalogCache) {
    app.decorate('cache', createNoCache());
    return;
  }
  if (!config.redisUrl || app.dbKind !== 'postgres') {
    app.decorate('cache', createMemoryCache({ maxBytes: config.cacheMemoryBytes }));
    return;
  }
  const prefix = await cacheNamespace(config, app.db);
  // Requests stop waiting for it much sooner than the client's own timeout (lib/redis.ts, withinDeadline).
  const redis = connectRedis(app, config.redisUrl, 'cache');
  app.decorate(
    'cache',
    createRedisCache(redis, {
      prefix,
      onError: (err) =>
        app.log.warn({ err }, 'redis (cache): command failed; computing directly for a second'),
    }),
  );
});

/** Where a PostgreSQL database's entries live in Redis: other databases (tests, deployments) never meet them. */
export async function cacheNamespace(config: Config, db: Database): Promise<string> {
  const result = await db.execute(sql`SELECT current_database() AS name`);
  const [row] = (result as unknown as { rows: { name: string }[] }).rows;
  return `${config.cachePrefix}${row!.name}:`;
}

/**
 * THE call for every writer of catalog data (products, variants, stock, prices, names, brands, categories,
 * reviews), made after its transaction commits: `productIds` when it knows which products changed (an order's
 * lines), nothing when the change may touch any (a seed, a category rename). Lists and facets go stale at once
 * everywhere; so do the named products' pages. Never throws: a committed change must not turn into an error.
 */
export function catalogChanged(app: { cache: Cache }, change: CatalogChange = {}): Promise<void> {
  return app.cache.invalidate(change);
}

/** The home page's sliders or advertisements changed (back office): their cached lists go stale at once. */
export function homeChanged(app: { cache: Cache }): Promise<void> {
  return app.cache.invalidate({ home: true });
}

/**
 * Answers a route's 200 from the cache as the JSON text its schema serialized the first time: a hit costs
 * neither queries nor serialization. An error thrown by `build` (a 404, say) is answered as usual, not cached.
 */
export async function sendCached(
  reply: FastifyReply,
  spec: CacheSpec,
  build: () => Promise<unknown>,
  /** Sees the answer's JSON text, cached or fresh, before it is sent (e.g. to count a search's results). */
  seen?: (body: string) => void,
): Promise<FastifyReply> {
  const body = await reply.server.cache.wrap(spec, async () => reply.serialize(await build()));
  seen?.(String(body));
  return reply.type('application/json; charset=utf-8').send(body);
}

import type { Redis } from 'ioredis';
import { withinDeadline } from './redis.js';

/**
 * What one cached answer is: its area and key (together unique), how long it may live, and — for a product's
 * own page — the product it shows. Lists depend on the catalog as a whole; a product's page on that product
 * (and on a change to every product, such as a seed).
 */
export type CacheSpec = { area: string; key: string; ttlMs: number; product?: number; home?: true };

/**
 * What changed: the products named (their stock, price, text…); the home page's own content (`home`: its
 * sliders and advertisements, edited in the back office, nothing of the catalog); or, with neither, anything
 * at all.
 */
export type CatalogChange = { productIds?: readonly number[]; home?: true };

export type Cache = {
  /**
   * The value under `spec`, computed by `load` when absent, expired or older than the last change it depends
   * on. Concurrent misses of one key share one `load` (per process; on Redis also across processes).
   */
  wrap<T>(spec: CacheSpec, load: () => Promise<T>): Promise<T>;
  /** Makes every entry the change touches stale at once; never throws. */
  invalidate(change: CatalogChange): Promise<void>;
};

const CATALOG = 'catalog';
const VERSION_TTL_MS = 86_400_000;
const EVERY_PRODUCT = 'products';
const HOME = 'home';
const productVersion = (id: number) => `product:${id}`;

/** The version counters an entry is computed under: bumping any of them makes it stale. */
function dependenciesOf(spec: CacheSpec): string[] {
  if (spec.home) return [HOME];
  return spec.product === undefined ? [CATALOG] : [EVERY_PRODUCT, productVersion(spec.product)];
}

/** Which counters a change bumps. The catalog's always (lists show stock, prices and names), but for home content. */
function bumpsOf(change: CatalogChange): string[] {
  if (change.home) return [HOME];
  if (!change.productIds) return [CATALOG, EVERY_PRODUCT, HOME];
  return [CATALOG, ...[...new Set(change.productIds)].map(productVersion)];
}

/** Concurrent callers asking for the same thing share one promise while it runs. */
function singleFlight() {
  const running = new Map<string, Promise<unknown>>();
  return <T>(key: string, load: () => Promise<T>): Promise<T> => {
    const existing = running.get(key);
    if (existing) return existing as Promise<T>;
    const started = load().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}

/** No cache at all (CATALOG_CACHE=off): every call computes, as a cold bench needs. */
export function createNoCache(): Cache {
  return { wrap: (_spec, load) => load(), invalidate: async () => {} };
}

type MemoryEntry = { stamp: string; value: unknown; expiresAt: number; weight: number };

/** Roughly what an entry costs in memory: answers are cached as JSON text, other values are small. */
const weigh = (value: unknown) => (typeof value === 'string' ? value.length * 2 : 1024);

/**
 * This process's memory, least recently used entries evicted past `maxBytes`: the default, and what a single
 * embedded (PGlite) process needs.
 */
export function createMemoryCache(options: { maxBytes: number; now?: () => number }): Cache {
  const now = options.now ?? Date.now;
  const versions = new Map<string, number>();
  const entries = new Map<string, MemoryEntry>();
  const flight = singleFlight();
  let bytes = 0;
  const stampOf = (spec: CacheSpec) =>
    dependenciesOf(spec)
      .map((name) => versions.get(name) ?? 0)
      .join('.');
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.weight;
    entries.delete(key);
  };
  const store = (key: string, entry: MemoryEntry) => {
    remove(key);
    entries.set(key, entry);
    bytes += entry.weight;
    for (const oldest of entries.keys()) {
      if (bytes <= options.maxBytes) break;
      remove(oldest);
    }
  };
  return {
    wrap<T>(spec: CacheSpec, load: () => Promise<T>): Promise<T> {
      const key = `${spec.area}:${spec.key}`;
      const stamp = stampOf(spec);
      const hit = entries.get(key);
      if (hit && hit.stamp === stamp && hit.expiresAt > now()) {
        // Most recently used goes last: eviction starts from the front.
        entries.delete(key);
        entries.set(key, hit);
        return Promise.resolve(hit.value as T);
      }
      return flight(`${key}@${stamp}`, async () => {
        const value = await load();
        // Stamped with the versions read before computing: a change during the load leaves it stale.
        store(key, { stamp, value, expiresAt: now() + spec.ttlMs, weight: weigh(value) });
        return value;
      });
    },
    async invalidate(change) {
      for (const name of bumpsOf(change)) versions.set(name, (versions.get(name) ?? 0) + 1);
    },
  };
}

export type RedisCacheOptions = {
  /** Namespace of every key, e.g. `coffee:cache:<database>:`. */
  prefix: string;
  /** How long one process may hold a key's computation before others compute too. */
  lockMs?: number;
  /** How often a process that lost the lock looks for the winner's answer. */
  pollMs?: number;
  /** After a failed command, how long to compute directly before trying Redis again. */
  pauseMs?: number;
  /** How long a request waits for Redis before it computes directly (see withinDeadline). */
  deadlineMs?: number;
  onError?: (error: unknown) => void;
};

const encode = (value: unknown) => (typeof value === 'string' ? `s${value}` : `j${JSON.stringify(value)}`);
const decode = (raw: string): unknown => (raw[0] === 's' ? raw.slice(1) : JSON.parse(raw.slice(1)));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Shared by every API process through Redis. Entries are `<versions>|<value>` with a TTL; one MGET reads the
 * entry and the versions it depends on, so a bump anywhere makes it stale everywhere. A miss takes a short lock
 * (SET NX PX) so one process computes while the others poll for its answer. Whenever Redis is not connected or
 * a command fails, this computes directly — a dead or hung Redis costs a request nothing but the cache.
 */
export function createRedisCache(redis: Redis, options: RedisCacheOptions): Cache {
  const { prefix } = options;
  const lockMs = options.lockMs ?? 2000;
  const pollMs = options.pollMs ?? 10;
  const pauseMs = options.pauseMs ?? 1000;
  const deadlineMs = options.deadlineMs ?? 50;
  const timely = <T>(command: Promise<T>) => withinDeadline(command, deadlineMs);
  const flight = singleFlight();
  let pausedUntil = 0;
  // A change Redis did not hear of (down, or a command failed) is made up for by bumping everything once it
  // answers again; so is a reconnection, since changes may have been missed while the link was down.
  let owed = false;
  let connectedBefore = redis.status === 'ready';
  redis.on('ready', () => {
    if (connectedBefore) owed = true;
    connectedBefore = true;
  });
  const usable = () => redis.status === 'ready' && Date.now() >= pausedUntil;
  const failed = (error: unknown) => {
    pausedUntil = Date.now() + pauseMs;
    options.onError?.(error);
  };
  const versionKey = (name: string) => `${prefix}v:${name}`;
  const entryKey = (spec: CacheSpec) => `${prefix}e:${spec.area}:${spec.key}`;
  const fresh = (raw: string | null | undefined, stamp: string) => {
    if (!raw) return undefined;
    const bar = raw.indexOf('|');
    return raw.slice(0, bar) === stamp ? { value: decode(raw.slice(bar + 1)) } : undefined;
  };

  /** Lost the lock: the winner's answer shows up within its lock time, or this process computes too. */
  async function awaitWinner(key: string, stamp: string) {
    for (let waited = 0; waited < lockMs; waited += pollMs) {
      await sleep(pollMs);
      const found = fresh(await timely(redis.get(key)), stamp);
      if (found) return found;
    }
    return undefined;
  }

  async function compute<T>(spec: CacheSpec, key: string, stamp: string, load: () => Promise<T>) {
    const lock = `${key}:lock`;
    let locked = false;
    try {
      locked = (await timely(redis.set(lock, '1', 'PX', lockMs, 'NX'))) === 'OK';
      if (!locked) {
        const found = await awaitWinner(key, stamp);
        if (found) return found.value as T;
      }
    } catch (error) {
      failed(error);
    }
    let value: T;
    try {
      value = await load();
    } catch (error) {
      // Others waiting on this lock compute themselves at once rather than wait out its time.
      if (locked) await timely(redis.del(lock)).catch(failed);
      throw error;
    }
    if (usable()) {
      const batch = redis.multi().set(key, `${stamp}|${encode(value)}`, 'PX', spec.ttlMs);
      if (locked) batch.del(lock);
      await timely(batch.exec()).catch(failed);
    }
    return value;
  }

  async function bump(change: CatalogChange) {
    const batch = redis.multi();
    // Counters left alone for a day go (a dropped test database leaves none behind): every entry stamped with
    // them has expired long before, and a counter that restarts at 0 matches none that is still alive.
    for (const name of bumpsOf(change))
      batch.incr(versionKey(name)).pexpire(versionKey(name), VERSION_TTL_MS);
    const results = await timely(batch.exec());
    if (results?.some(([error]) => error)) throw results.find(([error]) => error)![0];
    if (!change.productIds) owed = false;
  }

  return {
    async wrap<T>(spec: CacheSpec, load: () => Promise<T>): Promise<T> {
      const key = entryKey(spec);
      if (!usable()) return flight(key, load);
      let read: (string | null)[];
      try {
        if (owed) await bump({});
        read = await timely(redis.mget(...dependenciesOf(spec).map(versionKey), key));
      } catch (error) {
        failed(error);
        return flight(key, load);
      }
      const raw = read.pop();
      const stamp = read.map((version) => version ?? '0').join('.');
      const found = fresh(raw, stamp);
      if (found) return found.value as T;
      return flight(`${key}@${stamp}`, () => compute(spec, key, stamp, load));
    },
    async invalidate(change) {
      if (!usable()) {
        owed = true;
        return;
      }
      await bump(change).catch((error: unknown) => {
        owed = true;
        failed(error);
      });
    },
  };
}

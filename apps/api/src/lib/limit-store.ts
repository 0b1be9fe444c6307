/** Where rate limits and failure delays are counted: one process's memory, or Redis for all processes. */
export type LimitStore = {
  /** Counts one more event in a window that starts with the first; answers the count and ms left. */
  count(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;
  /** Records one more failure at `atMs`; the record is forgotten `forgetMs` after the latest one. */
  fail(key: string, atMs: number, forgetMs: number): Promise<void>;
  /** The failures on record: how many, and when the latest was. */
  failures(key: string): Promise<{ count: number; lastMs: number } | undefined>;
  clear(key: string): Promise<void>;
};

type Entry = { count: number; lastMs: number; expiresAt: number };

/** How many keys a process keeps before it sweeps expired ones (a flood of new addresses must not grow it). */
const SWEEP_AT = 10_000;

/** Counts in this process only: the default, and the fallback while Redis is unreachable. */
export function createMemoryLimitStore(now: () => number = Date.now): LimitStore {
  const entries = new Map<string, Entry>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweep = () => {
    if (entries.size < SWEEP_AT) return;
    const at = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= at) entries.delete(key);
  };
  return {
    async count(key, windowMs) {
      const entry = live(key);
      if (entry) {
        entry.count += 1;
        return { count: entry.count, resetMs: entry.expiresAt - now() };
      }
      sweep();
      entries.set(key, { count: 1, lastMs: 0, expiresAt: now() + windowMs });
      return { count: 1, resetMs: windowMs };
    },
    async fail(key, atMs, forgetMs) {
      const entry = live(key);
      if (!entry) sweep();
      entries.set(key, { count: (entry?.count ?? 0) + 1, lastMs: atMs, expiresAt: now() + forgetMs });
    },
    async failures(key) {
      const entry = live(key);
      return entry && { count: entry.count, lastMs: entry.lastMs };
    },
    async clear(key) {
      entries.delete(key);
    },
  };
}

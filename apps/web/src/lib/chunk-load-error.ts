/**
 * The spec's rule for a failed chunk load (a deploy replaced the files an open tab still asks for): reload
 * the page, at most once per 60 s so a chunk that is really gone cannot cause a reload loop.
 */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
export const CHUNK_RELOAD_STORAGE_KEY = 'chunk-reload-at';

// webpack: "ChunkLoadError: Loading chunk 123 failed."; Turbopack: "Failed to load chunk …"; native
// dynamic import(): Chromium, Safari and Firefox each word it differently.
const CHUNK_ERROR_PATTERNS = [
  /loading (css )?chunk [^ ]+ failed/i,
  /failed to load chunk/i,
  /failed to fetch dynamically imported module/i,
  /importing a module script failed/i,
  /error loading dynamically imported module/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error) && (typeof error !== 'object' || error === null)) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

/** Whether a reload is allowed now, given when the last one for a chunk error happened (ms, or null). */
export function mayReloadForChunkError(now: number, lastReloadAt: number | null): boolean {
  if (lastReloadAt === null) return true;
  const elapsed = now - lastReloadAt;
  // A time from the future (the clock was set back) must not block reloads for good.
  return elapsed >= CHUNK_RELOAD_INTERVAL_MS || elapsed < 0;
}

type ReloadDeps = {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now: number;
  /** Whether the browser has a connection (navigator.onLine). */
  online: boolean;
};

/**
 * Reloads the page for a chunk load error unless one was already done in the last 60 s (kept in
 * sessionStorage: per tab, and surviving the reload), or the browser is offline. Returns whether it reloaded.
 */
export function reloadForChunkError(error: unknown, deps?: Partial<ReloadDeps>): boolean {
  if (!isChunkLoadError(error)) return false;
  // Offline, the chunk failed for want of a connection, not a deploy: a reload cannot fetch it either, and would
  // only throw away the page the shopper is on (the service worker's copy) for a toast that could not load.
  if (!(deps?.online ?? (typeof navigator === 'undefined' || navigator.onLine))) return false;
  const storage = deps?.storage ?? window.sessionStorage;
  const now = deps?.now ?? Date.now();
  const stored = Number(storage.getItem(CHUNK_RELOAD_STORAGE_KEY));
  const lastReloadAt = Number.isFinite(stored) && stored > 0 ? stored : null;
  if (!mayReloadForChunkError(now, lastReloadAt)) return false;
  storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  (deps?.reload ?? (() => window.location.reload()))();
  return true;
}

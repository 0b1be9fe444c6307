/**
 * Keeps the result of a slow, rarely-changing lookup for `ttlMs`; concurrent callers share one load.
 * Per process on purpose: what it holds (names of brands, sellers, categories) tolerates a minute of staleness.
 */
export function memoize<T>(load: () => Promise<T>, ttlMs: number): () => Promise<T> {
  let value: Promise<T> | undefined;
  let loadedAt = 0;
  return () => {
    if (!value || Date.now() - loadedAt > ttlMs) {
      loadedAt = Date.now();
      value = load().catch((error: unknown) => {
        value = undefined;
        throw error;
      });
    }
    return value;
  };
}

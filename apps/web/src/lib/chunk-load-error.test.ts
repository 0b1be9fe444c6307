import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_INTERVAL_MS,
  CHUNK_RELOAD_STORAGE_KEY,
  isChunkLoadError,
  reloadForChunkError,
} from './chunk-load-error';

const chunkError = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('isChunkLoadError', () => {
  it('recognises webpack, Turbopack and native dynamic import failures', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(
      isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/a1b2.js from module 9')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed'))).toBe(true);
  });

  it('leaves every other error alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('reloadForChunkError', () => {
  it('reloads on the first chunk error and remembers when', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadForChunkError(chunkError, { storage, reload, now: 1_000_000 })).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(storage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBe('1000000');
  });

  it('never reloads while offline: the chunk failed for want of a connection, and the page stays', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadForChunkError(chunkError, { storage, reload, now: 1_000_000, online: false })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(storage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBeNull();
  });

  it('does not reload again within 60 s, and does after', () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_STORAGE_KEY]: '1000000' });
    const reload = vi.fn();
    expect(
      reloadForChunkError(chunkError, { storage, reload, now: 1_000_000 + CHUNK_RELOAD_INTERVAL_MS - 1 }),
    ).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(
      reloadForChunkError(chunkError, { storage, reload, now: 1_000_000 + CHUNK_RELOAD_INTERVAL_MS }),
    ).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('never reloads for an ordinary error', () => {
    const reload = vi.fn();
    expect(reloadForChunkError(new Error('boom'), { storage: memoryStorage(), reload, now: 1 })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('treats a timestamp from the future (clock changed) as stale rather than blocking forever', () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_STORAGE_KEY]: String(5_000_000) });
    const reload = vi.fn();
    expect(reloadForChunkError(chunkError, { storage, reload, now: 1_000_000 })).toBe(true);
  });
});

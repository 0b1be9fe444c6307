'use client';

import { useEffect } from 'react';
import { reloadForChunkError } from '@/lib/chunk-load-error';

/** A script or stylesheet of the app itself that failed to load (capture-phase `error` on the element). */
function isAppAssetLoadFailure(event: Event): boolean {
  const target = event.target;
  if (target instanceof HTMLScriptElement) return target.src.includes('/_next/static/');
  if (target instanceof HTMLLinkElement)
    return target.rel === 'stylesheet' && target.href.includes('/_next/static/');
  return false;
}

/**
 * Reloads the page when code for it fails to load (at most once per 60 s, see chunk-load-error.ts). Catches
 * failed dynamic imports (unhandled rejections), errors thrown outside React, and app scripts whose
 * element failed to load; errors thrown while rendering reach error.tsx, which applies the same rule.
 */
export function ChunkReload() {
  useEffect(() => {
    const onError = (event: Event) => {
      if (event instanceof ErrorEvent) {
        reloadForChunkError(event.error);
      } else if (isAppAssetLoadFailure(event)) {
        reloadForChunkError(Object.assign(new Error('Loading chunk failed'), { name: 'ChunkLoadError' }));
      }
    };
    const onRejection = (event: PromiseRejectionEvent) => reloadForChunkError(event.reason);
    window.addEventListener('error', onError, true);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError, true);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}

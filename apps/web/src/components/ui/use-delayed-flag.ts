'use client';

import { useEffect, useState } from 'react';

/**
 * The spec's minimum display delay: a loading indicator appears only once loading has lasted this long, so
 * quick loads never flash one.
 */
export const LOADING_DISPLAY_DELAY_MS = 200;

/** `active`, but only after it has stayed true for `delayMs`; false again as soon as it turns false. */
export function useDelayedFlag(active: boolean, delayMs = LOADING_DISPLAY_DELAY_MS): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!active) {
      setElapsed(false);
      return;
    }
    const timer = setTimeout(() => setElapsed(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return active && elapsed;
}

'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useDelayedFlag } from './use-delayed-flag';

const START_EVENT = 'route-progress:start';
/** Gives up on a navigation that never lands (an error page, a cancelled click) after this long. */
const GIVE_UP_MS = 15_000;
/** How long the full bar stays before it fades, once the page has arrived. */
const FINISH_MS = 250;

/** Announces a navigation started in code (`router.push`), which no link click reveals. */
export function startRouteProgress(): void {
  window.dispatchEvent(new Event(START_EVENT));
}

/** A same-document link to another page, left-clicked without modifiers (those open tabs or windows). */
function isInternalNavigation(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  return url.pathname !== window.location.pathname || url.search !== window.location.search;
}

/**
 * The spec's loading indicator on route change: a thin bar along the top edge. It starts on a link click
 * (capture phase, before next/link cancels the click for its client navigation) or startRouteProgress(),
 * shows only if the new page takes longer than the 200 ms display delay, and completes when the URL has
 * changed. Must sit inside <Suspense> (it reads the search params).
 */
export function RouteProgress() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [loading, setLoading] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const visible = useDelayedFlag(loading);

  useEffect(() => {
    const start = () => {
      setFinishing(false);
      setLoading(true);
    };
    const onClick = (event: MouseEvent) => {
      if (isInternalNavigation(event)) start();
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener(START_EVENT, start);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener(START_EVENT, start);
    };
  }, []);

  const visibleRef = useRef(visible);
  visibleRef.current = visible;

  // The new URL is committed: complete the bar if it was showing, else just forget the navigation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every URL change by design
  useEffect(() => {
    if (visibleRef.current) setFinishing(true);
    setLoading(false);
  }, [pathname, searchParams]);

  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setLoading(false), GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, [loading]);

  useEffect(() => {
    if (!finishing) return;
    const timer = setTimeout(() => setFinishing(false), FINISH_MS);
    return () => clearTimeout(timer);
  }, [finishing]);

  return (
    <div aria-hidden className="pointer-events-none fixed inset-x-0 top-0 z-[70] h-[3px]">
      <div
        className={`h-full bg-caramel-700 shadow-[0_0_6px_var(--color-caramel-500)] ${
          visible
            ? 'w-[85%] opacity-100 transition-[width] duration-[8s] ease-out'
            : finishing
              ? 'w-full opacity-0 transition-[width,opacity] duration-200 delay-[0ms,150ms]'
              : 'w-0 opacity-0'
        }`}
      />
    </div>
  );
}

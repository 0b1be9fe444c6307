import type { ComponentType } from 'react';
import { InstallBanner, type InstallBannerProps } from './install-banner';
import { readMemory, writeMemory } from './install-memory';
import { isInstalled, keepInstallOffer } from './install-prompt';

const SESSION_KEY = 'bunn-visit';
/** The banner comes from the second visit on (a visit: a browser session), or right after an order. */
const VISITS_BEFORE_BANNER = 2;
const ORDER_PLACED_PATH = '/checkout/success';

/** Counts this visit once per browser session; returns the count. */
function countVisit(): number {
  const memory = readMemory();
  try {
    if (sessionStorage.getItem(SESSION_KEY)) return memory.visits;
    sessionStorage.setItem(SESSION_KEY, '1');
  } catch {
    return memory.visits;
  }
  const visits = memory.visits + 1;
  writeMemory({ ...memory, visits });
  return visits;
}

/**
 * Shows the install banner when it is due (the second visit or an order just placed; never once dismissed,
 * nor in the installed app), then registers the service worker and tells it this page's language and the
 * files the page loaded before the worker controlled it (so the page opens offline too).
 */
export async function startPwa(showBanner: (banner: ComponentType<InstallBannerProps>) => void) {
  window.addEventListener('beforeinstallprompt', keepInstallOffer);
  const visits = countVisit();
  const memory = readMemory();
  const bannerDue = visits >= VISITS_BEFORE_BANNER || location.pathname === ORDER_PLACED_PATH;
  if (bannerDue && !memory.dismissed && !isInstalled()) showBanner(InstallBanner);
  if ('serviceWorker' in navigator) {
    try {
      await navigator.serviceWorker.register('/sw.js', { scope: '/' });
      const registration = await navigator.serviceWorker.ready;
      const files = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => new URL(name).origin === location.origin && name.includes('/_next/static/'));
      registration.active?.postMessage({ type: 'page', locale: document.documentElement.lang, files });
    } catch {
      // No service worker (private mode, an old browser): the store works as before, online only.
    }
  }
}

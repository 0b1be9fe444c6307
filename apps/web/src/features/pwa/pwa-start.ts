import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { InstallBanner, type InstallBannerLabels } from './install-banner';
import { readMemory, writeMemory } from './install-memory';
import { isInstalled, keepInstallOffer } from './install-prompt';

const SESSION_KEY = 'bunn-visit';
/** The banner comes from the second visit on (a visit: a browser session), or right after an order. */
const VISITS_BEFORE_BANNER = 2;
const ORDER_PLACED_PATH = '/checkout/success';

/** The banner in a root of its own at the end of the page, so the page's first load carries none of it. */
function showBanner(labels: InstallBannerLabels) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  root.render(createElement(InstallBanner, { labels, onClose: () => root.unmount() }));
}

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
export async function startPwa(labels: InstallBannerLabels) {
  window.addEventListener('beforeinstallprompt', keepInstallOffer);
  const visits = countVisit();
  const memory = readMemory();
  const bannerDue = visits >= VISITS_BEFORE_BANNER || location.pathname === ORDER_PLACED_PATH;
  if (bannerDue && !memory.dismissed && !isInstalled()) showBanner(labels);
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

'use client';

import { useEffect } from 'react';
import type { InstallBannerLabels } from './install-banner';

/**
 * On every page, and all of it a first load carries (decision 0037): once the page has loaded and the
 * browser is idle, loads pwa-start, which registers the service worker and shows the install banner when
 * it is due.
 */
export function PwaBoot({ labels }: { labels: InstallBannerLabels }) {
  useEffect(() => {
    const start = () =>
      (window.requestIdleCallback ?? setTimeout)(() =>
        import('./pwa-start').then(({ startPwa }) => startPwa(labels)),
      );
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  }, [labels]);
  return null;
}

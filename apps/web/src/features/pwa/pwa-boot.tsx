'use client';

import { type ComponentType, useEffect, useState } from 'react';
import type { InstallBannerProps } from './install-banner';

/**
 * On every page, and all of it a first load carries (decision 0037): once the page has loaded and the
 * browser is idle, loads pwa-start, which registers the service worker and hands back the install banner
 * when it is due.
 */
export function PwaBoot({ labels }: Pick<InstallBannerProps, 'labels'>) {
  const [Banner, setBanner] = useState<ComponentType<InstallBannerProps> | null>(null);
  useEffect(() => {
    const start = () =>
      (window.requestIdleCallback ?? setTimeout)(() =>
        import('./pwa-start').then(({ startPwa }) => startPwa((banner) => setBanner(() => banner))),
      );
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  }, []);
  return Banner ? <Banner labels={labels} onClose={() => setBanner(null)} /> : null;
}

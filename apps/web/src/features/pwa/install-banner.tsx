'use client';

import { useEffect, useState } from 'react';
import { CloseIcon, CoffeeBeanIcon } from '@/components/ui/icons';
import { primaryActionClass } from '@/components/ui/status-message';
import { Link } from '@/i18n/navigation';
import { sitePaths } from '@/lib/routes';
import { dismissInstallBanner } from './install-memory';
import { hasInstallOffer, install, onInstallOffer } from './install-prompt';

export type InstallBannerLabels = {
  title: string;
  text: string;
  install: string;
  how: string;
  dismiss: string;
};

export type InstallBannerProps = { labels: InstallBannerLabels; onClose: () => void };

/**
 * "Add Bunn to your home screen", at the foot of the screen from the second visit on or after an order
 * (pwa-start.ts decides). "Install" opens the browser's dialog where it offers one; elsewhere the banner
 * leads to the install page. "Not now" or installing puts it away for good on this browser.
 */
export function InstallBanner({ labels, onClose }: InstallBannerProps) {
  const [offered, setOffered] = useState(hasInstallOffer);
  useEffect(() => onInstallOffer(() => setOffered(hasInstallOffer())), []);

  const close = () => {
    dismissInstallBanner();
    onClose();
  };

  return (
    <aside
      aria-labelledby="install-banner-title"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-md items-start gap-3 rounded-2xl bg-cream-50 p-4 shadow-card ring-1 ring-crema-300"
    >
      <CoffeeBeanIcon className="mt-1 size-8 shrink-0 text-caramel-600" />
      <div className="flex-1">
        <h2 id="install-banner-title" className="font-bold text-espresso-900">
          {labels.title}
        </h2>
        <p className="mt-1 text-mocha-600 text-sm">{labels.text}</p>
        <div className="mt-3">
          {offered ? (
            <button
              type="button"
              className={primaryActionClass}
              onClick={() => install().then((accepted) => accepted && close())}
            >
              {labels.install}
            </button>
          ) : (
            <Link href={sitePaths.installApp} className={primaryActionClass} onClick={onClose}>
              {labels.how}
            </Link>
          )}
        </div>
      </div>
      <button
        type="button"
        onClick={close}
        aria-label={labels.dismiss}
        title={labels.dismiss}
        className="grid size-9 shrink-0 place-items-center rounded-full text-mocha-600 hover:bg-latte-100"
      >
        <CloseIcon className="size-5" />
      </button>
    </aside>
  );
}

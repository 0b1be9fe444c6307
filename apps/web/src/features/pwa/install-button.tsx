'use client';

import { useEffect, useState } from 'react';
import { primaryActionClass } from '@/components/ui/status-message';
import { hasInstallOffer, install, isInstalled, onInstallOffer } from './install-prompt';

/**
 * The install page's "Install": shown while the browser offers to install the store (Chromium browsers);
 * "installed" once it runs as the app. Elsewhere the page's steps for the browser's own menu are the way.
 */
export function InstallButton({ label, installed }: { label: string; installed: string }) {
  const [state, setState] = useState<'none' | 'offered' | 'installed'>('none');
  useEffect(() => {
    const update = () => setState(isInstalled() ? 'installed' : hasInstallOffer() ? 'offered' : 'none');
    update();
    return onInstallOffer(update);
  }, []);

  if (state === 'installed') return <p className="font-semibold text-espresso-900">{installed}</p>;
  if (state === 'none') return null;
  return (
    <button
      type="button"
      className={primaryActionClass}
      onClick={() => install().then((accepted) => accepted && setState('installed'))}
    >
      {label}
    </button>
  );
}

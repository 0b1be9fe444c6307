'use client';

import { type ReactNode, useState } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { setBrowserCookie } from '@/lib/browser-cookie';
import {
  PROMO_BANNER_COOKIE,
  PROMO_BANNER_COOKIE_MAX_AGE_SECONDS,
  PROMO_CAMPAIGN_ID,
} from './promo-banner-cookie';

type DismissibleBannerProps = { label: string; dismissLabel: string; children: ReactNode };

/**
 * The banner's frame and close button. Closing hides it at once and stores the choice in a cookie, which
 * the server reads, so later pages never render the banner (no flash of it before it hides).
 */
export function DismissibleBanner({ label, dismissLabel, children }: DismissibleBannerProps) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;

  function dismiss() {
    setDismissed(true);
    void setBrowserCookie(PROMO_BANNER_COOKIE, PROMO_CAMPAIGN_ID, PROMO_BANNER_COOKIE_MAX_AGE_SECONDS);
    // The button is gone: keep keyboard users at the top of the page rather than lost on <body>.
    document.getElementById('skip-link')?.focus();
  }

  return (
    <section aria-label={label} className="bg-caramel-300 text-espresso-950">
      <div className="mx-auto flex max-w-site items-center gap-3 px-4 py-2 sm:px-6 lg:px-10">
        <div className="min-w-0 flex-1 text-center text-sm">{children}</div>
        <button
          type="button"
          onClick={dismiss}
          className="-me-2 grid size-9 shrink-0 place-items-center rounded-full transition-colors hover:bg-espresso-950/10"
        >
          <CloseIcon className="size-4" />
          <span className="sr-only">{dismissLabel}</span>
        </button>
      </div>
    </section>
  );
}

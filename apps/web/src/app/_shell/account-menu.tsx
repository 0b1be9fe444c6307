'use client';

import type { Locale } from '@coffee/contracts/common';
import { type ReactNode, useState } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import { useDisclosure } from '@/components/ui/use-disclosure';
import { WithUserText } from '@/components/ui/user-text';
import { callBffOnUse as callBff } from '@/lib/bff/call-bff-on-use';
import { logout as logoutCall } from '@/lib/bff/calls/session';
import { fillTemplate } from '@/lib/i18n/fill-template';
import { homePath } from '@/lib/routes';
import { endSession, type SessionUser, useSessionStore } from '@/lib/session/session-store';
import { Avatar } from './avatar';

type AccountMenuProps = {
  locale: Locale;
  /** The shopper the page was rendered for; the store's copy wins once it changes (a new photo). */
  user: SessionUser;
  labels: { greeting: string; menu: string; logout: string };
  /** What the page shows a guest instead, should the session end while the page is open. */
  guestLink: ReactNode;
  /** The profile links, rendered on the server. */
  children: ReactNode;
};

/**
 * The navbar's corner for a signed-in shopper: avatar and first-name greeting opening the profile links and
 * Logout. Logout ends the session on the server, resets the cart and clears the wishlist, then goes to `/`
 * (spec §4), with a full load so every part of the page is a guest's again.
 */
export function AccountMenu({ locale, user: renderedUser, labels, guestLink, children }: AccountMenuProps) {
  const [leaving, setLeaving] = useState(false);
  const { open, rootRef, buttonProps, panelProps } = useDisclosure();
  const session = useSessionStore();

  if (session.status === 'guest') return guestLink;
  const user = session.user ?? renderedUser;

  async function logout() {
    setLeaving(true);
    await callBff(logoutCall, { locale });
    await endSession();
    window.location.assign(homePath);
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        {...buttonProps}
        className="inline-flex h-10 items-center gap-2 rounded-full ps-1 pe-2 font-semibold text-espresso-900 text-sm transition-colors hover:bg-latte-100 aria-expanded:bg-latte-100 sm:pe-3"
      >
        <Avatar user={user} />
        <span className="hidden max-w-32 truncate sm:inline">
          <WithUserText
            sentence={(slot) => fillTemplate(labels.greeting, { name: slot })}
            text={user.first_name}
          />
        </span>
        {/* The visible greeting starts the button's name, as speech users say it; the rest is for listeners. */}
        <span className="sr-only">{labels.menu}</span>
        <ChevronDownIcon
          className={`size-4 text-mocha-500 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div
        {...panelProps}
        className="absolute end-0 top-full z-40 mt-2 w-60 rounded-2xl bg-white p-2 shadow-card-hover ring-1 ring-crema-200"
      >
        <p className="truncate px-3 pt-1 pb-2 text-mocha-600 text-xs" dir="auto">
          {user.name}
        </p>
        {children}
        <button
          type="button"
          onClick={logout}
          disabled={leaving}
          aria-busy={leaving}
          className="mt-1 block w-full rounded-xl px-3 py-2 text-start font-semibold text-cherry-700 text-sm transition-colors hover:bg-latte-100 disabled:opacity-60"
        >
          {labels.logout}
        </button>
      </div>
    </div>
  );
}

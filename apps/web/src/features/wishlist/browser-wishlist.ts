'use client';

import type { Locale } from '@coffee/contracts/common';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { callBff } from '@/lib/bff/call-bff';
import { listWishlist, toggleWishlist } from '@/lib/bff/calls/wishlist';
import { onSessionEvent, type SessionStatus, useSessionStore } from '@/lib/session/session-store';
import { createWishlist, type WishlistState } from './wishlist-store';

/** The page's language, for the API's localized answers; set by the first wishlist control to mount. */
let locale: Locale = 'en';

/** The page's one wishlist, shared by every heart and the wishlist page. */
export const browserWishlist = createWishlist({
  toggle: (productId) => callBff(toggleWishlist, { locale, params: { productId } }),
  list: () => callBff(listWishlist, { locale }),
});

export function useWishlist<T>(selector: (state: WishlistState) => T): T {
  return useStore(browserWishlist.store, selector);
}

let started = false;

/**
 * Starts the wishlist the first time a page shows a wishlist control: a signed-in shopper's list is loaded
 * (once the shell has said who the page is for), loaded again after a login, and cleared at logout.
 */
function startWishlist(pageLocale: Locale) {
  locale = pageLocale;
  if (started) return;
  started = true;
  const loadFor = (status: SessionStatus) => {
    if (status === 'signed-in') void browserWishlist.load();
  };
  const { status } = useSessionStore.getState();
  if (status === 'unknown') {
    const stop = useSessionStore.subscribe((state) => {
      if (state.status === 'unknown') return;
      stop();
      loadFor(state.status);
    });
  } else {
    loadFor(status);
  }
  onSessionEvent(async (event) => {
    if (event.type === 'signed-out') browserWishlist.clear();
    else await browserWishlist.load();
  });
}

/** For every component that shows or changes the wishlist. */
export function useWishlistStart(pageLocale: Locale) {
  useEffect(() => startWishlist(pageLocale), [pageLocale]);
}

'use client';

import type { Locale } from '@coffee/contracts/common';
import { useEffect } from 'react';
import { setBrowserCookie } from '@/lib/browser-cookie';
import { formatNumber } from '@/lib/format/number';
import { onSessionEvent, useSessionStore } from '@/lib/session/session-store';
import { browserCart, createBffCartRemote, getLocalStorage } from './browser-cart';
import { CART_HINT_COOKIE, CART_HINT_MAX_AGE_SECONDS } from './cart-hint';

type CartBootProps = {
  locale: Locale;
  /** The contracts' CART_STORAGE_KEY and CART_LOCK_MS, passed in so the browser bundle carries no zod. */
  storageKey: string;
  lockMs: number;
};

/**
 * Starts the page's cart once the shell has said who the page is for (a guest's cart from localStorage, a
 * shopper's from the server), follows logins (merge) and logouts (reset), and takes changes made in other
 * tabs of the site from the `storage` event.
 */
export function CartBoot({ locale, storageKey, lockMs }: CartBootProps) {
  useEffect(() => {
    const storage = getLocalStorage();
    browserCart.configure({ storage, remote: createBffCartRemote(locale), storageKey, lockMs });
    // signIn() waits for this listener, so the login page moves on once the merged cart is in.
    const stopSession = onSessionEvent(async (event) => {
      await browserCart.handleSessionEvent(event);
    });
    const onStorage = (event: StorageEvent) => {
      if (storage && event.storageArea === storage) browserCart.applyStorageChange(event.key, event.newValue);
    };
    window.addEventListener('storage', onStorage);
    // The quantity controls that replace "Add to cart" write their number with formatNumber(…, 0): its formatter
    // (the page's first Intl.NumberFormat, which loads the locale's data) is made and cached while the page is
    // idle, not in the press (decision 0051).
    (window.requestIdleCallback ?? setTimeout)(() => formatNumber(0, locale, 0));
    // Each settled cart leaves its line count for the server's next cart page (cart-hint.ts).
    let written: number | null = null;
    const stopHint = browserCart.store.subscribe((state) => {
      if (state.isLoading || state.cartsProducts.length === written) return;
      written = state.cartsProducts.length;
      void setBrowserCookie(CART_HINT_COOKIE, String(written), CART_HINT_MAX_AGE_SECONDS);
    });
    return () => {
      stopHint();
      stopSession();
      window.removeEventListener('storage', onStorage);
    };
  }, [locale, storageKey, lockMs]);

  const status = useSessionStore((state) => state.status);
  useEffect(() => {
    if (status !== 'unknown') void browserCart.start(status);
  }, [status]);

  return null;
}

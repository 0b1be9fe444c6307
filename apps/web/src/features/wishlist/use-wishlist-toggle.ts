'use client';

import type { Locale } from '@coffee/contracts/common';
import { useState } from 'react';
import { showToast } from '@/components/ui/toaster';
import { useSessionStore } from '@/lib/session/session-store';
import { browserWishlist, useWishlist, useWishlistStart } from './browser-wishlist';

/**
 * Whether a product is in the wishlist, and a toggle for it. A guest gets the spec's "You Should Login
 * First"; a failed call changes nothing and shows nothing (spec §8), and hands the failure to `onDone`.
 */
export function useWishlistToggle(productId: number, locale: Locale, loginFirst: string) {
  useWishlistStart(locale);
  const status = useSessionStore((state) => state.status);
  const signedIn = status === 'signed-in';
  const inWishlist = useWishlist((state) => state.ids.includes(productId));
  const [pending, setPending] = useState(false);

  async function toggle() {
    if (!signedIn) {
      await showToast('error', loginFirst);
      return undefined;
    }
    if (pending) return undefined;
    setPending(true);
    try {
      return await browserWishlist.toggle(productId);
    } finally {
      setPending(false);
    }
  }

  // Until the shell says who the page is for, a press could not be answered either way.
  return { signedIn, ready: status !== 'unknown', inWishlist, pending, toggle };
}

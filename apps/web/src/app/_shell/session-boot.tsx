'use client';

import type { Locale } from '@coffee/contracts/common';
import { useEffect } from 'react';
import { callBff } from '@/lib/bff/call-bff';
import { refreshSession } from '@/lib/bff/calls/session';
import { initSession, type SessionUser, useSessionStore } from '@/lib/session/session-store';

/** Renew this long before the access token expires; the server renews within 5 minutes of expiry. */
const RENEW_AHEAD_MS = 4 * 60 * 1000;
/** A timer that never fires before this (a token about to expire, a sleeping laptop waking up). */
const MIN_DELAY_MS = 5_000;

type SessionBootProps = {
  locale: Locale;
  user: SessionUser | null;
  /** When the access token expires, seconds since the epoch (null for guests). */
  expiresAt: number | null;
};

/**
 * Tells the page's stores who it was rendered for (a guest cart is restored from localStorage, a shopper's
 * comes from the server), then keeps the session alive: shortly before the access token expires it asks the
 * web's server to renew it (spec §4). If renewal fails, `callBff` logs the page out.
 */
export function SessionBoot({ locale, user, expiresAt }: SessionBootProps) {
  useEffect(() => {
    initSession(user);
  }, [user]);

  const signedIn = useSessionStore((state) => state.status === 'signed-in');
  useEffect(() => {
    if (!signedIn || expiresAt === null) return;
    let timer: ReturnType<typeof setTimeout>;
    let cancelled = false;
    const schedule = (expiry: number) => {
      const delay = Math.max(MIN_DELAY_MS, expiry * 1000 - Date.now() - RENEW_AHEAD_MS);
      timer = setTimeout(async () => {
        const renewed = await callBff(refreshSession, { locale });
        if (renewed.ok && !cancelled) schedule(renewed.data.expires_at);
      }, delay);
    };
    schedule(expiresAt);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [signedIn, expiresAt, locale]);

  return null;
}

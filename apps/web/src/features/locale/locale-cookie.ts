import type { Locale } from '@coffee/contracts/common';
import { LOCALE_COOKIE_MAX_AGE_SECONDS, LOCALE_COOKIE_NAME } from '@/i18n/locale-cookie';
import { setBrowserCookie } from '@/lib/browser-cookie';

/** The spec's pause between saving the choice and reloading the page. */
export const RELOAD_DELAY_MS = 200;

/** Saves the shopper's language for a year (the spec's 365 days), for the whole site. */
export function saveLocale(locale: Locale): Promise<void> {
  return setBrowserCookie(LOCALE_COOKIE_NAME, locale, LOCALE_COOKIE_MAX_AGE_SECONDS);
}

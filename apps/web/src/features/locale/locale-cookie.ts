import type { Locale } from '@coffee/contracts/common';
import { LOCALE_COOKIE_MAX_AGE_SECONDS, LOCALE_COOKIE_NAME } from '@/i18n/locale-cookie';

/** The spec's pause between saving the choice and reloading the page. */
export const RELOAD_DELAY_MS = 200;

/** Saves the shopper's language for a year, for the whole site. */
export async function saveLocale(locale: Locale): Promise<void> {
  if (typeof cookieStore !== 'undefined') {
    await cookieStore.set({
      name: LOCALE_COOKIE_NAME,
      value: locale,
      path: '/',
      expires: Date.now() + LOCALE_COOKIE_MAX_AGE_SECONDS * 1000,
      sameSite: 'lax',
    });
    return;
  }
  // Browsers without the Cookie Store API (Firefox before 140, older Safari).
  // biome-ignore lint/suspicious/noDocumentCookie: fallback where cookieStore does not exist
  document.cookie = `${LOCALE_COOKIE_NAME}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}

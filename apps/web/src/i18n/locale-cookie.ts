/**
 * The spec's locale cookie: the proxy reads it (src/i18n/routing.ts) and the language switcher writes it.
 * A plain module so the browser bundle gets these two constants and nothing else.
 */
export const LOCALE_COOKIE_NAME = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 31_536_000; // 365 days

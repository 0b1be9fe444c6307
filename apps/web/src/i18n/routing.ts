import { defineRouting } from 'next-intl/routing';
import { LOCALE_COOKIE_MAX_AGE_SECONDS, LOCALE_COOKIE_NAME } from './locale-cookie';
import { DEFAULT_LOCALE, LOCALES } from './locales';

/**
 * URLs carry no locale (`/products`, never `/ar/products`): the proxy picks it from the `i18n_redirected`
 * cookie, or from Accept-Language on a first visit, and rewrites internally to `/[locale]/…`.
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'never',
  localeCookie: { name: LOCALE_COOKIE_NAME, maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS },
});

export type AppLocale = (typeof routing.locales)[number];

export const getDirection = (locale: AppLocale): 'ltr' | 'rtl' => (locale === 'ar' ? 'rtl' : 'ltr');

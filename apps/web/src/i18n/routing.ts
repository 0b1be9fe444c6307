import { defineRouting } from 'next-intl/routing';
import { LOCALE_COOKIE_MAX_AGE_SECONDS, LOCALE_COOKIE_NAME } from './locale-cookie';

/**
 * URLs carry no locale (`/products`, never `/ar/products`): the proxy picks it from the `i18n_redirected`
 * cookie, or from Accept-Language on a first visit, and rewrites internally to `/[locale]/…`.
 */
export const routing = defineRouting({
  locales: ['en', 'ar'],
  defaultLocale: 'en',
  localePrefix: 'never',
  localeCookie: { name: LOCALE_COOKIE_NAME, maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS },
});

export type AppLocale = (typeof routing.locales)[number];

export const getDirection = (locale: AppLocale): 'ltr' | 'rtl' => (locale === 'ar' ? 'rtl' : 'ltr');

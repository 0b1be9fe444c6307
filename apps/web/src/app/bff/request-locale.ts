import { Locale } from '@coffee/contracts/common';
import { LOCALE_COOKIE_NAME } from '@/i18n/locale-cookie';
import { routing } from '@/i18n/routing';

/**
 * The language of the page that called a /bff route. The proxy does not run for /bff, so the page says it
 * in `?locale=` (a first visit may have no cookie yet: its language came from Accept-Language); failing that
 * the locale cookie, else the default.
 */
export function getRequestLocale(request: Request): Locale {
  const fromQuery = Locale.safeParse(new URL(request.url).searchParams.get('locale'));
  if (fromQuery.success) return fromQuery.data;
  const cookie = request.headers
    .get('cookie')
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE_NAME)?.[1];
  const fromCookie = Locale.safeParse(cookie);
  return fromCookie.success ? fromCookie.data : routing.defaultLocale;
}

'use client';

import { usePathname as useNextPathname, useParams } from 'next/navigation';
import { DEFAULT_LOCALE, LOCALES } from './locales';

/**
 * Navigation for client and server components alike: Next's own `Link` and `useRouter` (a client module, so
 * server components may import `Link` from here while the hooks stay in the browser's graph). With
 * `localePrefix: 'never'` the URLs carry no locale, so next-intl's locale-aware wrappers would make the very
 * same hrefs, but they read the locale from a client-side next-intl provider and pull use-intl (its message
 * parser included) into every route's JavaScript. See docs/decisions/0015-storefront-start-up-work.md.
 */
export { default as Link } from 'next/link';
export { useRouter } from 'next/navigation';

type ClientLocale = (typeof LOCALES)[number];

const LOCALE_PREFIX = new RegExp(`^/(${LOCALES.join('|')})(?=/|$)`);

/** The page's path as the shopper sees it (`/profile/wallet`), never the proxy's internal `/en/…` one. */
export function usePathname(): string {
  return useNextPathname().replace(LOCALE_PREFIX, '') || '/';
}

/** The page's language in a client component, from the `[locale]` segment the proxy rewrote to. */
export function useLocale(): ClientLocale {
  const locale = useParams<{ locale?: string }>()?.locale;
  return LOCALES.find((known) => known === locale) ?? DEFAULT_LOCALE;
}

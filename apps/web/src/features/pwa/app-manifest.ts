import type { Locale } from '@coffee/contracts/common';
import type { MetadataRoute } from 'next';
import { getTranslations } from 'next-intl/server';
import { getDirection } from '@/i18n/routing';
import { getProductsPath, sitePaths } from '@/lib/routes';

/** The store's cream page colour: the browser's title bar and the splash screen match the page (layout's viewport). */
export const APP_THEME_COLOR = '#fbf7f1';

/** The manifest's URL for a language, linked from that language's pages (app/[locale]/layout.tsx). */
export const manifestPath = (locale: Locale) => `/manifests/${locale}.webmanifest`;

/** The icons drawn by scripts/make-app-icons.mjs into public/icons. */
export const APP_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const satisfies MetadataRoute.Manifest['icons'];

export const APPLE_TOUCH_ICON = '/icons/apple-touch-icon.png';

/**
 * The web app manifest in one language (decision 0037). One app for both languages (the same `id`, start URL
 * and scope): the store's URLs carry no language, the shopper's language cookie picks it, so the installed
 * app opens in the language the shopper last chose; the manifest only names and describes it in the
 * language it was installed from, and lays its texts out right to left in Arabic.
 */
export async function appManifest(locale: Locale): Promise<MetadataRoute.Manifest> {
  const t = await getTranslations({ locale, namespace: 'Pwa' });
  const tMeta = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    id: '/',
    name: tMeta('defaultTitle'),
    short_name: t('shortName'),
    description: t('manifestDescription'),
    lang: locale,
    dir: getDirection(locale),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: APP_THEME_COLOR,
    // The splash screen while the first page loads: the same cream, so the page does not flash in.
    background_color: APP_THEME_COLOR,
    categories: ['shopping', 'food'],
    icons: [...APP_ICONS],
    shortcuts: [
      {
        name: t('shortcutShop'),
        url: getProductsPath(),
        icons: [{ src: APP_ICONS[0].src, sizes: '192x192' }],
      },
      {
        name: t('shortcutRecipes'),
        url: sitePaths.recipes,
        icons: [{ src: APP_ICONS[0].src, sizes: '192x192' }],
      },
    ],
  };
}

import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { APP_THEME_COLOR, APPLE_TOUCH_ICON, manifestPath } from '@/features/pwa/app-manifest';
import { routing } from '@/i18n/routing';
import { env } from '@/lib/env';
import { OPEN_GRAPH_LOCALES } from '@/lib/seo';
import { SiteDocument } from '../_shell/site-document';
import '../globals.css';

type LayoutProps = { children: ReactNode; params: Promise<{ locale: string }> };

/** One prerendered shell per language; the proxy rewrites every request to one of them. */
export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: Omit<LayoutProps, 'children'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    // Relative canonical, Open Graph and image URLs (see src/lib/seo.ts) resolve against the public origin.
    metadataBase: new URL(env.SITE_URL),
    title: { default: t('defaultTitle'), template: `%s | ${t('siteName')}` },
    description: t('description'),
    applicationName: t('siteName'),
    // The installable store (decision 0037): this language's manifest, and the icon iOS puts on the home screen.
    manifest: manifestPath(locale),
    icons: { apple: APPLE_TOUCH_ICON },
    openGraph: {
      type: 'website',
      siteName: t('siteName'),
      title: t('defaultTitle'),
      description: t('description'),
      locale: OPEN_GRAPH_LOCALES[locale],
      alternateLocale: OPEN_GRAPH_LOCALES[locale === 'ar' ? 'en' : 'ar'],
    },
  };
}

export const viewport: Viewport = {
  themeColor: APP_THEME_COLOR,
  colorScheme: 'light',
};

export default async function LocaleLayout({ children, params }: LayoutProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return <SiteDocument locale={locale}>{children}</SiteDocument>;
}

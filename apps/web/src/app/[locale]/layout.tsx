import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
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
  themeColor: '#fbf7f1',
  colorScheme: 'light',
};

export default async function LocaleLayout({ children, params }: LayoutProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return <SiteDocument locale={locale}>{children}</SiteDocument>;
}

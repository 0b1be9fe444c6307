import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { getDirection, routing } from '@/i18n/routing';
import { cairoArabic, cairoLatin, inter } from '@/lib/fonts';
import { SiteFooter } from './_components/site-footer';
import { SiteHeader } from './_components/site-header';
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
    title: { default: t('defaultTitle'), template: `%s | ${t('siteName')}` },
    description: t('description'),
    applicationName: t('siteName'),
    openGraph: {
      type: 'website',
      siteName: t('siteName'),
      title: t('defaultTitle'),
      description: t('description'),
      locale: locale === 'ar' ? 'ar_EG' : 'en_US',
      alternateLocale: locale === 'ar' ? 'en_US' : 'ar_EG',
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

  const [messages, t] = await Promise.all([getMessages(), getTranslations('Layout')]);
  // Only the fonts this language uses get their CSS variables, so the other script's files never load.
  const fontVariables = locale === 'ar' ? `${cairoArabic.variable} ${cairoLatin.variable}` : inter.variable;

  return (
    <html lang={locale} dir={getDirection(locale)} className={fontVariables}>
      <body className="flex min-h-dvh flex-col font-sans antialiased">
        {/* Client components get only what they translate themselves: the error boundary's texts. */}
        <NextIntlClientProvider messages={{ Error: messages.Error }}>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50 focus:rounded-full focus:bg-espresso-900 focus:px-4 focus:py-2 focus:text-cream-50"
          >
            {t('skipToContent')}
          </a>
          <SiteHeader locale={locale} />
          <main id="main" className="flex-1">
            {children}
          </main>
          <SiteFooter />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}

import type { Locale } from '@coffee/contracts/common';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { getDirection } from '@/i18n/routing';
import { cairoArabic, cairoLatin, inter } from '@/lib/fonts';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The whole document around a page: <html lang dir>, fonts, header and footer. Shared by the locale
 * layout and by global-not-found.tsx, which renders outside any layout.
 */
export async function SiteDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [messages, t] = await Promise.all([
    getMessages({ locale }),
    getTranslations({ locale, namespace: 'Layout' }),
  ]);
  // Only the fonts this language uses get their CSS variables, so the other script's files never load.
  const fontVariables = locale === 'ar' ? `${cairoArabic.variable} ${cairoLatin.variable}` : inter.variable;

  return (
    <html lang={locale} dir={getDirection(locale)} className={fontVariables}>
      <body className="flex min-h-dvh flex-col font-sans antialiased">
        {/* Client components get only what they translate themselves: the error boundary's texts. */}
        <NextIntlClientProvider locale={locale} messages={{ Error: messages.Error }}>
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
          <SiteFooter locale={locale} />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}

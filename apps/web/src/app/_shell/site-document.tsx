import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import { type ReactNode, Suspense } from 'react';
import { ChunkReload } from '@/components/ui/chunk-reload';
import { RouteProgress } from '@/components/ui/route-progress';
import { Toaster } from '@/components/ui/toaster';
import { PwaBoot } from '@/features/pwa/pwa-boot';
import { getDirection } from '@/i18n/routing';
import { cairo, inter } from '@/lib/fonts';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The whole document around a page: <html lang dir>, fonts, header and footer, plus the page-wide helpers
 * (route-change bar, toasts, reload after a failed chunk load, the service worker and the install banner).
 * Shared by the locale layout and by global-not-found.tsx, which renders outside any layout.
 */
export async function SiteDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [t, tPwa] = await Promise.all([
    getTranslations({ locale, namespace: 'Layout' }),
    getTranslations({ locale, namespace: 'Pwa' }),
  ]);
  const dir = getDirection(locale);
  // Only the fonts this language uses get their CSS variables, so the other script's files never load.
  const fontVariables = locale === 'ar' ? cairo.variable : inter.variable;

  return (
    <html lang={locale} dir={dir} className={fontVariables}>
      <body className="flex min-h-dvh flex-col font-sans antialiased">
        {/* No next-intl provider: client components get their texts as props and their locale from the
            route (see src/i18n/navigation.ts), so no page ships use-intl. The back office adds its own. */}
        <a id="skip-link" href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        <Suspense fallback={null}>
          <RouteProgress />
        </Suspense>
        <SiteHeader locale={locale} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter locale={locale} />
        <Toaster dir={dir} label={t('notifications')} />
        <ChunkReload />
        <PwaBoot
          labels={{
            title: tPwa('bannerTitle'),
            text: tPwa('bannerText'),
            install: tPwa('installButton'),
            how: tPwa('bannerHow'),
            dismiss: tPwa('bannerDismiss'),
          }}
        />
      </body>
    </html>
  );
}

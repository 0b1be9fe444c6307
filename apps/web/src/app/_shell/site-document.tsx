import type { Locale } from '@coffee/contracts/common';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { type ReactNode, Suspense } from 'react';
import { ChunkReload } from '@/components/ui/chunk-reload';
import { RouteProgress } from '@/components/ui/route-progress';
import { Toaster } from '@/components/ui/toaster';
import { PwaBoot } from '@/features/pwa/pwa-boot';
import { getDirection } from '@/i18n/routing';
import { cairo, inter } from '@/lib/fonts';
import { footerPaymentGroups } from './footer/payment-marks';
import { getOfferedPaymentMethods } from './offered-payments';
import { getShellCategories } from './shell-categories';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The whole document around a page: <html lang dir>, fonts, header and footer, plus the page-wide helpers
 * (route-change bar, toasts, reload after a failed chunk load, the service worker and the install banner).
 * Shared by the locale layout and by global-not-found.tsx, which renders outside any layout.
 */
export async function SiteDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  // Every store page renders per request anyway (the header reads the session cookie). Saying so before the
  // footer's API calls below keeps `next build`'s prerender from waiting on them: with the API down, a page's
  // own failing call would otherwise surface first and fail the build.
  await connection();
  // The footer's data is awaited here, not in an async footer, so that its tree is part of this component's
  // row of React's flight data. That row and the parts React splits off it then come near the start of the
  // flight script, within gzip's 32 kB window of the footer's markup just before it, and the second copy costs
  // little (decision 0060, second amendment). Rows are written as they are ready: one Promise.all, no nested
  // awaits, so this row is ready before the page's sections (which wait for the same categories and then for
  // their own texts); with one more await level the sections came first whenever a seasonal header showed.
  const [t, tPwa, tFooter, categories, offered] = await Promise.all([
    getTranslations({ locale, namespace: 'Layout' }),
    getTranslations({ locale, namespace: 'Pwa' }),
    getTranslations({ locale }),
    getShellCategories(locale),
    getOfferedPaymentMethods(locale),
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
        <SiteFooter
          locale={locale}
          t={tFooter}
          categories={categories}
          paymentGroups={footerPaymentGroups(offered)}
        />
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

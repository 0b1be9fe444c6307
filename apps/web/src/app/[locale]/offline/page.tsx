import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { primaryActionClass, StatusMessage } from '@/components/ui/status-message';
import type { AppLocale } from '@/i18n/routing';
import { homePath } from '@/lib/routes';

type OfflinePageProps = { params: Promise<{ locale: AppLocale }> };

export async function generateMetadata({ params }: OfflinePageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Pwa' });
  return { title: t('offlineTitle'), robots: { index: false, follow: false } };
}

/**
 * What the service worker (public/service-worker.js) shows, in the shopper's language, for a page opened
 * without a connection that was never opened before, or that is never kept (cart, checkout, account). It
 * keeps a copy of this page per language from the day it is installed. Plain links, which work without
 * the page's scripts: "Try again" reloads the address the shopper asked for (an empty href is the page's own).
 */
export default async function OfflinePage({ params }: OfflinePageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Pwa' });
  return (
    <StatusMessage
      title={t('offlineTitle')}
      description={t('offlineText')}
      action={
        <div className="flex flex-wrap items-center justify-center gap-4">
          {/* biome-ignore lint/a11y/useValidAnchor: an empty href is this address itself, a reload without scripts */}
          <a href="" className={primaryActionClass} data-offline-retry>
            {t('offlineRetry')}
          </a>
          <a href={homePath} className="font-semibold text-espresso-900 text-sm underline underline-offset-4">
            {t('offlineHome')}
          </a>
        </div>
      }
    />
  );
}

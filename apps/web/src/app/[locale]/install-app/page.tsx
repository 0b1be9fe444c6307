import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { InstallButton } from '@/features/pwa/install-button';
import type { AppLocale } from '@/i18n/routing';

type InstallPageProps = { params: Promise<{ locale: AppLocale }> };

export async function generateMetadata({ params }: InstallPageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Pwa' });
  return {
    title: t('installTitle'),
    description: t('installIntro'),
    alternates: { canonical: '/install-app' },
  };
}

const STEPS = [
  ['installAndroidTitle', 'installAndroidSteps'],
  ['installIphoneTitle', 'installIphoneSteps'],
  ['installComputerTitle', 'installComputerSteps'],
] as const;

/**
 * The footer's "mobile app": the store installs from the browser (decision 0037). "Install" where the
 * browser offers it; the steps for each browser's own menu everywhere.
 */
export default async function InstallAppPage({ params }: InstallPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Pwa' });
  return (
    <div className="mx-auto max-w-narrow px-4 py-12 sm:px-6">
      <h1 className="text-balance font-bold text-3xl text-espresso-900">{t('installTitle')}</h1>
      <p className="mt-4 text-pretty text-lg text-mocha-600">{t('installIntro')}</p>
      <div className="mt-6">
        <InstallButton label={t('installButton')} installed={t('installInstalled')} />
      </div>
      <ol className="mt-10 flex flex-col gap-6">
        {STEPS.map(([title, steps]) => (
          <li key={title} className="rounded-card bg-latte-100 p-5">
            <h2 className="font-bold text-espresso-900">{t(title)}</h2>
            <p className="mt-2 text-mocha-700">{t(steps)}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}

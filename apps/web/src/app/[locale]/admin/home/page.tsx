import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { HomeBanners } from '@/features/admin/home/home-banners';
import { HomeShippingSteps } from '@/features/admin/home/home-shipping-steps';
import { routing } from '@/i18n/routing';
import { listAdminBanners, listAdminShippingSteps } from '@/lib/api/backoffice-home';
import { adminPaths } from '@/lib/backoffice-routes';
import { getPageMetadata } from '@/lib/seo';

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Admin.home' });
  return getPageMetadata({ locale, title: t('title'), path: adminPaths.homeContent, noIndex: true });
}

/** The home page's own content in three sections: its sliders, its advertisements, its shipping steps. */
export default async function AdminHomeContentPage({ params }: PageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [sliders, advertisements, steps, t] = await Promise.all([
    listAdminBanners('sliders', locale),
    listAdminBanners('advertisements', locale),
    listAdminShippingSteps(locale),
    getTranslations({ locale, namespace: 'Admin.home' }),
  ]);
  return (
    <div className="flex flex-col gap-10">
      <header>
        <h1 className="font-bold text-3xl text-espresso-900">{t('title')}</h1>
        <p className="mt-2 text-mocha-600">{t('description')}</p>
      </header>
      <HomeBanners kind="sliders" banners={sliders.data} locale={locale} />
      <HomeBanners kind="advertisements" banners={advertisements.data} locale={locale} />
      <HomeShippingSteps steps={steps.data} locale={locale} />
    </div>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DashboardView } from '@/features/admin/dashboard/dashboard-view';
import { getCatalogLabels } from '@/features/admin/kit/get-catalog-labels';
import { routing } from '@/i18n/routing';
import { getDashboard } from '@/lib/api/backoffice-catalog';
import { adminPaths } from '@/lib/backoffice-routes';
import { getPageMetadata } from '@/lib/seo';

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'AdminCatalog' });
  return getPageMetadata({ locale, title: t('dashboardTitle'), path: adminPaths.dashboard, noIndex: true });
}

/** The back office's opening page: the whole store's figures (the layout checked the role). */
export default async function AdminDashboardPage({ params }: PageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [board, labels] = await Promise.all([getDashboard('admin', locale), getCatalogLabels(locale)]);
  return <DashboardView board={board} area="admin" locale={locale} labels={labels} />;
}

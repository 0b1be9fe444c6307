import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuditTable } from '@/features/admin/audit/audit-table';
import { ListPage } from '@/features/admin/kit/list-page';
import { routing } from '@/i18n/routing';
import { getBackofficeMe, listAudit } from '@/lib/api/backoffice';
import { adminPaths } from '@/lib/backoffice-routes';
import { readPage } from '@/lib/read-page';
import { getPageMetadata } from '@/lib/seo';

type PageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return getPageMetadata({ locale, title: t('auditTitle'), path: adminPaths.audit, noIndex: true });
}

/** The audit log, for admins only (staff get the 404 the API's 403 stands for). */
export default async function AuditPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const me = await getBackofficeMe(locale);
  if (me?.role !== 'admin') notFound();
  const page = readPage((await searchParams).page);
  const [{ data: entries, meta }, t] = await Promise.all([
    listAudit(page, locale),
    getTranslations({ locale, namespace: 'Admin' }),
  ]);
  return (
    <ListPage
      title={t('auditTitle')}
      description={t('auditDescription')}
      path={adminPaths.audit}
      rows={entries}
      meta={meta}
      empty={{ title: t('auditEmpty') }}
      locale={locale}
    >
      <AuditTable entries={entries} locale={locale} />
    </ListPage>
  );
}

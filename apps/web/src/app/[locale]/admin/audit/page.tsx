import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getAuditFilters, readAuditFilters } from '@/features/admin/audit/audit-filters';
import { AuditTable } from '@/features/admin/audit/audit-table';
import { ListPage } from '@/features/admin/kit/list-page';
import { routing } from '@/i18n/routing';
import { getBackofficeMe, listAudit } from '@/lib/api/backoffice';
import { adminPaths } from '@/lib/backoffice-routes';
import { formatNumber } from '@/lib/format/number';
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
  const search = await searchParams;
  const filters = readAuditFilters(search);
  const page = readPage(search.page);
  const [{ data: entries, meta }, t, auditFilters] = await Promise.all([
    listAudit({ ...filters, page }, locale),
    getTranslations({ locale, namespace: 'Admin' }),
    getAuditFilters(locale),
  ]);
  const filtered = Object.keys(filters).length > 0;
  return (
    <ListPage
      title={t('auditTitle')}
      description={t('auditDescription')}
      path={adminPaths.audit}
      values={filters}
      filters={auditFilters}
      resultCount={
        filtered
          ? t('auditLog.resultCount', { count: meta.total, formatted: formatNumber(meta.total, locale, 0) })
          : undefined
      }
      rows={entries}
      meta={meta}
      empty={{ title: filtered ? t('auditLog.emptyFiltered') : t('auditEmpty') }}
      locale={locale}
    >
      <AuditTable entries={entries} locale={locale} />
    </ListPage>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { AuditTable } from '@/features/admin/audit/audit-table';
import { routing } from '@/i18n/routing';
import { getBackofficeMe, listAudit } from '@/lib/api/backoffice';
import { adminPaths } from '@/lib/backoffice-routes';
import { readPage } from '@/lib/read-page';
import { getPageMetadata } from '@/lib/seo';

type PageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const pageHref = (page: number) => (page > 1 ? `${adminPaths.audit}?page=${page}` : adminPaths.audit);

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
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="font-bold text-3xl text-espresso-900">{t('auditTitle')}</h1>
        <p className="mt-2 text-mocha-600">{t('auditDescription')}</p>
      </header>
      {entries.length > 0 ? (
        <>
          <AuditTable entries={entries} locale={locale} />
          <Pagination page={meta.page} lastPage={meta.last_page} hrefFor={pageHref} locale={locale} />
        </>
      ) : (
        <EmptyState title={t('auditEmpty')} />
      )}
    </div>
  );
}

import { PartnerApplicationStatus } from '@coffee/contracts/backoffice-partners';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EmptyState } from '@/components/ui/empty-state';
import { primaryButtonClass } from '@/components/ui/form/button-classes';
import { controlClass } from '@/components/ui/form/control-class';
import { Pagination } from '@/components/ui/pagination';
import { PartnerTable } from '@/features/admin/partners/partner-table';
import { routing } from '@/i18n/routing';
import { listPartnerApplications } from '@/lib/api/backoffice-partners';
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
  const t = await getTranslations({ locale, namespace: 'Admin.partners' });
  return getPageMetadata({ locale, title: t('title'), path: adminPaths.partners, noIndex: true });
}

/** Partner applications, newest first, of the status in the page's address (the layout checked the role). */
export default async function AdminPartnersPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const search = await searchParams;
  const parsed = PartnerApplicationStatus.safeParse(
    Array.isArray(search.status) ? search.status[0] : search.status,
  );
  const status = parsed.success ? parsed.data : undefined;
  const page = readPage(search.page);
  const [{ data: applications, meta }, t, common] = await Promise.all([
    listPartnerApplications({ ...(status && { status }), page }, locale),
    getTranslations({ locale, namespace: 'Admin.partners' }),
    getTranslations({ locale, namespace: 'Admin' }),
  ]);
  const hrefFor = (target: number) => {
    const query = new URLSearchParams(status ? { status } : {});
    if (target > 1) query.set('page', String(target));
    const text = query.toString();
    return text ? `${adminPaths.partners}?${text}` : adminPaths.partners;
  };

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="font-bold text-3xl text-espresso-900">{t('title')}</h1>
        <p className="mt-2 text-mocha-600">{t('description')}</p>
      </header>
      <form
        method="get"
        aria-label={common('filtersLabel')}
        className="flex flex-wrap items-end gap-3 rounded-card bg-white p-5 shadow-card ring-1 ring-crema-200"
      >
        <label className="flex min-w-56 flex-col gap-1 font-semibold text-espresso-900 text-sm">
          {t('statusLabel')}
          <select name="status" defaultValue={status ?? ''} className={controlClass}>
            <option value="">{t('anyStatus')}</option>
            {PartnerApplicationStatus.options.map((option) => (
              <option key={option} value={option}>
                {t(`statusNames.${option}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={primaryButtonClass}>
          {t('apply')}
        </button>
      </form>
      {applications.length > 0 ? (
        <>
          <PartnerTable applications={applications} locale={locale} />
          <Pagination page={meta.page} lastPage={meta.last_page} hrefFor={hrefFor} locale={locale} />
        </>
      ) : (
        <EmptyState title={t('empty')} description={t('emptyText')} />
      )}
    </div>
  );
}

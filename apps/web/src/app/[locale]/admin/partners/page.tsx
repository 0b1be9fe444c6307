import { PartnerApplicationStatus } from '@coffee/contracts/backoffice-partners';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ListPage } from '@/features/admin/kit/list-page';
import { choice, readListFilters } from '@/features/admin/kit/list-query';
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
  const filters = readListFilters(search, { status: choice(PartnerApplicationStatus) });
  const page = readPage(search.page);
  const [{ data: applications, meta }, t] = await Promise.all([
    listPartnerApplications({ ...filters, page }, locale),
    getTranslations({ locale, namespace: 'Admin.partners' }),
  ]);

  return (
    <ListPage
      title={t('title')}
      description={t('description')}
      path={adminPaths.partners}
      values={filters}
      filters={{
        layout: 'inline',
        submit: t('apply'),
        fields: [
          {
            kind: 'select',
            name: 'status',
            label: t('statusLabel'),
            any: t('anyStatus'),
            options: PartnerApplicationStatus.options.map((value) => ({
              value,
              label: t(`statusNames.${value}`),
            })),
          },
        ],
      }}
      rows={applications}
      meta={meta}
      empty={{ title: t('empty'), description: t('emptyText') }}
      locale={locale}
    >
      <PartnerTable applications={applications} locale={locale} />
    </ListPage>
  );
}

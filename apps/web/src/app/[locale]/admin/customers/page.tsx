import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CustomerTable } from '@/features/admin/customers/customer-table';
import { ListPage } from '@/features/admin/kit/list-page';
import { readListFilters, searchText } from '@/features/admin/kit/list-query';
import { routing } from '@/i18n/routing';
import { listAdminCustomers } from '@/lib/api/backoffice';
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
  return getPageMetadata({ locale, title: t('customersTitle'), path: adminPaths.customers, noIndex: true });
}

/** Customers, newest first, searched from the page's address (the layout checked the role). */
export default async function AdminCustomersPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const search = await searchParams;
  const filters = readListFilters(search, { q: searchText(100) });
  const page = readPage(search.page);
  const [{ data: customers, meta }, t] = await Promise.all([
    listAdminCustomers({ ...filters, page }, locale),
    getTranslations({ locale, namespace: 'Admin' }),
  ]);

  return (
    <ListPage
      title={t('customersTitle')}
      description={t('customersDescription')}
      path={adminPaths.customers}
      values={filters}
      filters={{ search: t('customerSearchHint') }}
      rows={customers}
      meta={meta}
      empty={{ title: t('customersEmpty'), description: t('customersEmptyText') }}
      locale={locale}
    >
      <CustomerTable customers={customers} locale={locale} />
    </ListPage>
  );
}

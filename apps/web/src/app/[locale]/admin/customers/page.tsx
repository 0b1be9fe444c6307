import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { CustomerTable } from '@/features/admin/customers/customer-table';
import { CatalogFilters } from '@/features/admin/kit/catalog-filters';
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
  const raw = Array.isArray(search.q) ? search.q[0] : search.q;
  const q = raw?.trim().slice(0, 100) || undefined;
  const page = readPage(search.page);
  const [{ data: customers, meta }, t] = await Promise.all([
    listAdminCustomers({ ...(q && { q }), page }, locale),
    getTranslations({ locale, namespace: 'Admin' }),
  ]);
  const hrefFor = (target: number) => {
    const query = new URLSearchParams(q ? { q } : {});
    if (target > 1) query.set('page', String(target));
    const text = query.toString();
    return text ? `${adminPaths.customers}?${text}` : adminPaths.customers;
  };

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="font-bold text-3xl text-espresso-900">{t('customersTitle')}</h1>
        <p className="mt-2 text-mocha-600">{t('customersDescription')}</p>
      </header>
      <CatalogFilters
        path={adminPaths.customers}
        values={q ? { q } : {}}
        placeholder={t('customerSearchHint')}
        locale={locale}
      />
      {customers.length > 0 ? (
        <>
          <CustomerTable customers={customers} locale={locale} />
          <Pagination page={meta.page} lastPage={meta.last_page} hrefFor={hrefFor} locale={locale} />
        </>
      ) : (
        <EmptyState title={t('customersEmpty')} description={t('customersEmptyText')} />
      )}
    </div>
  );
}

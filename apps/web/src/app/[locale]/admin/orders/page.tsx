import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { AdminOrderTable } from '@/features/admin/orders/admin-order-table';
import { getOrdersHref, readOrderFilters } from '@/features/admin/orders/order-filter-values';
import { OrderFilters } from '@/features/admin/orders/order-filters';
import { routing } from '@/i18n/routing';
import { listAdminOrders, listAdminSellers } from '@/lib/api/backoffice';
import { listGovernorates } from '@/lib/api/sellers';
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
  return getPageMetadata({ locale, title: t('ordersTitle'), path: adminPaths.orders, noIndex: true });
}

/** Every order, filtered and searched from the page's address, a page at a time. The layout checked the role. */
export default async function AdminOrdersPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const search = await searchParams;
  const filters = readOrderFilters(search);
  const page = readPage(search.page);
  const [{ data: orders, meta }, governorates, sellers, t] = await Promise.all([
    listAdminOrders({ ...filters, page } as Parameters<typeof listAdminOrders>[0], locale),
    listGovernorates(locale),
    listAdminSellers(locale),
    getTranslations({ locale, namespace: 'Admin' }),
  ]);

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="font-bold text-3xl text-espresso-900">{t('ordersTitle')}</h1>
        <p className="mt-2 text-mocha-600">{t('ordersDescription')}</p>
      </header>
      <OrderFilters values={filters} governorates={governorates} sellers={sellers} locale={locale} />
      <p className="font-semibold text-espresso-900" role="status">
        {t('resultCount', { count: meta.total, formatted: formatNumber(meta.total, locale, 0) })}
      </p>
      {orders.length > 0 ? (
        <>
          <AdminOrderTable orders={orders} locale={locale} />
          <Pagination
            page={meta.page}
            lastPage={meta.last_page}
            hrefFor={(target) => getOrdersHref(adminPaths.orders, filters, target)}
            locale={locale}
          />
        </>
      ) : (
        <EmptyState title={t('emptyTitle')} description={t('emptyText')} />
      )}
    </div>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { secondaryButtonClass } from '@/components/ui/form/button-classes';
import { ListPage } from '@/features/admin/kit/list-page';
import { AdminOrderTable } from '@/features/admin/orders/admin-order-table';
import { BookCourierButton } from '@/features/admin/orders/book-courier-button';
import { readOrderFilters } from '@/features/admin/orders/order-filter-values';
import { getOrderFilters } from '@/features/admin/orders/order-filters';
import { Link } from '@/i18n/navigation';
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
  const orderFilters = await getOrderFilters(governorates, sellers, locale);
  // Several orders booked in one click: those of this page that are ready to ship.
  const ready = orders.filter((order) => order.status === 'READY_TO_SHIP').map((order) => order.number);

  return (
    <ListPage
      title={t('ordersTitle')}
      description={t('ordersDescription')}
      path={adminPaths.orders}
      values={filters}
      filters={orderFilters}
      toolbar={
        <div className="flex flex-wrap gap-3">
          {ready.length > 0 ? (
            <BookCourierButton
              orderNumbers={ready}
              locale={locale}
              labels={{
                text: t('bookReady', {
                  count: ready.length,
                  formatted: formatNumber(ready.length, locale, 0),
                }),
                pending: t('booking'),
                done: t.raw('booked') as string,
                networkError: t('networkError'),
              }}
            />
          ) : null}
          <Link href={adminPaths.courierCash} className={secondaryButtonClass}>
            {t('cashTitle')}
          </Link>
        </div>
      }
      resultCount={t('resultCount', { count: meta.total, formatted: formatNumber(meta.total, locale, 0) })}
      rows={orders}
      meta={meta}
      empty={{ title: t('emptyTitle'), description: t('emptyText') }}
      locale={locale}
    >
      <AdminOrderTable orders={orders} locale={locale} />
    </ListPage>
  );
}

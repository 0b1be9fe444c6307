import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EmptyState } from '@/components/ui/empty-state';
import { OrderHistoryIllustration } from '@/components/ui/order-history-illustration';
import { Pagination } from '@/components/ui/pagination';
import { primaryActionClass } from '@/components/ui/status-message';
import { OrderList } from '@/features/orders/order-list';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { requireSessionUser } from '@/lib/api/authed';
import { listOrders } from '@/lib/api/orders';
import { formatNumber } from '@/lib/format/number';
import { readPage } from '@/lib/read-page';
import { getProductsPath, profilePaths } from '@/lib/routes';
import { getPageMetadata } from '@/lib/seo';

type PageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const PATH = profilePaths.orderHistory;

const pageHref = (page: number) =>
  page > 1 ? `${PATH}?${new URLSearchParams({ page: String(page) })}` : PATH;

export async function generateMetadata({ params, searchParams }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const page = readPage((await searchParams).page);
  const t = await getTranslations({ locale, namespace: 'OrderHistory' });
  const title =
    page > 1 ? t('pagedTitle', { title: t('title'), page: formatNumber(page, locale) }) : t('title');
  return getPageMetadata({
    locale,
    title,
    description: t('description'),
    path: pageHref(page),
    noIndex: true,
  });
}

/** The shopper's orders, newest first, a page at a time; none yet: a way to the shop. */
export default async function OrderHistoryPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const page = readPage((await searchParams).page);
  await requireSessionUser(locale, pageHref(page));
  const [{ data: orders, meta }, t] = await Promise.all([
    listOrders(page, locale),
    getTranslations({ locale, namespace: 'OrderHistory' }),
  ]);

  return (
    <div className="flex flex-col gap-8">
      <header>
        <h1 className="font-bold text-3xl text-espresso-900">{t('title')}</h1>
        <p className="mt-2 text-mocha-600">{t('description')}</p>
      </header>
      {orders.length > 0 ? (
        <>
          <OrderList
            orders={orders}
            locale={locale}
            labels={{
              date: t('date'),
              total: t('total'),
              itemsCount: (count) => t('itemsCount', { count, formatted: formatNumber(count, locale, 0) }),
            }}
          />
          <Pagination page={meta.page} lastPage={meta.last_page} hrefFor={pageHref} locale={locale} />
        </>
      ) : meta.total > 0 ? (
        <EmptyState
          title={t('pastEndTitle')}
          action={
            <Link href={PATH} className={primaryActionClass}>
              {t('firstPage')}
            </Link>
          }
        />
      ) : (
        <EmptyState
          illustration={<OrderHistoryIllustration />}
          title={t('emptyTitle')}
          description={t('emptyText')}
          action={
            <Link href={getProductsPath()} className={primaryActionClass}>
              {t('shopNow')}
            </Link>
          }
        />
      )}
    </div>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CouponTable } from '@/features/admin/coupons/coupon-table';
import { ListPage } from '@/features/admin/kit/list-page';
import { readListFilters, searchText } from '@/features/admin/kit/list-query';
import { routing } from '@/i18n/routing';
import { getBackofficeMe } from '@/lib/api/backoffice';
import { listAdminCoupons } from '@/lib/api/backoffice-coupons';
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
  const t = await getTranslations({ locale, namespace: 'Admin.coupons' });
  return getPageMetadata({ locale, title: t('title'), path: adminPaths.coupons, noIndex: true });
}

/** Coupons with their usage, newest first, found by code (the layout checked the role). */
export default async function AdminCouponsPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const search = await searchParams;
  const filters = readListFilters(search, { q: searchText(40) });
  const page = readPage(search.page);
  const [{ data: coupons, meta }, me, t] = await Promise.all([
    listAdminCoupons({ ...filters, page }, locale),
    getBackofficeMe(locale),
    getTranslations({ locale, namespace: 'Admin.coupons' }),
  ]);

  return (
    <ListPage
      title={t('title')}
      description={t('description')}
      action={me?.role === 'admin' ? { href: adminPaths.newCoupon, label: t('new') } : null}
      path={adminPaths.coupons}
      values={filters}
      filters={{ search: t('search') }}
      rows={coupons}
      meta={meta}
      empty={{ title: t('empty'), description: t('emptyText') }}
      locale={locale}
    >
      <CouponTable coupons={coupons} locale={locale} />
    </ListPage>
  );
}

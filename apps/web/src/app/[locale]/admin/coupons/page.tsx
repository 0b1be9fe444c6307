import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EmptyState } from '@/components/ui/empty-state';
import { primaryButtonClass } from '@/components/ui/form/button-classes';
import { Pagination } from '@/components/ui/pagination';
import { CouponTable } from '@/features/admin/coupons/coupon-table';
import { CatalogFilters } from '@/features/admin/kit/catalog-filters';
import { Link } from '@/i18n/navigation';
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
  const raw = Array.isArray(search.q) ? search.q[0] : search.q;
  const q = raw?.trim().slice(0, 40) || undefined;
  const page = readPage(search.page);
  const [{ data: coupons, meta }, me, t] = await Promise.all([
    listAdminCoupons({ ...(q && { q }), page }, locale),
    getBackofficeMe(locale),
    getTranslations({ locale, namespace: 'Admin.coupons' }),
  ]);
  const hrefFor = (target: number) => {
    const query = new URLSearchParams(q ? { q } : {});
    if (target > 1) query.set('page', String(target));
    const text = query.toString();
    return text ? `${adminPaths.coupons}?${text}` : adminPaths.coupons;
  };

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-bold text-3xl text-espresso-900">{t('title')}</h1>
          <p className="mt-2 text-mocha-600">{t('description')}</p>
        </div>
        {me?.role === 'admin' ? (
          <Link href={adminPaths.newCoupon} className={primaryButtonClass}>
            {t('new')}
          </Link>
        ) : null}
      </header>
      <CatalogFilters
        path={adminPaths.coupons}
        values={q ? { q } : {}}
        placeholder={t('search')}
        locale={locale}
      />
      {coupons.length > 0 ? (
        <>
          <CouponTable coupons={coupons} locale={locale} />
          <Pagination page={meta.page} lastPage={meta.last_page} hrefFor={hrefFor} locale={locale} />
        </>
      ) : (
        <EmptyState title={t('empty')} description={t('emptyText')} />
      )}
    </div>
  );
}

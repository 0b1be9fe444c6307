import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CouponForm } from '@/features/admin/coupons/coupon-form';
import { CouponTable } from '@/features/admin/coupons/coupon-table';
import { getCouponFormProps } from '@/features/admin/coupons/get-coupon-form-props';
import { DetailFrame } from '@/features/admin/kit/detail-frame';
import { routing } from '@/i18n/routing';
import { getBackofficeMe } from '@/lib/api/backoffice';
import { getAdminCoupon } from '@/lib/api/backoffice-coupons';
import { adminPaths, getAdminCouponPath } from '@/lib/backoffice-routes';
import { getPageMetadata } from '@/lib/seo';

type PageProps = { params: Promise<{ locale: string; id: string }> };

const readId = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : null);

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale, id } = await params;
  const number = readId(id);
  if (!hasLocale(routing.locales, locale) || number === null) return {};
  const t = await getTranslations({ locale, namespace: 'Admin.coupons' });
  return getPageMetadata({ locale, title: t('title'), path: getAdminCouponPath(number), noIndex: true });
}

/** One coupon: its usage, and its rules to change (admins) or read (staff). */
export default async function AdminCouponPage({ params }: PageProps) {
  const { locale, id } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const number = readId(id);
  if (number === null) notFound();
  const [coupon, me, t, form] = await Promise.all([
    getAdminCoupon(number, locale),
    getBackofficeMe(locale),
    getTranslations({ locale, namespace: 'Admin.coupons' }),
    getCouponFormProps(locale),
  ]);
  if (!coupon) notFound();
  return (
    <DetailFrame
      back={{ href: adminPaths.coupons, label: t('back') }}
      title={t('editTitle', { code: coupon.code })}
    >
      <CouponTable coupons={[coupon]} locale={locale} />
      {me?.role === 'admin' ? (
        <CouponForm coupon={coupon} options={form.options} locale={locale} labels={form.labels} />
      ) : (
        <p className="text-mocha-600">{t('readOnly')}</p>
      )}
    </DetailFrame>
  );
}

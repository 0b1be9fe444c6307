import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CouponForm } from '@/features/admin/coupons/coupon-form';
import { getCouponFormProps } from '@/features/admin/coupons/get-coupon-form-props';
import { DetailFrame } from '@/features/admin/kit/detail-frame';
import { routing } from '@/i18n/routing';
import { getBackofficeMe } from '@/lib/api/backoffice';
import { adminPaths } from '@/lib/backoffice-routes';
import { getPageMetadata } from '@/lib/seo';

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Admin.coupons' });
  return getPageMetadata({ locale, title: t('newTitle'), path: adminPaths.newCoupon, noIndex: true });
}

/** A new coupon (admins; staff read coupons but the API refuses them a change, so they are not offered one). */
export default async function NewCouponPage({ params }: PageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [me, t, form] = await Promise.all([
    getBackofficeMe(locale),
    getTranslations({ locale, namespace: 'Admin.coupons' }),
    getCouponFormProps(locale),
  ]);
  if (me?.role !== 'admin') notFound();
  return (
    <DetailFrame back={{ href: adminPaths.coupons, label: t('back') }} title={t('newTitle')}>
      <CouponForm
        coupon={null}
        options={form.options}
        locale={locale}
        labels={{ ...form.labels, save: t('create') }}
      />
    </DetailFrame>
  );
}

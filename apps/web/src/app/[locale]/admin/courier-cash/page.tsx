import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CourierCashTable } from '@/features/admin/orders/courier-cash-table';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { getCourierCash } from '@/lib/api/backoffice';
import { adminPaths } from '@/lib/backoffice-routes';
import { getPageMetadata } from '@/lib/seo';

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return getPageMetadata({ locale, title: t('cashTitle'), path: adminPaths.courierCash, noIndex: true });
}

/** The courier's cash on delivery for the last 30 days: expected against collected, per Cairo day. */
export default async function CourierCashPage({ params }: PageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [days, t] = await Promise.all([
    getCourierCash({}, locale),
    getTranslations({ locale, namespace: 'Admin' }),
  ]);
  return (
    <div className="flex flex-col gap-6">
      <Link
        href={adminPaths.orders}
        className="self-start font-semibold text-caramel-700 text-sm underline-offset-4 hover:underline"
      >
        {t('back')}
      </Link>
      <header>
        <h1 className="font-bold text-3xl text-espresso-900">{t('cashTitle')}</h1>
        <p className="mt-2 text-mocha-600">{t('cashDescription')}</p>
      </header>
      {days.length > 0 ? (
        <CourierCashTable days={days} locale={locale} />
      ) : (
        <p className="text-mocha-700">{t('cashEmpty')}</p>
      )}
    </div>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EmptyState } from '@/components/ui/empty-state';
import { OrderHistoryIllustration } from '@/components/ui/order-history-illustration';
import { primaryActionClass } from '@/components/ui/status-message';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { requireSessionUser } from '@/lib/api/authed';
import { getProductsPath, profilePaths } from '@/lib/routes';
import { getPageMetadata } from '@/lib/seo';

type PageProps = { params: Promise<{ locale: string }> };

const PATH = profilePaths.orderHistory;

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'OrderHistory' });
  return getPageMetadata({
    locale,
    title: t('title'),
    description: t('description'),
    path: PATH,
    noIndex: true,
  });
}

/**
 * The shopper's orders. Ordering arrives with checkout (a later issue), so until then every account truly has
 * none: the page says so and leads to the shop, rather than showing made-up orders.
 */
export default async function OrderHistoryPage({ params }: PageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [, t] = await Promise.all([
    requireSessionUser(locale, PATH),
    getTranslations({ locale, namespace: 'OrderHistory' }),
  ]);

  return (
    <div className="flex flex-col gap-8">
      <header>
        <h1 className="font-bold text-3xl text-espresso-900">{t('title')}</h1>
        <p className="mt-2 text-mocha-600">{t('description')}</p>
      </header>
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
    </div>
  );
}

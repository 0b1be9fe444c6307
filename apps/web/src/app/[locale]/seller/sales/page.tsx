import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { getSellerSales } from '@/lib/api/backoffice';
import { sellerPaths } from '@/lib/backoffice-routes';
import { formatPrice } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import { getPageMetadata } from '@/lib/seo';

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return getPageMetadata({ locale, title: t('salesTitle'), path: sellerPaths.sales, noIndex: true });
}

/** The seller's sales, delivered this month and in all, and what is on its way. */
export default async function SellerSalesPage({ params }: PageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [sales, t] = await Promise.all([
    getSellerSales(locale),
    getTranslations({ locale, namespace: 'Admin' }),
  ]);
  const items = (count: number) => t('salesItems', { count, formatted: formatNumber(count, locale, 0) });
  const cards = [
    {
      title: t('salesMonth'),
      amount: formatPrice(sales.month.total, locale),
      detail: items(sales.month.items),
    },
    {
      title: t('salesAllTime'),
      amount: formatPrice(sales.all_time.total, locale),
      detail: items(sales.all_time.items),
    },
    { title: t('salesOpen'), amount: items(sales.open.items), detail: null },
  ];
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-bold text-3xl text-espresso-900">{t('salesTitle')}</h1>
      <ul className="grid gap-4 sm:grid-cols-3">
        {cards.map((card) => (
          <li key={card.title} className="rounded-card bg-white p-5 shadow-card ring-1 ring-crema-200">
            <h2 className="font-semibold text-mocha-600 text-sm">{card.title}</h2>
            <p className="mt-2 font-bold text-2xl text-espresso-900">{card.amount}</p>
            {card.detail ? <p className="text-mocha-600 text-sm">{card.detail}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

import { WalletResponse } from '@coffee/contracts/account';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { primaryActionClass } from '@/components/ui/status-message';
import { WalletBalance } from '@/features/account/wallet-balance';
import { WalletTransactions } from '@/features/account/wallet-transactions';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { apiAuthedGet, requireSessionUser } from '@/lib/api/authed';
import { formatNumber } from '@/lib/format/number';
import { readPage } from '@/lib/read-page';
import { profilePaths } from '@/lib/routes';
import { getPageMetadata } from '@/lib/seo';

type PageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const PATH = profilePaths.wallet;
const TRANSACTIONS_PER_PAGE = 20;

const pageHref = (page: number) =>
  page > 1 ? `${PATH}?${new URLSearchParams({ page: String(page) })}` : PATH;

export async function generateMetadata({ params, searchParams }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const page = readPage((await searchParams).page);
  const t = await getTranslations({ locale, namespace: 'Wallet' });
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

export default async function WalletPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const page = readPage((await searchParams).page);
  await requireSessionUser(locale, pageHref(page));
  const [{ data: wallet, meta }, t] = await Promise.all([
    apiAuthedGet('/wallet', { page, per_page: TRANSACTIONS_PER_PAGE }, WalletResponse, { locale }),
    getTranslations({ locale, namespace: 'Wallet' }),
  ]);

  return (
    <div className="flex flex-col gap-8">
      <header>
        <h1 className="font-bold text-3xl text-espresso-900">{t('title')}</h1>
        <p className="mt-2 text-mocha-600">{t('description')}</p>
      </header>
      <WalletBalance wallet={wallet} locale={locale} />
      <section aria-labelledby="wallet-transactions" className="flex flex-col gap-4">
        <h2 id="wallet-transactions" className="font-bold text-espresso-900 text-xl">
          {t('transactionsHeading')}
        </h2>
        {wallet.transactions.length > 0 ? (
          <>
            <WalletTransactions transactions={wallet.transactions} locale={locale} />
            <Pagination page={meta.page} lastPage={meta.last_page} hrefFor={pageHref} locale={locale} />
          </>
        ) : meta.total > 0 ? (
          <EmptyState
            as="h3"
            title={t('pastEndTitle')}
            action={
              <Link href={PATH} className={primaryActionClass}>
                {t('firstPage')}
              </Link>
            }
          />
        ) : (
          <EmptyState as="h3" title={t('emptyTitle')} description={t('emptyText')} />
        )}
      </section>
    </div>
  );
}

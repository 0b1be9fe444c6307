import { clsx } from 'clsx';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ListPage } from '@/features/admin/kit/list-page';
import { getListHref } from '@/features/admin/kit/list-query';
import { SellerLines } from '@/features/admin/orders/seller-lines';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { listSellerLines } from '@/lib/api/backoffice';
import { sellerPaths } from '@/lib/backoffice-routes';
import { readPage } from '@/lib/read-page';
import { getPageMetadata } from '@/lib/seo';

type PageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const STATES = ['to_prepare', 'ready', 'all'] as const;
type State = (typeof STATES)[number];
const TAB_KEYS = { to_prepare: 'toPrepare', ready: 'readyTab', all: 'allTab' } as const;

/** The tab's filter in the address: none for the first tab. */
const valuesOf = (state: State) => (state === 'to_prepare' ? {} : { state });

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return getPageMetadata({ locale, title: t('sellerOrders'), path: sellerPaths.orders, noIndex: true });
}

/** The seller's lines of accepted orders, oldest first, each marked ready from here. */
export default async function SellerOrdersPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const search = await searchParams;
  const state: State = STATES.find((candidate) => candidate === search.state) ?? 'to_prepare';
  const page = readPage(search.page);
  const [{ data: lines, meta }, t] = await Promise.all([
    listSellerLines(state, page, locale),
    getTranslations({ locale, namespace: 'Admin' }),
  ]);

  return (
    <ListPage
      title={t('sellerOrders')}
      description={t('sellerOrdersDescription')}
      toolbar={
        <nav aria-label={t('sellerOrders')}>
          <ul className="flex flex-wrap gap-2">
            {STATES.map((candidate) => (
              <li key={candidate}>
                <Link
                  href={getListHref(sellerPaths.orders, valuesOf(candidate))}
                  aria-current={candidate === state ? 'page' : undefined}
                  className={clsx(
                    'block rounded-full px-4 py-2 font-semibold text-sm ring-1 ring-crema-300',
                    candidate === state
                      ? 'bg-espresso-900 text-cream-50'
                      : 'bg-white text-mocha-700 hover:bg-latte-100',
                  )}
                >
                  {t(TAB_KEYS[candidate])}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      }
      path={sellerPaths.orders}
      values={valuesOf(state)}
      rows={lines}
      meta={meta}
      empty={{ title: t('linesEmpty') }}
      locale={locale}
    >
      <SellerLines lines={lines} locale={locale} />
    </ListPage>
  );
}

import { clsx } from 'clsx';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { MarkReadyButton } from '@/features/admin/orders/mark-ready-button';
import { OrderStatusBadge } from '@/features/orders/order-status-badge';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { listSellerLines } from '@/lib/api/backoffice';
import { sellerPaths } from '@/lib/backoffice-routes';
import { formatDateTime } from '@/lib/format/date-time';
import { formatPrice } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import { readPage } from '@/lib/read-page';
import { getPageMetadata } from '@/lib/seo';

type PageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const STATES = ['to_prepare', 'ready', 'all'] as const;
type State = (typeof STATES)[number];
const TAB_KEYS = { to_prepare: 'toPrepare', ready: 'readyTab', all: 'allTab' } as const;

const hrefOf = (state: State, page = 1) => {
  const query = new URLSearchParams(state === 'to_prepare' ? {} : { state });
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `${sellerPaths.orders}?${text}` : sellerPaths.orders;
};

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
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="font-bold text-3xl text-espresso-900">{t('sellerOrders')}</h1>
        <p className="mt-2 text-mocha-600">{t('sellerOrdersDescription')}</p>
      </header>
      <nav aria-label={t('sellerOrders')}>
        <ul className="flex flex-wrap gap-2">
          {STATES.map((candidate) => (
            <li key={candidate}>
              <Link
                href={hrefOf(candidate)}
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
      {lines.length > 0 ? (
        <>
          <ul className="flex flex-col gap-3">
            {lines.map((line) => {
              const name = line.variant_name ? `${line.name} — ${line.variant_name}` : line.name;
              return (
                <li
                  key={line.id}
                  className="flex flex-wrap items-center justify-between gap-4 rounded-card bg-white p-4 shadow-card ring-1 ring-crema-200"
                >
                  <div className="min-w-0">
                    <p className="font-semibold text-espresso-900">
                      {t('lineItem', { name, count: formatNumber(line.quantity, locale, 0) })}
                    </p>
                    <p className="text-mocha-600 text-sm">
                      {t('orderedOn', {
                        number: line.order_number,
                        date: formatDateTime(line.ordered_at, locale),
                      })}{' '}
                      · {formatPrice(line.line_total, locale)}
                    </p>
                    {line.ready_at ? (
                      <p className="text-mocha-600 text-sm">
                        {t('readyOn', { date: formatDateTime(line.ready_at, locale) })}
                      </p>
                    ) : null}
                  </div>
                  <div className="flex items-center gap-3">
                    <OrderStatusBadge status={line.order_status} label={line.order_status_label} />
                    {line.ready_at === null &&
                    (line.order_status === 'ACCEPT' || line.order_status === 'PREPARE') ? (
                      <MarkReadyButton
                        lineId={line.id}
                        locale={locale}
                        labels={{
                          text: t('markReady'),
                          label: t('markReadyOf', { name, number: line.order_number }),
                          done: t('lineReady', { name }),
                          networkError: t('networkError'),
                        }}
                      />
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
          <Pagination
            page={meta.page}
            lastPage={meta.last_page}
            hrefFor={(target) => hrefOf(state, target)}
            locale={locale}
          />
        </>
      ) : (
        <EmptyState title={t('linesEmpty')} />
      )}
    </div>
  );
}

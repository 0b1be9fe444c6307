import { ReturnStatus } from '@coffee/contracts/returns';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { UserText } from '@/components/ui/user-text';
import { ListPage } from '@/features/admin/kit/list-page';
import { choice, readListFilters } from '@/features/admin/kit/list-query';
import { ReturnActions } from '@/features/admin/returns/return-actions';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { listReturns } from '@/lib/api/backoffice-returns';
import { adminPaths, getAdminOrderPath } from '@/lib/backoffice-routes';
import { formatDate } from '@/lib/format/date-time';
import { formatExactPrice } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import { readPage } from '@/lib/read-page';
import { getPageMetadata } from '@/lib/seo';

type PageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Admin.returns' });
  return getPageMetadata({ locale, title: t('title'), path: adminPaths.returns, noIndex: true });
}

/** The returns queue: decide, book the pickup, judge what came back and refund; retry a refused refund. */
export default async function AdminReturnsPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const search = await searchParams;
  const filters = readListFilters(search, { status: choice(ReturnStatus) });
  const page = readPage(search.page);
  const [{ data: items, meta }, t] = await Promise.all([
    listReturns({ ...filters, page }, locale),
    getTranslations({ locale, namespace: 'Admin.returns' }),
  ]);
  const labels = {
    approve: t('approve'),
    refuse: t('refuse'),
    refuseReason: t('refuseReason'),
    resellable: t('resellable'),
    complete: t('complete'),
    retry: t('retry'),
    done: t('done'),
    networkError: t('networkError'),
  };

  return (
    <ListPage
      title={t('title')}
      description={t('description')}
      path={adminPaths.returns}
      values={filters}
      filters={{
        layout: 'inline',
        submit: t('apply'),
        fields: [
          {
            kind: 'select',
            name: 'status',
            label: t('statusLabel'),
            any: t('anyStatus'),
            options: ReturnStatus.options.map((value) => ({ value, label: t(`statusNames.${value}`) })),
          },
        ],
      }}
      rows={items}
      meta={meta}
      empty={{ title: t('empty'), description: t('emptyText') }}
      locale={locale}
    >
      <ul className="flex flex-col gap-4">
        {items.map((item) => (
          <li
            key={item.id}
            data-return={item.id}
            className="grid gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-crema-200 md:grid-cols-[minmax(0,1fr)_18rem]"
          >
            <div className="flex flex-col gap-1 text-mocha-700 text-sm">
              <p className="font-bold text-espresso-900">
                <Link
                  href={getAdminOrderPath(item.order_number)}
                  className="underline-offset-4 hover:underline"
                >
                  {t('order', { number: item.order_number })}
                </Link>{' '}
                · <span data-return-status>{item.status_label}</span>
              </p>
              <p>
                {t('customer')}: <UserText>{item.customer.name}</UserText> · {item.customer.email}
              </p>
              {item.delivered_at ? (
                <p>{t('deliveredAt', { date: formatDate(item.delivered_at, locale) })}</p>
              ) : null}
              <p>{`${t('kind')}: ${item.kind_label}`}</p>
              <p>
                {t('reasonLabel')}: <UserText>{item.reason}</UserText>
              </p>
              <ul>
                {item.lines.map((line) => (
                  <li key={line.line_id}>
                    <UserText>{line.name}</UserText>
                    {` × ${formatNumber(line.quantity, locale)} · ${formatExactPrice(line.unit_price, locale)}`}
                  </li>
                ))}
              </ul>
              <p>{t(`refundTo.${item.refund_to}`)}</p>
              {item.photos.length > 0 ? (
                <div className="flex flex-wrap items-center gap-2">
                  <span>{t('photos')}:</span>
                  {item.photos.map((src) => (
                    <a key={src} href={src} target="_blank" rel="noreferrer">
                      {/* biome-ignore lint/performance/noImgElement: an uploaded photo at its own size, for staff */}
                      <img src={src} alt="" width={80} height={80} className="size-20 rounded object-cover" />
                    </a>
                  ))}
                </div>
              ) : null}
              {item.pickup?.tracking_number ? (
                <p>
                  {t('pickup', { tracking: item.pickup.tracking_number, state: item.pickup.state_label })}
                </p>
              ) : null}
              {item.refunds.map((refund) => (
                <p key={refund.id} className="font-semibold text-espresso-900" data-return-refund>
                  {t('refundLine', {
                    amount: formatExactPrice(refund.amount, locale),
                    to: t(`refundDestinations.${refund.to}`),
                    state: t(`refundStates.${refund.state}`),
                  })}
                </p>
              ))}
            </div>
            <ReturnActions
              item={item}
              courier={!item.pickup?.tracking_number?.startsWith('self-')}
              locale={locale}
              labels={labels}
            />
          </li>
        ))}
      </ul>
    </ListPage>
  );
}

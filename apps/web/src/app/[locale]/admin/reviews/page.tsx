import { ReviewStatus } from '@coffee/contracts/reviews';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ListPage } from '@/features/admin/kit/list-page';
import { choice, readListFilters } from '@/features/admin/kit/list-query';
import { ReviewTable } from '@/features/admin/reviews/review-table';
import { routing } from '@/i18n/routing';
import { listReviewsForModeration } from '@/lib/api/backoffice-reviews';
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
  const t = await getTranslations({ locale, namespace: 'Admin.reviews' });
  return getPageMetadata({ locale, title: t('title'), path: adminPaths.reviews, noIndex: true });
}

/** The review queue (waiting, oldest first) or the approved or hidden ones (the layout checked the role). */
export default async function AdminReviewsPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const search = await searchParams;
  const filters = readListFilters(search, { status: choice(ReviewStatus) });
  const page = readPage(search.page);
  const [{ data: reviews, meta }, t] = await Promise.all([
    listReviewsForModeration({ ...filters, page }, locale),
    getTranslations({ locale, namespace: 'Admin.reviews' }),
  ]);

  return (
    <ListPage
      title={t('title')}
      description={t('description')}
      path={adminPaths.reviews}
      values={filters}
      filters={{
        layout: 'inline',
        submit: t('apply'),
        fields: [
          {
            kind: 'select',
            name: 'status',
            label: t('statusLabel'),
            // The queue is the default: "waiting" is the empty choice.
            any: t('anyStatus'),
            options: (['approved', 'hidden'] as const).map((value) => ({
              value,
              label: t(`statusNames.${value}`),
            })),
          },
        ],
      }}
      rows={reviews}
      meta={meta}
      empty={{ title: t('empty'), description: t('emptyText') }}
      locale={locale}
    >
      <ReviewTable reviews={reviews} locale={locale} />
    </ListPage>
  );
}

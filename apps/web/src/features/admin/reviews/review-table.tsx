import type { Locale } from '@coffee/contracts/common';
import type { AdminReview } from '@coffee/contracts/reviews';
import { getTranslations } from 'next-intl/server';
import { UserText } from '@/components/ui/user-text';
import { getAdminReviewPath } from '@/lib/backoffice-routes';
import { formatDate } from '@/lib/format/date-time';
import { formatNumber } from '@/lib/format/number';
import { AdminTable, type Column } from '../kit/admin-table';

const EXCERPT = 140;
const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT)}…` : text);

/** Reviews as a table: product (the link), reviewer, stars, the words, when written, status. */
export async function ReviewTable({ reviews, locale }: { reviews: AdminReview[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Admin.reviews' });
  const columns: Column<AdminReview>[] = [
    {
      key: 'product',
      header: t('product'),
      cell: (review) => <UserText>{review.product.name}</UserText>,
      link: (review) => ({
        href: getAdminReviewPath(review.id),
        label: t('openOf', { product: review.product.name, author: review.author }),
      }),
    },
    {
      key: 'reviewer',
      header: t('reviewer'),
      cell: (review) => (
        <>
          <bdi className="block">{review.author}</bdi>
          <span className="block text-mocha-600 text-xs">
            {review.verified ? t('verified') : t('imported')}
          </span>
        </>
      ),
    },
    {
      key: 'rating',
      header: t('rating'),
      align: 'end',
      cell: (review) => formatNumber(review.rating, locale),
    },
    {
      key: 'review',
      header: t('review'),
      cell: (review) => (
        <span lang={review.lang} dir="auto" className="block max-w-md">
          {excerpt(review.body)}
        </span>
      ),
    },
    {
      key: 'written',
      header: t('written'),
      className: 'whitespace-nowrap',
      cell: (review) => formatDate(review.updated_at, locale),
    },
    { key: 'status', header: t('statusLabel'), cell: (review) => t(`statusNames.${review.status}`) },
  ];
  return <AdminTable caption={t('caption')} columns={columns} rows={reviews} minWidth="min-w-[48rem]" />;
}

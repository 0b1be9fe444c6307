import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RatingStars } from '@/components/ui/rating-stars';
import { UserText } from '@/components/ui/user-text';
import { DetailFrame } from '@/features/admin/kit/detail-frame';
import { ReviewDecisionForm } from '@/features/admin/reviews/review-decision-form';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { getReviewForModeration } from '@/lib/api/backoffice-reviews';
import { adminPaths, getAdminReviewPath } from '@/lib/backoffice-routes';
import { formatDateTime } from '@/lib/format/date-time';
import { formatNumber } from '@/lib/format/number';
import { getProductPath } from '@/lib/routes';
import { getPageMetadata } from '@/lib/seo';

type PageProps = { params: Promise<{ locale: string; id: string }> };

const readId = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : null);
const cardClass = 'flex flex-col gap-3 rounded-card bg-white p-5 shadow-card ring-1 ring-crema-200';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale, id } = await params;
  const number = readId(id);
  if (!hasLocale(routing.locales, locale) || number === null) return {};
  const t = await getTranslations({ locale, namespace: 'Admin.reviews' });
  return getPageMetadata({
    locale,
    title: t('detailTitle', { id: number }),
    path: getAdminReviewPath(number),
    noIndex: true,
  });
}

/** One review: the product, who wrote it and what, its last decision, and the decision form. */
export default async function AdminReviewPage({ params }: PageProps) {
  const { locale, id } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const number = readId(id);
  if (number === null) notFound();
  const [review, t, common, tReviews] = await Promise.all([
    getReviewForModeration(number, locale),
    getTranslations({ locale, namespace: 'Admin.reviews' }),
    getTranslations({ locale, namespace: 'Admin' }),
    getTranslations({ locale, namespace: 'Reviews' }),
  ]);
  if (!review) notFound();

  return (
    <DetailFrame
      back={{ href: adminPaths.reviews, label: t('back') }}
      title={t('detailTitle', { id: review.id })}
      details={
        <p className="text-mocha-600" data-review-status={review.status}>
          {t(`statusNames.${review.status}`)} · {formatDateTime(review.updated_at, locale)}
        </p>
      }
    >
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <section aria-labelledby="review-text" className={cardClass}>
          <h2 id="review-text" className="font-bold text-espresso-900 text-xl">
            {review.product.name}
          </h2>
          <Link
            href={getProductPath(review.product.id)}
            className="self-start font-semibold text-caramel-700 text-sm underline-offset-4 hover:underline"
          >
            {t('viewProduct')}
          </Link>
          <RatingStars
            value={review.rating}
            label={tReviews('rated', { rating: formatNumber(review.rating, locale) })}
            className="text-lg"
          />
          <p lang={review.lang} dir="auto" className="whitespace-pre-line text-mocha-700 text-start">
            {review.body}
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-mocha-700 text-sm">
            <dt className="font-semibold">{t('reviewer')}</dt>
            <dd>
              <UserText>{review.author}</UserText> · {review.verified ? t('verified') : t('imported')}
            </dd>
            <dt className="font-semibold">{t('language')}</dt>
            <dd>{t(`languages.${review.lang === 'ar' ? 'ar' : 'en'}`)}</dd>
            <dt className="font-semibold">{t('lastEdited')}</dt>
            <dd>{formatDateTime(review.updated_at, locale)}</dd>
            {review.moderated_by && review.moderated_at ? (
              <>
                <dt className="font-semibold">{t('decisionTitle')}</dt>
                <dd>
                  {t('lastDecision', {
                    name: review.moderated_by,
                    date: formatDateTime(review.moderated_at, locale),
                  })}
                </dd>
              </>
            ) : null}
            {review.reason ? (
              <>
                <dt className="font-semibold">{t('reasonGiven')}</dt>
                <dd dir="auto">{review.reason}</dd>
              </>
            ) : null}
          </dl>
        </section>
        <ReviewDecisionForm
          reviewId={review.id}
          reason=""
          locale={locale}
          labels={{
            title: t('decisionTitle'),
            hint: t('decisionHint'),
            reason: t('reason'),
            reasonHint: t('reasonHint'),
            reasonRequired: t('reasonRequired'),
            approve: t('approve'),
            hide: t('hide'),
            sending: t('sending'),
            approved: t('approved'),
            hidden: t('hidden'),
            networkError: common('networkError'),
          }}
        />
      </div>
    </DetailFrame>
  );
}

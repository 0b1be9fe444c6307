import type { ProductDetail } from '@coffee/contracts/catalog';
import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import { CheckIcon } from '@/components/ui/icons';
import { RatingStars } from '@/components/ui/rating-stars';
import { isolated } from '@/components/ui/user-text';
import { formatNumber, numberLocale } from '@/lib/format/number';

type ReviewListProps = { reviews: ProductDetail['reviews']; locale: Locale };

/**
 * The latest reviews (nothing when there are none). A review keeps the language it was written in, so its
 * text sets its own direction.
 */
export async function ReviewList({ reviews, locale }: ReviewListProps) {
  if (reviews.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'Reviews' });
  const dateFormat = new Intl.DateTimeFormat(numberLocale(locale), {
    dateStyle: 'long',
    timeZone: 'Africa/Cairo',
  });

  return (
    <ul className="divide-y divide-crema-200">
      {reviews.map((review) => (
        <li key={review.id} className="py-5 first:pt-0">
          <article aria-label={t('reviewBy', { author: isolated(review.author) })}>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <RatingStars
                value={review.rating}
                label={t('rated', { rating: formatNumber(review.rating, locale) })}
              />
              <p dir="auto" className="font-semibold text-espresso-900">
                {review.author}
              </p>
              {review.verified ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-latte-100 px-2 py-0.5 font-semibold text-leaf-700 text-xs">
                  <CheckIcon className="size-3.5" />
                  {t('verified')}
                </span>
              ) : null}
              <time dateTime={review.created_at} className="text-mocha-600 text-sm">
                {dateFormat.format(new Date(review.created_at))}
              </time>
            </div>
            {review.body ? (
              <p
                lang={review.lang}
                dir="auto"
                className="mt-2 whitespace-pre-line text-pretty text-mocha-700 text-start"
              >
                {review.body}
              </p>
            ) : null}
          </article>
        </li>
      ))}
    </ul>
  );
}

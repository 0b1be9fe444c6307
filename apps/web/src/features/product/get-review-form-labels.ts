import 'server-only';
import type { Locale } from '@coffee/contracts/common';
import { ReviewStatus } from '@coffee/contracts/reviews';
import { getTranslations } from 'next-intl/server';
import { formatNumber } from '@/lib/format/number';
import type { ReviewFormLabels } from './review-labels';

/** The review box's sentences in the page's language, stars named with its plurals and digits. */
export async function getReviewFormLabels(locale: Locale): Promise<ReviewFormLabels> {
  const t = await getTranslations({ locale, namespace: 'Reviews' });
  return {
    yourReview: t('yourReview'),
    write: t('write'),
    edit: t('edit'),
    ratingLegend: t('ratingLegend'),
    starNames: [1, 2, 3, 4, 5].map((count) => t('stars', { count, formatted: formatNumber(count, locale) })),
    body: t('body'),
    bodyHint: t('bodyHint'),
    send: t('send'),
    sending: t('sending'),
    cancel: t('cancel'),
    sent: t('sent'),
    pickRating: t('pickRating'),
    failure: t('failure'),
    status: Object.fromEntries(
      ReviewStatus.options.map((status) => [status, t(`statusNames.${status}`)]),
    ) as ReviewFormLabels['status'],
  };
}

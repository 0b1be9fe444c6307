import type { ProductDetail } from '@coffee/contracts/catalog';
import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import { RatingStars } from '@/components/ui/rating-stars';
import { formatNumber, formatPercent } from '@/lib/format/number';

type RatingSummaryProps = { summary: ProductDetail['rating_summary']; locale: Locale };

/** The average, how many reviewed, and one bar per star (5 down to 1) sized by its share of the reviews. */
export async function RatingSummary({ summary, locale }: RatingSummaryProps) {
  const t = await getTranslations({ locale, namespace: 'Reviews' });
  const average = formatNumber(summary.average, locale);
  const rows = [5, 4, 3, 2, 1].map((stars) => {
    const count = summary.distribution[stars - 1] ?? 0;
    return { stars, count, share: summary.count > 0 ? Math.round((count * 100) / summary.count) : 0 };
  });

  return (
    <div className="rounded-card bg-white p-6 shadow-card ring-1 ring-crema-200">
      <div className="flex items-center gap-4">
        <p className="font-extrabold text-5xl text-espresso-900 tabular-nums">{average}</p>
        <div>
          <RatingStars value={summary.average} label={t('rated', { rating: average })} className="text-xl" />
          <p className="mt-1 text-mocha-600 text-sm">
            {t('count', { count: summary.count, formatted: formatNumber(summary.count, locale) })}
          </p>
        </div>
      </div>

      <ul className="mt-6 space-y-2" aria-label={t('distributionLabel')}>
        {rows.map(({ stars, count, share }) => (
          <li key={stars} className="grid grid-cols-[4.5rem_1fr_2.5rem] items-center gap-3 text-sm">
            <span className="text-mocha-700">
              {t('stars', { count: stars, formatted: formatNumber(stars, locale) })}
            </span>
            <span aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-latte-100">
              <span className="block h-full rounded-full bg-caramel-500" style={{ width: `${share}%` }} />
            </span>
            <span className="text-end text-mocha-600 tabular-nums">
              <span aria-hidden="true">{formatNumber(count, locale)}</span>
              <span className="sr-only">
                {t('starsShare', {
                  count,
                  formatted: formatNumber(count, locale),
                  share: formatPercent(share, locale),
                })}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

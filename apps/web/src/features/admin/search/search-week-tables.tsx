import type { Locale } from '@coffee/contracts/common';
import type { SearchedPhrase, SearchWeek } from '@coffee/contracts/search';
import { getTranslations } from 'next-intl/server';
import { isolated } from '@/components/ui/user-text';
import { Link } from '@/i18n/navigation';
import { adminPaths } from '@/lib/backoffice-routes';
import { formatDate } from '@/lib/format/date-time';
import { formatNumber } from '@/lib/format/number';
import { AdminTable, type Column } from '../kit/admin-table';

const DAY_MS = 86_400_000;
const shiftDay = (day: string, days: number) =>
  new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);
/** A calendar day as the page writes dates (noon UTC is the same day in Cairo). */
const dayText = (day: string, locale: Locale) => formatDate(`${day}T12:00:00Z`, locale);

const linkClass = 'font-semibold text-caramel-700 text-sm underline-offset-4 hover:underline';

/**
 * What shoppers searched in one week: its totals, the most searched phrases, and those that found nothing,
 * each of which staff can turn into a synonym group in one click. Weeks run Saturday to Friday.
 */
export async function SearchWeekTables({
  week,
  isCurrent,
  locale,
}: {
  week: SearchWeek;
  isCurrent: boolean;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin.searchTerms' });
  const number = (value: number) => formatNumber(value, locale, 0);
  const columns = (withAction: boolean): Column<SearchedPhrase>[] => [
    { key: 'phrase', header: t('phrase'), cell: (row) => <bdi>{row.phrase}</bdi>, className: 'break-words' },
    { key: 'searches', header: t('searches'), cell: (row) => number(row.searches), align: 'end' },
    { key: 'nothing', header: t('foundNothing'), cell: (row) => number(row.found_nothing), align: 'end' },
    ...(withAction
      ? [
          {
            key: 'action',
            header: t('action'),
            cell: (row: SearchedPhrase) => (
              <Link
                href={{ pathname: adminPaths.search, query: { add: `${row.phrase}, ` } }}
                className={linkClass}
                aria-label={t('addSynonymFor', { phrase: isolated(row.phrase) })}
              >
                {t('addSynonym')}
              </Link>
            ),
          },
        ]
      : []),
  ];

  return (
    <section aria-labelledby="search-week" className="flex flex-col gap-4">
      <header className="flex flex-col gap-2">
        <h2 id="search-week" className="font-bold text-2xl text-espresso-900">
          {t('weekTitle')}
        </h2>
        <p className="text-mocha-600 text-sm">
          {t('weekOf', { start: dayText(week.week_start, locale), end: dayText(week.week_end, locale) })}
          {' · '}
          {t('weekTotals', {
            count: week.searches,
            searches: number(week.searches),
            nothing: number(week.found_nothing),
          })}
        </p>
        <nav aria-label={t('weeksNav')} className="flex flex-wrap gap-4">
          <Link
            href={{ pathname: adminPaths.search, query: { week: shiftDay(week.week_start, -7) } }}
            className={linkClass}
          >
            {t('previousWeek')}
          </Link>
          {isCurrent ? null : (
            <Link
              href={{ pathname: adminPaths.search, query: { week: shiftDay(week.week_start, 7) } }}
              className={linkClass}
            >
              {t('nextWeek')}
            </Link>
          )}
        </nav>
      </header>
      <h3 className="font-bold text-espresso-900 text-lg">{t('topTitle')}</h3>
      {week.top.length > 0 ? (
        <AdminTable
          caption={t('topTitle')}
          columns={columns(false)}
          rows={week.top}
          rowKey={(row) => row.phrase}
          minWidth="min-w-[28rem]"
        />
      ) : (
        <p className="text-mocha-700">{t('noSearches')}</p>
      )}
      <h3 className="font-bold text-espresso-900 text-lg">{t('nothingTitle')}</h3>
      <p className="-mt-2 text-mocha-600 text-sm">{t('nothingHint')}</p>
      {week.nothing_found.length > 0 ? (
        <AdminTable
          caption={t('nothingTitle')}
          columns={columns(true)}
          rows={week.nothing_found}
          rowKey={(row) => row.phrase}
          minWidth="min-w-[36rem]"
        />
      ) : (
        <p className="text-mocha-700">{t('noneFoundNothing')}</p>
      )}
    </section>
  );
}

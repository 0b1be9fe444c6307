import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { formatDateTime } from '@/lib/format/date-time';

const cellClass = 'px-3 py-3 text-start align-top';

type Row = {
  id: number;
  title_en: string;
  title_ar: string;
  slug: string;
  published_at: string | null;
  kind?: 'article' | 'review' | 'video';
};

/** Posts or recipes as a table: title in the page's language (the link), kind, slug, draft or published since. */
export async function ContentTable({
  rows,
  hrefOf,
  caption,
  locale,
}: {
  rows: Row[];
  hrefOf: (id: number) => string;
  caption: string;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin.content' });
  const withKind = rows.some((row) => row.kind);
  const columns = withKind
    ? (['colTitle', 'colKind', 'colSlug', 'colStatus'] as const)
    : (['colTitle', 'colSlug', 'colStatus'] as const);
  return (
    <div className="overflow-x-auto rounded-card bg-white shadow-card ring-1 ring-crema-200">
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-latte-100 text-espresso-900">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={`${cellClass} font-semibold`}>
                {t(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-crema-200 text-mocha-700">
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className={`${cellClass} font-semibold`}>
                <Link href={hrefOf(row.id)} className="text-caramel-700 underline-offset-4 hover:underline">
                  {locale === 'ar' ? row.title_ar : row.title_en}
                </Link>
              </th>
              {withKind ? <td className={cellClass}>{row.kind ? t(`kinds.${row.kind}`) : null}</td> : null}
              <td className={cellClass} dir="ltr">
                {row.slug}
              </td>
              <td className={cellClass}>
                {row.published_at
                  ? t('publishedSince', { date: formatDateTime(row.published_at, locale) })
                  : t('draft')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The lists' Draft/Published picker for `CatalogFilters`. */
export async function statusSelect(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'Admin.content' });
  return {
    name: 'status',
    label: t('status'),
    any: t('anyStatus'),
    options: [
      { value: 'draft', label: t('draft') },
      { value: 'published', label: t('publishedStatus') },
    ],
  };
}

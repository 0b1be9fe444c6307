import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import { formatDateTime } from '@/lib/format/date-time';
import { AdminTable, type Column } from '../kit/admin-table';

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
  const title: Column<Row> = {
    key: 'title',
    header: t('colTitle'),
    cell: (row) => (locale === 'ar' ? row.title_ar : row.title_en),
    link: (row) => ({ href: hrefOf(row.id) }),
  };
  const kind: Column<Row> = {
    key: 'kind',
    header: t('colKind'),
    cell: (row) => (row.kind ? t(`kinds.${row.kind}`) : null),
  };
  const rest: Column<Row>[] = [
    { key: 'slug', header: t('colSlug'), dir: 'ltr', cell: (row) => row.slug },
    {
      key: 'status',
      header: t('colStatus'),
      cell: (row) =>
        row.published_at
          ? t('publishedSince', { date: formatDateTime(row.published_at, locale) })
          : t('draft'),
    },
  ];
  const withKind = rows.some((row) => row.kind);
  return (
    <AdminTable
      caption={caption}
      columns={withKind ? [title, kind, ...rest] : [title, ...rest]}
      rows={rows}
      minWidth="min-w-[40rem]"
    />
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SearchWeekTables } from '@/features/admin/search/search-week-tables';
import { SynonymGroups } from '@/features/admin/search/synonym-groups';
import { routing } from '@/i18n/routing';
import { getSearchWeek, getSynonymGroups } from '@/lib/api/backoffice-search';
import { adminPaths } from '@/lib/backoffice-routes';
import { getPageMetadata } from '@/lib/seo';

type PageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Admin.searchTerms' });
  return getPageMetadata({ locale, title: t('title'), path: adminPaths.search, noIndex: true });
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** A real calendar day `YYYY-MM-DD` from the address, or undefined (a hand-edited 2026-02-31 shows this week). */
function dayOf(text: string | undefined): string | undefined {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) ? text : undefined;
}

/**
 * Search, for staff: the synonyms they keep (searching one word of a group finds what the others find), and
 * what shoppers searched week by week, with the searches that found nothing, the list synonyms come from.
 */
export default async function AdminSearchPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const search = await searchParams;
  const week = dayOf(first(search.week));
  const [{ data: groups }, { data: thisWeek }, shown, t] = await Promise.all([
    getSynonymGroups(locale),
    getSearchWeek(undefined, locale),
    week ? getSearchWeek(week, locale).then((answer) => answer.data) : undefined,
    getTranslations({ locale, namespace: 'Admin.searchTerms' }),
  ]);
  const current = shown ?? thisWeek;
  return (
    <div className="flex flex-col gap-10">
      <header>
        <h1 className="font-bold text-3xl text-espresso-900">{t('title')}</h1>
        <p className="mt-2 max-w-prose text-mocha-600">{t('description')}</p>
      </header>
      <SynonymGroups groups={groups} initial={(first(search.add) ?? '').slice(0, 200)} locale={locale} />
      <SearchWeekTables
        week={current}
        isCurrent={current.week_start >= thisWeek.week_start}
        locale={locale}
      />
    </div>
  );
}

import { ContentStatus } from '@coffee/contracts/backoffice-content';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContentTable } from '@/features/admin/content/content-table';
import { getStatusFilter } from '@/features/admin/content/status-filter';
import { ListPage } from '@/features/admin/kit/list-page';
import { choice, readListFilters, searchText } from '@/features/admin/kit/list-query';
import { routing } from '@/i18n/routing';
import { listAdminRecipes } from '@/lib/api/backoffice-content';
import { adminPaths, getAdminRecipePath } from '@/lib/backoffice-routes';
import { readPage } from '@/lib/read-page';
import { getPageMetadata } from '@/lib/seo';

type PageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Admin.content' });
  return getPageMetadata({ locale, title: t('recipesTitle'), path: adminPaths.adminRecipes, noIndex: true });
}

/** The recipes, drafts first then newest, found by title or slug (the layout checked the role). */
export default async function AdminRecipesPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const search = await searchParams;
  const filters = readListFilters(search, { q: searchText(100), status: choice(ContentStatus) });
  const page = readPage(search.page);
  const [{ data: recipes, meta }, t, statusFilter] = await Promise.all([
    listAdminRecipes({ ...filters, page }, locale),
    getTranslations({ locale, namespace: 'Admin.content' }),
    getStatusFilter(locale),
  ]);

  return (
    <ListPage
      back={{ href: adminPaths.content, label: t('back') }}
      title={t('recipesTitle')}
      description={t('recipesDescription')}
      action={{ href: adminPaths.newRecipe, label: t('newRecipe') }}
      path={adminPaths.adminRecipes}
      values={filters}
      filters={{ search: t('searchHint'), fields: [statusFilter] }}
      rows={recipes}
      meta={meta}
      empty={{ title: t('emptyRecipes'), description: t('emptyText') }}
      locale={locale}
    >
      <ContentTable
        rows={recipes}
        hrefOf={getAdminRecipePath}
        caption={t('recipesCaption')}
        locale={locale}
      />
    </ListPage>
  );
}

import { ContentStatus } from '@coffee/contracts/backoffice-content';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EmptyState } from '@/components/ui/empty-state';
import { primaryButtonClass } from '@/components/ui/form/button-classes';
import { Pagination } from '@/components/ui/pagination';
import { ContentTable, statusSelect } from '@/features/admin/content/content-table';
import { CatalogFilters } from '@/features/admin/kit/catalog-filters';
import { Link } from '@/i18n/navigation';
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

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The recipes, drafts first then newest, found by title or slug (the layout checked the role). */
export default async function AdminRecipesPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const search = await searchParams;
  const q = first(search.q)?.trim().slice(0, 100) || undefined;
  const status = ContentStatus.safeParse(first(search.status)).data;
  const page = readPage(search.page);
  const filters = { ...(q && { q }), ...(status && { status }) };
  const [{ data: recipes, meta }, t, statusFilter] = await Promise.all([
    listAdminRecipes({ ...filters, page }, locale),
    getTranslations({ locale, namespace: 'Admin.content' }),
    statusSelect(locale),
  ]);
  const hrefFor = (target: number) => {
    const query = new URLSearchParams(filters);
    if (target > 1) query.set('page', String(target));
    const text = query.toString();
    return text ? `${adminPaths.adminRecipes}?${text}` : adminPaths.adminRecipes;
  };

  return (
    <div className="flex flex-col gap-6">
      <Link href={adminPaths.content} className="text-caramel-700 text-sm underline-offset-4 hover:underline">
        {t('back')}
      </Link>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-bold text-3xl text-espresso-900">{t('recipesTitle')}</h1>
          <p className="mt-2 text-mocha-600">{t('recipesDescription')}</p>
        </div>
        <Link href={adminPaths.newRecipe} className={primaryButtonClass}>
          {t('newRecipe')}
        </Link>
      </header>
      <CatalogFilters
        path={adminPaths.adminRecipes}
        values={filters}
        placeholder={t('searchHint')}
        selects={[statusFilter]}
        locale={locale}
      />
      {recipes.length > 0 ? (
        <>
          <ContentTable
            rows={recipes}
            hrefOf={getAdminRecipePath}
            caption={t('recipesCaption')}
            locale={locale}
          />
          <Pagination page={meta.page} lastPage={meta.last_page} hrefFor={hrefFor} locale={locale} />
        </>
      ) : (
        <EmptyState title={t('emptyRecipes')} description={t('emptyText')} />
      )}
    </div>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { ChipLinks } from '@/components/ui/chip-links';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { primaryActionClass } from '@/components/ui/status-message';
import { RecipeCard } from '@/features/recipes/recipe-card';
import { ShopBanner } from '@/features/shop/shop-banner';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { getRecipeCategories, listRecipes } from '@/lib/api/blog';
import { formatNumber } from '@/lib/format/number';
import { parseListPage } from '@/lib/list-page';
import { getRecipesPath, homePath } from '@/lib/routes';
import { getPageMetadata } from '@/lib/seo';

const PER_PAGE = 12;

type RecipesPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ category?: string | string[]; page?: string | string[] }>;
};

/** The chosen category's slug when it is one of ours; an unknown one (a stale link) shows them all. */
async function readFilter(searchParams: RecipesPageProps['searchParams'], known: { slug: string }[]) {
  const raw = await searchParams;
  const category = Array.isArray(raw.category) ? raw.category[0] : raw.category;
  return {
    category: known.some((item) => item.slug === category) ? category : undefined,
    page: parseListPage(raw.page),
  };
}

export async function generateMetadata({ params, searchParams }: RecipesPageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const [t, tb, categories] = await Promise.all([
    getTranslations({ locale, namespace: 'Recipes' }),
    getTranslations({ locale, namespace: 'Blog' }),
    getRecipeCategories(locale).catch(() => []),
  ]);
  const filter = await readFilter(searchParams, categories);
  const name = categories.find((item) => item.slug === filter.category)?.name;
  const base = name ? `${name} | ${t('title')}` : t('title');
  const title =
    filter.page > 1 ? tb('pagedTitle', { title: base, page: formatNumber(filter.page, locale) }) : base;
  return getPageMetadata({ locale, title, description: t('description'), path: getRecipesPath(filter) });
}

export default async function RecipesPage({ params, searchParams }: RecipesPageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  await connection();
  const categories = await getRecipeCategories(locale);
  const filter = await readFilter(searchParams, categories);
  const [t, tb, result] = await Promise.all([
    getTranslations({ locale, namespace: 'Recipes' }),
    getTranslations({ locale, namespace: 'Breadcrumb' }),
    listRecipes({ ...filter, perPage: PER_PAGE }, locale),
  ]);

  return (
    <div className="mx-auto flex max-w-site flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-10">
      <Breadcrumb items={[{ label: tb('home'), href: homePath }, { label: t('title') }]} locale={locale} />
      <ShopBanner title={t('title')} subtitle={t('description')} />
      <ChipLinks
        label={t('filterLabel')}
        chips={[
          { key: 'all', label: t('all'), href: getRecipesPath(), current: !filter.category },
          ...categories.map((category) => ({
            key: category.slug,
            label: category.name,
            href: getRecipesPath({ category: category.slug }),
            current: category.slug === filter.category,
          })),
        ]}
      />
      {result.data.length > 0 ? (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {result.data.map((recipe, index) => (
            <li key={recipe.id}>
              <RecipeCard recipe={recipe} locale={locale} priority={filter.page === 1 && index < 4} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          title={t('emptyTitle')}
          description={t('emptyText')}
          action={
            <Link href={getRecipesPath()} className={primaryActionClass}>
              {t('seeAll')}
            </Link>
          }
        />
      )}
      <Pagination
        page={result.meta.page}
        lastPage={result.meta.last_page}
        hrefFor={(page) => getRecipesPath({ category: filter.category, page })}
        locale={locale}
      />
    </div>
  );
}

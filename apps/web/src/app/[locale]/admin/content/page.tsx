import { ContentStatus } from '@coffee/contracts/backoffice-content';
import { BlogPostType } from '@coffee/contracts/blog';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContentTable } from '@/features/admin/content/content-table';
import { getStatusFilter } from '@/features/admin/content/status-filter';
import { ListPage } from '@/features/admin/kit/list-page';
import { choice, readListFilters, searchText } from '@/features/admin/kit/list-query';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { listAdminPages, listAdminPosts } from '@/lib/api/backoffice-content';
import { adminPaths, getAdminPagePath, getAdminPostPath } from '@/lib/backoffice-routes';
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
  return getPageMetadata({ locale, title: t('title'), path: adminPaths.content, noIndex: true });
}

/** The blog's posts (drafts first, then newest) and the static pages, to open and edit (the layout checked the role). */
export default async function AdminContentPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const search = await searchParams;
  const filters = readListFilters(search, {
    q: searchText(100),
    kind: choice(BlogPostType),
    status: choice(ContentStatus),
  });
  const page = readPage(search.page);
  const [{ data: posts, meta }, pages, t, statusFilter] = await Promise.all([
    listAdminPosts({ ...filters, page }, locale),
    listAdminPages(locale),
    getTranslations({ locale, namespace: 'Admin.content' }),
    getStatusFilter(locale),
  ]);

  return (
    <div className="flex flex-col gap-8">
      <ListPage
        titleId="posts-title"
        title={t('title')}
        description={t('description')}
        action={{ href: adminPaths.newPost, label: t('newPost') }}
        path={adminPaths.content}
        values={filters}
        filters={{
          search: t('searchHint'),
          fields: [
            {
              kind: 'select',
              name: 'kind',
              label: t('kind'),
              any: t('anyKind'),
              options: BlogPostType.options.map((value) => ({ value, label: t(`kinds.${value}`) })),
            },
            statusFilter,
          ],
        }}
        rows={posts}
        meta={meta}
        empty={{ title: t('empty'), description: t('emptyText') }}
        locale={locale}
      >
        <ContentTable rows={posts} hrefOf={getAdminPostPath} caption={t('postsCaption')} locale={locale} />
      </ListPage>
      <section aria-labelledby="recipes-title" className="flex flex-col gap-3">
        <h2 id="recipes-title" className="font-bold text-2xl text-espresso-900">
          {t('recipesTitle')}
        </h2>
        <p className="text-mocha-600">{t('recipesDescription')}</p>
        <Link
          href={adminPaths.adminRecipes}
          className="inline-flex min-h-11 items-center self-start font-semibold text-caramel-700 underline-offset-4 hover:underline"
        >
          {t('openRecipes')}
        </Link>
      </section>
      <section aria-labelledby="pages-title" className="flex flex-col gap-3">
        <h2 id="pages-title" className="font-bold text-2xl text-espresso-900">
          {t('pagesTitle')}
        </h2>
        <p className="text-mocha-600">{t('pagesDescription')}</p>
        <ul className="flex flex-col gap-2">
          {pages.map((row) => (
            <li key={row.slug}>
              <Link
                href={getAdminPagePath(row.slug)}
                className="inline-flex min-h-11 items-center font-semibold text-caramel-700 underline-offset-4 hover:underline"
              >
                {locale === 'ar' ? row.title_ar : row.title_en}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

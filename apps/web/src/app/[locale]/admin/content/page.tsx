import { ContentStatus } from '@coffee/contracts/backoffice-content';
import { BlogPostType } from '@coffee/contracts/blog';
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

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The blog's posts (drafts first, then newest) and the static pages, to open and edit (the layout checked the role). */
export default async function AdminContentPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const search = await searchParams;
  const q = first(search.q)?.trim().slice(0, 100) || undefined;
  const kind = BlogPostType.safeParse(first(search.kind)).data;
  const status = ContentStatus.safeParse(first(search.status)).data;
  const page = readPage(search.page);
  const filters = { ...(q && { q }), ...(kind && { kind }), ...(status && { status }) };
  const [{ data: posts, meta }, pages, t, statusFilter] = await Promise.all([
    listAdminPosts({ ...filters, page }, locale),
    listAdminPages(locale),
    getTranslations({ locale, namespace: 'Admin.content' }),
    statusSelect(locale),
  ]);
  const hrefFor = (target: number) => {
    const query = new URLSearchParams(filters);
    if (target > 1) query.set('page', String(target));
    const text = query.toString();
    return text ? `${adminPaths.content}?${text}` : adminPaths.content;
  };

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="posts-title" className="flex flex-col gap-6">
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 id="posts-title" className="font-bold text-3xl text-espresso-900">
              {t('title')}
            </h1>
            <p className="mt-2 text-mocha-600">{t('description')}</p>
          </div>
          <Link href={adminPaths.newPost} className={primaryButtonClass}>
            {t('newPost')}
          </Link>
        </header>
        <CatalogFilters
          path={adminPaths.content}
          values={filters}
          placeholder={t('searchHint')}
          selects={[
            {
              name: 'kind',
              label: t('kind'),
              any: t('anyKind'),
              options: BlogPostType.options.map((value) => ({ value, label: t(`kinds.${value}`) })),
            },
            statusFilter,
          ]}
          locale={locale}
        />
        {posts.length > 0 ? (
          <>
            <ContentTable
              rows={posts}
              hrefOf={getAdminPostPath}
              caption={t('postsCaption')}
              locale={locale}
            />
            <Pagination page={meta.page} lastPage={meta.last_page} hrefFor={hrefFor} locale={locale} />
          </>
        ) : (
          <EmptyState title={t('empty')} description={t('emptyText')} />
        )}
      </section>
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

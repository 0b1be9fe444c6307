import type { BlogPostType } from '@coffee/contracts/blog';
import type { Locale } from '@coffee/contracts/common';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { ChipLinks } from '@/components/ui/chip-links';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { primaryActionClass } from '@/components/ui/status-message';
import { ShopBanner } from '@/features/shop/shop-banner';
import { Link } from '@/i18n/navigation';
import { listBlogPosts } from '@/lib/api/blog';
import { formatNumber } from '@/lib/format/number';
import { withPage } from '@/lib/list-page';
import { homePath, sitePaths } from '@/lib/routes';
import { getPageMetadata } from '@/lib/seo';
import { PostCard } from './post-card';

/** The blog's four lists: every post, then one per type, each at its own path. */
export const BLOG_LISTS = [
  { key: 'all', type: undefined, path: sitePaths.blog },
  { key: 'articles', type: 'article', path: sitePaths.blogArticles },
  { key: 'reviews', type: 'review', path: sitePaths.blogReviews },
  { key: 'videos', type: 'video', path: sitePaths.blogVideos },
] as const satisfies { key: string; type: BlogPostType | undefined; path: string }[];

export type BlogListKey = (typeof BLOG_LISTS)[number]['key'];

const PER_PAGE = 12;

const listOf = (key: BlogListKey) => BLOG_LISTS.find((list) => list.key === key) ?? BLOG_LISTS[0];

export async function getBlogListMetadata(key: BlogListKey, locale: Locale, page: number): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Blog' });
  const list = listOf(key);
  const name = key === 'all' ? t('title') : `${t(key)} | ${t('title')}`;
  const title = page > 1 ? t('pagedTitle', { title: name, page: formatNumber(page, locale) }) : name;
  return getPageMetadata({ locale, title, description: t('description'), path: withPage(list.path, page) });
}

/** One of the blog's lists: header, type chips, a page of post cards, pagination. */
export async function BlogList({
  listKey,
  locale,
  page,
}: {
  listKey: BlogListKey;
  locale: Locale;
  page: number;
}) {
  const list = listOf(listKey);
  const [t, tb, result] = await Promise.all([
    getTranslations({ locale, namespace: 'Blog' }),
    getTranslations({ locale, namespace: 'Breadcrumb' }),
    listBlogPosts({ type: list.type, page, perPage: PER_PAGE }, locale),
  ]);
  const crumbs =
    listKey === 'all'
      ? [{ label: tb('home'), href: homePath }, { label: t('title') }]
      : [
          { label: tb('home'), href: homePath },
          { label: t('title'), href: sitePaths.blog },
          { label: t(listKey) },
        ];

  return (
    <div className="mx-auto flex max-w-site flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-10">
      <Breadcrumb items={crumbs} locale={locale} />
      <ShopBanner title={listKey === 'all' ? t('title') : t(listKey)} subtitle={t('description')} />
      <ChipLinks
        label={t('filterLabel')}
        chips={BLOG_LISTS.map((item) => ({
          key: item.key,
          label: t(item.key),
          href: item.path,
          current: item.key === listKey,
        }))}
      />
      {result.data.length > 0 ? (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {result.data.map((post, index) => (
            <li key={post.id}>
              <PostCard post={post} locale={locale} priority={page === 1 && index < 3} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          title={t('emptyTitle')}
          description={t('emptyText')}
          action={
            <Link href={sitePaths.blog} className={primaryActionClass}>
              {t('backToBlog')}
            </Link>
          }
        />
      )}
      <Pagination
        page={result.meta.page}
        lastPage={result.meta.last_page}
        hrefFor={(target) => withPage(list.path, target)}
        locale={locale}
      />
    </div>
  );
}

import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import { ArrowForwardIcon } from '@/components/ui/icons';
import { PostCard } from '@/features/blog/post-card';
import { Link } from '@/i18n/navigation';
import { listBlogPosts } from '@/lib/api/blog';
import { reportLeftOut } from '@/lib/api/left-out';
import { sitePaths } from '@/lib/routes';

const LATEST = 3;

/** The latest posts; none (logged) when the blog cannot be read, so the home page still renders. */
async function loadLatest(locale: Locale) {
  try {
    return (await listBlogPosts({ perPage: LATEST }, locale)).data;
  } catch (error) {
    reportLeftOut('home: the blog strip shows no posts', error);
    return [];
  }
}

/** The home page's blog section: an invitation to the blog and the recipes, then the latest posts. */
export async function BlogStrip({ locale }: { locale: Locale }) {
  const [t, posts] = await Promise.all([
    getTranslations({ locale, namespace: 'BlogStrip' }),
    loadLatest(locale),
  ]);

  return (
    <section aria-labelledby="blog-strip" className="defer-render site-wrap">
      <div className="blog-box">
        <div className="max-w-2xl">
          <h2 id="blog-strip" className="text-balance font-bold text-2xl text-espresso-900">
            {t('title')}
          </h2>
          <p className="mt-2 text-pretty text-mocha-600">{t('text')}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-3">
          <Link
            href={sitePaths.blog}
            className="inline-flex items-center gap-2 rounded-full bg-espresso-900 px-6 py-3 font-semibold text-cream-50 text-sm transition-colors hover:bg-mocha-700"
          >
            {t('readBlog')}
            <ArrowForwardIcon className="size-4" />
          </Link>
          <Link href={sitePaths.recipes} className="btn-ring">
            {t('recipes')}
          </Link>
        </div>
      </div>
      {posts.length > 0 ? (
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} locale={locale} headingLevel="h3" />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

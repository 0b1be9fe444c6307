import type { BlogPost, BlogPostType } from '@coffee/contracts/blog';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { connection } from 'next/server';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getProductCardSlots } from '@/app/[locale]/_components/product-card-slots';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Image } from '@/components/ui/image';
import { RatingStars } from '@/components/ui/rating-stars';
import { ProductGrid } from '@/features/catalog/product-grid';
import { JsonLd } from '@/features/content/json-ld';
import { RichText } from '@/features/content/rich-text';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { getBlogPost } from '@/lib/api/blog';
import { env } from '@/lib/env';
import { formatDate } from '@/lib/format/date-time';
import { formatNumber } from '@/lib/format/number';
import { parseRouteId } from '@/lib/route-id';
import { getBlogPostPath, getProductPath, homePath, sitePaths } from '@/lib/routes';
import { getPageMetadata } from '@/lib/seo';
import { BLOG_LISTS } from './blog-list';
import { ShareLinks } from './share-links';
import { VideoPlayer } from './video-player';

export type PostRouteProps = { params: Promise<{ locale: string; id: string }> };

async function loadPost(params: PostRouteProps['params']) {
  const { locale, id } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const postId = parseRouteId(id);
  if (postId === undefined) notFound();
  const post = await getBlogPost(postId, locale);
  if (!post) notFound();
  return { locale, post };
}

const absolute = (path: string) => (path.startsWith('http') ? path : `${env.SITE_URL}${path}`);

function articleData(post: BlogPost, siteName: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.excerpt,
    image: post.cover_image ? [absolute(post.cover_image)] : undefined,
    datePublished: post.published_at,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: siteName },
    mainEntityOfPage: absolute(getBlogPostPath(post)),
  };
}

export async function getPostRouteMetadata({ params }: PostRouteProps): Promise<Metadata> {
  const { locale, post } = await loadPost(params);
  return getPageMetadata({
    locale,
    title: post.title,
    description: post.excerpt,
    path: getBlogPostPath(post),
    images: post.cover_image ? [post.cover_image] : [],
    type: 'article',
  });
}

/**
 * A post page. `type` is the kind of post its route shows (`/articles/{id}` articles…); a post of another
 * kind is sent to its own path, so each post has one address.
 */
export async function PostRoute({ type, params }: PostRouteProps & { type: BlogPostType }) {
  await connection();
  const { locale, post } = await loadPost(params);
  if (post.type !== type) permanentRedirect(getBlogPostPath(post));
  setRequestLocale(locale);
  const [t, tb, tm, slotsFor] = await Promise.all([
    getTranslations({ locale, namespace: 'Blog' }),
    getTranslations({ locale, namespace: 'Breadcrumb' }),
    getTranslations({ locale, namespace: 'Metadata' }),
    getProductCardSlots(locale),
  ]);
  const list = BLOG_LISTS.find((item) => item.type === post.type) ?? BLOG_LISTS[0];

  return (
    <article className="mx-auto flex max-w-site flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-10">
      <JsonLd data={articleData(post, tm('siteName'))} />
      <Breadcrumb
        items={[
          { label: tb('home'), href: homePath },
          { label: t('title'), href: sitePaths.blog },
          { label: t(list.key), href: list.path },
          { label: post.title },
        ]}
        locale={locale}
      />
      <header className="mx-auto w-full max-w-3xl">
        <p className="font-semibold text-caramel-700 text-sm uppercase tracking-wide">{t(post.type)}</p>
        <h1 className="mt-2 text-balance font-extrabold text-3xl text-espresso-900 sm:text-4xl">
          {post.title}
        </h1>
        <p className="mt-3 text-mocha-600 text-sm">
          {t('byAuthor', { author: post.author })}
          {' · '}
          <time dateTime={post.published_at}>{formatDate(post.published_at, locale)}</time>
          {post.type === 'video' ? null : (
            <>
              {' · '}
              {t('readingTime', {
                minutes: post.reading_minutes,
                formatted: formatNumber(post.reading_minutes, locale, 0),
              })}
            </>
          )}
        </p>
        {post.product && post.rating ? (
          <div className="mt-4 flex flex-wrap items-center gap-3 rounded-card bg-latte-100 px-4 py-3">
            <RatingStars
              value={post.rating}
              label={t('rated', { rating: formatNumber(post.rating, locale) })}
              className="text-lg"
            />
            <Link
              href={getProductPath(post.product.id)}
              className="font-semibold text-mocha-700 underline underline-offset-2"
            >
              {t('viewProduct', { product: post.product.name })}
            </Link>
          </div>
        ) : null}
      </header>
      <div className="mx-auto w-full max-w-3xl">
        {post.type === 'video' && post.video_url ? (
          <VideoPlayer
            title={post.title}
            videoUrl={post.video_url}
            poster={post.cover_image}
            labels={{
              play: t('playVideo', { title: post.title }),
              close: t('closeVideo'),
              unavailable: t('videoUnavailable'),
              open: t('openVideo'),
            }}
          />
        ) : post.cover_image ? (
          <div className="relative aspect-video overflow-hidden rounded-card bg-latte-100">
            <Image
              src={post.cover_image}
              alt=""
              fill
              sizes="(min-width: 1024px) 768px, 100vw"
              loading="eager"
              fetchPriority="high"
              className="object-cover"
            />
          </div>
        ) : null}
        <RichText html={post.body} className="mt-6" />
        <div className="mt-8 border-crema-200 border-t pt-6">
          <ShareLinks url={absolute(getBlogPostPath(post))} title={post.title} locale={locale} />
        </div>
      </div>
      {post.related_products.length > 0 ? (
        <section aria-labelledby="related-products" className="mt-6">
          <h2 id="related-products" className="mb-4 font-bold text-2xl text-espresso-900">
            {t('relatedTitle')}
          </h2>
          <ProductGrid products={post.related_products} locale={locale} slotsFor={slotsFor} />
        </section>
      ) : null}
    </article>
  );
}

import type { BlogPostSummary } from '@coffee/contracts/blog';
import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import { Image } from '@/components/ui/image';
import { RatingStars } from '@/components/ui/rating-stars';
import { Link } from '@/i18n/navigation';
import { formatDate } from '@/lib/format/date-time';
import { formatNumber } from '@/lib/format/number';
import { getBlogPostPath } from '@/lib/routes';
import { PlayBadge } from './play-badge';

export const POST_CARD_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/** A post in a list: cover (a play mark on videos), type, title, excerpt, date and reading time. */
export async function PostCard({
  post,
  locale,
  priority = false,
  headingLevel: Heading = 'h2',
}: {
  post: BlogPostSummary;
  locale: Locale;
  priority?: boolean;
  /** The title's level in its page: h2 in a list under the page's h1, h3 in a home section. */
  headingLevel?: 'h2' | 'h3';
}) {
  const t = await getTranslations({ locale, namespace: 'Blog' });
  return (
    <article className="group post-card">
      <div className="post-frame">
        {post.cover_image ? (
          <Image
            src={post.cover_image}
            alt=""
            fill
            sizes={POST_CARD_SIZES}
            loading={priority ? 'eager' : 'lazy'}
            className="object-cover"
          />
        ) : null}
        {post.type === 'video' ? <PlayBadge /> : null}
      </div>
      <div className="post-body">
        <p className="font-semibold text-caramel-700 text-xs uppercase tracking-wide">{t(post.type)}</p>
        <Heading className="text-balance font-bold text-espresso-900 text-lg leading-snug">
          <Link href={getBlogPostPath(post)} className="post-link">
            {post.title}
          </Link>
        </Heading>
        {post.rating ? (
          <RatingStars
            value={post.rating}
            label={t('rated', { rating: formatNumber(post.rating, locale) })}
            className="text-sm"
          />
        ) : null}
        <p className="post-excerpt">{post.excerpt}</p>
        <p className="mt-auto pt-2 text-mocha-500 text-xs">
          <time dateTime={post.published_at}>{formatDate(post.published_at, locale)}</time>
          {' · '}
          {/* A video is watched, not read: its kind instead of a reading time. */}
          {post.type === 'video'
            ? t('video')
            : t('readingTime', {
                minutes: post.reading_minutes,
                formatted: formatNumber(post.reading_minutes, locale, 0),
              })}
        </p>
      </div>
    </article>
  );
}

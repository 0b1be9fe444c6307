import type { BlogPostSummary, BodyFormat } from '@coffee/contracts/blog';
import type { blogPosts } from '../../db/schema/index.js';
import { type Lang, localized } from '../../i18n/lang.js';
import { readingMinutes, renderMarkdown } from '../../lib/markdown.js';
import type { MediaUrl } from '../../lib/media.js';

export type PostRow = {
  post: typeof blogPosts.$inferSelect;
  productNameEn: string | null;
  productNameAr: string | null;
};

export function toPostSummary({ post, ...product }: PostRow, lang: Lang, media: MediaUrl): BlogPostSummary {
  const productName = localized(lang, product.productNameEn, product.productNameAr);
  return {
    id: post.id,
    type: post.kind,
    slug: post.slug,
    title: localized(lang, post.titleEn, post.titleAr),
    excerpt: localized(lang, post.excerptEn, post.excerptAr),
    cover_image: media(post.coverImage),
    author: localized(lang, post.authorEn, post.authorAr),
    // Listed posts always have one: unpublished rows are never selected.
    published_at: (post.publishedAt ?? new Date(0)).toISOString(),
    reading_minutes: readingMinutes(localized(lang, post.bodyEn, post.bodyAr)),
    video_url: post.videoUrl,
    rating: post.kind === 'review' ? post.rating : null,
    product: post.productId && productName ? { id: post.productId, name: productName } : null,
  };
}

/** A body as the client asked for it: sanitized HTML, or the Markdown an editor wrote. */
export const formatBody = (markdown: string, format: BodyFormat) =>
  format === 'html' ? renderMarkdown(markdown) : markdown;

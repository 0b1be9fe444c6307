import type { AdminPost, ContentStatus, PostFields } from '@coffee/contracts/backoffice-content';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { blogPosts } from '../../../db/schema/index.js';
import { uniqueWrite } from '../../../db/unique-write.js';
import { AppError } from '../../../lib/errors.js';
import type { MediaUrl } from '../../../lib/media.js';
import type { Actor } from '../../../plugins/backoffice-auth.js';
import {
  auditChange,
  auditWhole,
  checkProducts,
  listContent,
  notFound,
  publication,
  publishedAt,
} from './content-repository.js';

type PostRow = typeof blogPosts.$inferSelect;

const postFields = (row: PostRow) => ({
  kind: row.kind,
  slug: row.slug,
  title_en: row.titleEn,
  title_ar: row.titleAr,
  excerpt_en: row.excerptEn,
  excerpt_ar: row.excerptAr,
  body_en: row.bodyEn,
  body_ar: row.bodyAr,
  author_en: row.authorEn,
  author_ar: row.authorAr,
  cover_image: row.coverImage,
  video_url: row.videoUrl,
  product_id: row.productId,
  rating: row.rating,
  product_ids: row.productIds,
  published_at: row.publishedAt?.toISOString() ?? null,
});

export const toAdminPost = (row: PostRow, media: MediaUrl): AdminPost => ({
  id: row.id,
  ...postFields(row),
  cover_image: row.coverImage ? media(row.coverImage) : '',
  ...publication(row.publishedAt),
});

export function listAdminPosts(
  db: Executor,
  filter: { q?: string | undefined; status?: ContentStatus | undefined; kind?: PostRow['kind'] | undefined },
  page: { limit: number; offset: number },
) {
  return listContent(
    db,
    blogPosts,
    blogPosts,
    { ...filter, extra: filter.kind ? eq(blogPosts.kind, filter.kind) : undefined },
    page,
  );
}

export async function findAdminPost(db: Executor, id: number) {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  return row;
}

/** A review names its product and stars, a video its URL; every product named exists. */
async function checkPost(tx: Executor, fields: PostFields) {
  if (fields.kind === 'review' && (fields.product_id === null || fields.rating === null)) {
    throw new AppError(422, 'INVALID_CONTENT', 'reviewNeedsProduct');
  }
  if (fields.kind === 'video' && !fields.video_url)
    throw new AppError(422, 'INVALID_CONTENT', 'videoNeedsUrl');
  await checkProducts(tx, [...(fields.kind === 'review' ? [fields.product_id!] : []), ...fields.product_ids]);
}

/** The columns a post's form sets; what only another kind has is cleared. */
const postColumns = (fields: PostFields, before: Date | null, now: Date) => ({
  kind: fields.kind,
  slug: fields.slug,
  titleEn: fields.title_en,
  titleAr: fields.title_ar,
  excerptEn: fields.excerpt_en,
  excerptAr: fields.excerpt_ar,
  bodyEn: fields.body_en,
  bodyAr: fields.body_ar,
  authorEn: fields.author_en,
  authorAr: fields.author_ar,
  videoUrl: fields.kind === 'video' ? fields.video_url : null,
  productId: fields.kind === 'review' ? fields.product_id : null,
  rating: fields.kind === 'review' ? fields.rating : null,
  productIds: [...new Set(fields.product_ids)],
  publishedAt: publishedAt(fields.published, before, now),
});

const postSlugTaken = () => new AppError(409, 'SLUG_TAKEN', 'postSlugTaken');

export async function createPost(tx: Executor, actor: Actor, fields: PostFields, now: Date) {
  await checkPost(tx, fields);
  const row = await uniqueWrite(tx, postSlugTaken, async (inner) => {
    const [inserted] = await inner
      .insert(blogPosts)
      .values(postColumns(fields, null, now))
      .returning();
    return inserted!;
  });
  await auditWhole(
    tx,
    actor,
    'post.create',
    'blog_post',
    row.id,
    { before: null, after: postFields(row) },
    now,
  );
  return row;
}

/** Rewrites a post under its row lock; the fields that changed are audited. */
export async function updatePost(tx: Executor, actor: Actor, id: number, fields: PostFields, now: Date) {
  const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
  if (!before) throw notFound();
  await checkPost(tx, fields);
  const row = await uniqueWrite(tx, postSlugTaken, async (inner) => {
    const [updated] = await inner
      .update(blogPosts)
      .set(postColumns(fields, before.publishedAt, now))
      .where(eq(blogPosts.id, id))
      .returning();
    return updated!;
  });
  await auditChange(tx, actor, 'post.update', 'blog_post', row.id, postFields(before), postFields(row), now);
  return row;
}

/** Deletes a post; answers it (its cover file is the caller's to remove), undefined when there is none. */
export async function deletePost(tx: Executor, actor: Actor, id: number, now: Date) {
  const [row] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
  if (!row) return undefined;
  await auditWhole(tx, actor, 'post.delete', 'blog_post', id, { before: postFields(row), after: null }, now);
  return row;
}

/** Sets a post's cover to a stored image; answers the one it replaces (for its file), or 'missing'. */
export async function setPostCover(tx: Executor, actor: Actor, id: number, image: string, now: Date) {
  const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
  if (!before) return 'missing' as const;
  await tx.update(blogPosts).set({ coverImage: image }).where(eq(blogPosts.id, id));
  await auditChange(
    tx,
    actor,
    'post.image',
    'blog_post',
    id,
    { cover_image: before.coverImage },
    { cover_image: image },
    now,
  );
  return { replaced: before.coverImage };
}

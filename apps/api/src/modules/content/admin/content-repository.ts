import type {
  AdminPage,
  AdminPost,
  AdminRecipe,
  ContentStatus,
  PostFields,
  RecipeFields,
} from '@coffee/contracts/backoffice-content';
import type { PageSlug } from '@coffee/contracts/blog';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client.js';
import { blogPosts, pages, products, recipeCategories, recipes } from '../../../db/schema/index.js';
import { uniqueWrite } from '../../../db/unique-write.js';
import { AppError } from '../../../lib/errors.js';
import type { MediaUrl } from '../../../lib/media.js';
import { escapeLike } from '../../../lib/normalize.js';
import type { Actor } from '../../../plugins/backoffice-auth.js';
import { changedFields, recordAudit } from '../../audit/repository.js';

type PostRow = typeof blogPosts.$inferSelect;
type RecipeRow = typeof recipes.$inferSelect;
type PageRow = typeof pages.$inferSelect;

const notFound = () => new AppError(404, 'NOT_FOUND', 'notFound');

/** Published now: kept from before (a scheduled date stays), or from `now`; a draft has none. */
const publishedAt = (published: boolean, before: Date | null, now: Date) =>
  published ? (before ?? now) : null;

const publication = (at: Date | null) => ({
  published: at !== null,
  published_at: at?.toISOString() ?? null,
});

/** The back office's lists: newest first, drafts (never published) before the rest, found by title or slug. */
async function listContent<T extends PgTable>(
  db: Executor,
  table: T,
  columns: { id: PgColumn; slug: PgColumn; titleEn: PgColumn; titleAr: PgColumn; publishedAt: PgColumn },
  filter: { q?: string | undefined; status?: ContentStatus | undefined; extra?: SQL | undefined },
  page: { limit: number; offset: number },
) {
  const pattern = filter.q ? `%${escapeLike(filter.q)}%` : undefined;
  const where = and(
    pattern
      ? or(ilike(columns.titleEn, pattern), ilike(columns.titleAr, pattern), ilike(columns.slug, pattern))
      : undefined,
    filter.status === 'draft' ? isNull(columns.publishedAt) : undefined,
    filter.status === 'published' ? isNotNull(columns.publishedAt) : undefined,
    filter.extra,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(desc(columns.publishedAt), desc(columns.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(table as PgTable)
      .where(where),
  ]);
  return { rows: rows as T['$inferSelect'][], total: total?.n ?? 0 };
}

/** Every product id given must exist (hidden ones too: a draft may name a product not on sale yet). */
async function checkProducts(tx: Executor, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const found = await tx.select({ id: products.id }).from(products).where(inArray(products.id, unique));
  if (found.length !== unique.length) throw new AppError(422, 'INVALID_CONTENT', 'contentProductUnknown');
}

// --- Blog posts ---------------------------------------------------------------------------------------------

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
  await recordAudit(
    tx,
    actor,
    {
      action: 'post.create',
      entity: 'blog_post',
      entityKey: String(row.id),
      before: null,
      after: postFields(row),
    },
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

async function auditChange<T extends Record<string, unknown>>(
  tx: Executor,
  actor: Actor,
  action: 'post.update' | 'post.image' | 'recipe.update' | 'recipe.image' | 'page.update',
  entity: 'blog_post' | 'recipe' | 'page',
  key: number | string,
  before: T,
  after: T,
  now: Date,
) {
  const change = changedFields(before, after);
  if (!change) return;
  await recordAudit(tx, actor, { action, entity, entityKey: String(key), ...change }, now);
}

/** Deletes a post; answers it (its cover file is the caller's to remove), undefined when there is none. */
export async function deletePost(tx: Executor, actor: Actor, id: number, now: Date) {
  const [row] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
  if (!row) return undefined;
  await recordAudit(
    tx,
    actor,
    {
      action: 'post.delete',
      entity: 'blog_post',
      entityKey: String(id),
      before: postFields(row),
      after: null,
    },
    now,
  );
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

// --- Recipes ------------------------------------------------------------------------------------------------

const recipeFields = (row: RecipeRow) => ({
  category_id: row.categoryId,
  slug: row.slug,
  title_en: row.titleEn,
  title_ar: row.titleAr,
  summary_en: row.summaryEn,
  summary_ar: row.summaryAr,
  ingredients: row.ingredientsEn.map((text, index) => ({
    text_en: text,
    text_ar: row.ingredientsAr[index] ?? '',
    product_id: row.ingredientProductIds[index] ?? null,
  })),
  steps_en: row.stepsEn,
  steps_ar: row.stepsAr,
  difficulty: row.difficulty,
  prep_minutes: row.prepMinutes,
  servings: row.servings,
  image: row.image,
  published_at: row.publishedAt?.toISOString() ?? null,
});

export const toAdminRecipe = (row: RecipeRow, media: MediaUrl): AdminRecipe => ({
  id: row.id,
  ...recipeFields(row),
  image: row.image ? media(row.image) : '',
  ...publication(row.publishedAt),
});

export function listAdminRecipes(
  db: Executor,
  filter: { q?: string | undefined; status?: ContentStatus | undefined },
  page: { limit: number; offset: number },
) {
  return listContent(db, recipes, recipes, filter, page);
}

export async function findAdminRecipe(db: Executor, id: number) {
  const [row] = await db.select().from(recipes).where(eq(recipes.id, id));
  return row;
}

async function checkRecipe(tx: Executor, fields: RecipeFields) {
  const [category] = await tx
    .select({ id: recipeCategories.id })
    .from(recipeCategories)
    .where(eq(recipeCategories.id, fields.category_id));
  if (!category) throw new AppError(422, 'INVALID_CONTENT', 'recipeCategoryUnknown');
  await checkProducts(
    tx,
    fields.ingredients.flatMap((item) => (item.product_id === null ? [] : [item.product_id])),
  );
}

const recipeColumns = (fields: RecipeFields, before: Date | null, now: Date) => ({
  categoryId: fields.category_id,
  slug: fields.slug,
  titleEn: fields.title_en,
  titleAr: fields.title_ar,
  summaryEn: fields.summary_en,
  summaryAr: fields.summary_ar,
  ingredientsEn: fields.ingredients.map((item) => item.text_en),
  ingredientsAr: fields.ingredients.map((item) => item.text_ar),
  ingredientProductIds: fields.ingredients.map((item) => item.product_id),
  stepsEn: fields.steps_en,
  stepsAr: fields.steps_ar,
  difficulty: fields.difficulty,
  prepMinutes: fields.prep_minutes,
  servings: fields.servings,
  publishedAt: publishedAt(fields.published, before, now),
});

const recipeSlugTaken = () => new AppError(409, 'SLUG_TAKEN', 'recipeSlugTaken');

export async function createRecipe(tx: Executor, actor: Actor, fields: RecipeFields, now: Date) {
  await checkRecipe(tx, fields);
  const row = await uniqueWrite(tx, recipeSlugTaken, async (inner) => {
    const [inserted] = await inner
      .insert(recipes)
      .values(recipeColumns(fields, null, now))
      .returning();
    return inserted!;
  });
  await recordAudit(
    tx,
    actor,
    {
      action: 'recipe.create',
      entity: 'recipe',
      entityKey: String(row.id),
      before: null,
      after: recipeFields(row),
    },
    now,
  );
  return row;
}

export async function updateRecipe(tx: Executor, actor: Actor, id: number, fields: RecipeFields, now: Date) {
  const [before] = await tx.select().from(recipes).where(eq(recipes.id, id)).for('update');
  if (!before) throw notFound();
  await checkRecipe(tx, fields);
  const row = await uniqueWrite(tx, recipeSlugTaken, async (inner) => {
    const [updated] = await inner
      .update(recipes)
      .set(recipeColumns(fields, before.publishedAt, now))
      .where(eq(recipes.id, id))
      .returning();
    return updated!;
  });
  await auditChange(tx, actor, 'recipe.update', 'recipe', id, recipeFields(before), recipeFields(row), now);
  return row;
}

export async function deleteRecipe(tx: Executor, actor: Actor, id: number, now: Date) {
  const [row] = await tx.delete(recipes).where(eq(recipes.id, id)).returning();
  if (!row) return undefined;
  await recordAudit(
    tx,
    actor,
    {
      action: 'recipe.delete',
      entity: 'recipe',
      entityKey: String(id),
      before: recipeFields(row),
      after: null,
    },
    now,
  );
  return row;
}

export async function setRecipeImage(tx: Executor, actor: Actor, id: number, image: string, now: Date) {
  const [before] = await tx.select().from(recipes).where(eq(recipes.id, id)).for('update');
  if (!before) return 'missing' as const;
  await tx.update(recipes).set({ image }).where(eq(recipes.id, id));
  await auditChange(tx, actor, 'recipe.image', 'recipe', id, { image: before.image }, { image }, now);
  return { replaced: before.image };
}

// --- Static pages -------------------------------------------------------------------------------------------

export const toAdminPage = (row: PageRow): AdminPage => ({
  slug: row.slug as PageSlug,
  title_en: row.titleEn,
  title_ar: row.titleAr,
  body_en: row.bodyEn,
  body_ar: row.bodyAr,
  updated_at: row.updatedAt.toISOString(),
});

export const listAdminPages = (db: Executor) => db.select().from(pages).orderBy(asc(pages.slug));

/** Rewrites a page's title and body (both languages); undefined when the page does not exist. */
export async function updatePage(
  tx: Executor,
  actor: Actor,
  slug: PageSlug,
  fields: { title_en: string; title_ar: string; body_en: string; body_ar: string },
  now: Date,
) {
  const [before] = await tx.select().from(pages).where(eq(pages.slug, slug)).for('update');
  if (!before) return undefined;
  const [row] = await tx
    .update(pages)
    .set({
      titleEn: fields.title_en,
      titleAr: fields.title_ar,
      bodyEn: fields.body_en,
      bodyAr: fields.body_ar,
      updatedAt: now,
    })
    .where(eq(pages.slug, slug))
    .returning();
  const { updated_at: _was, ...was } = toAdminPage(before);
  const { updated_at: _is, ...is } = toAdminPage(row!);
  await auditChange(tx, actor, 'page.update', 'page', slug, was, is, now);
  return row!;
}

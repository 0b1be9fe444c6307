import type { ContentStatus } from '@coffee/contracts/backoffice-content';
import { and, count, desc, ilike, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client.js';
import { products } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import { escapeLike } from '../../../lib/normalize.js';
import type { Actor } from '../../../plugins/backoffice-auth.js';
import { changedFields, recordAudit } from '../../audit/repository.js';

// What the back office's posts, recipes and pages share: their lists, publication, product checks, audits.

export const notFound = () => new AppError(404, 'NOT_FOUND', 'notFound');

/** Published now: kept from before (a scheduled date stays), or from `now`; a draft has none. */
export const publishedAt = (published: boolean, before: Date | null, now: Date) =>
  published ? (before ?? now) : null;

export const publication = (at: Date | null) => ({
  published: at !== null,
  published_at: at?.toISOString() ?? null,
});

/** The back office's lists: newest first, drafts (never published) before the rest, found by title or slug. */
export async function listContent<T extends PgTable>(
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
export async function checkProducts(tx: Executor, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const found = await tx.select({ id: products.id }).from(products).where(inArray(products.id, unique));
  if (found.length !== unique.length) throw new AppError(422, 'INVALID_CONTENT', 'contentProductUnknown');
}

/** Audits the fields that differ between before and after; nothing when none do. */
export async function auditChange<T extends Record<string, unknown>>(
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

/** Audits a post or recipe made (`before` null) or deleted (`after` null), with all its fields. */
export async function auditWhole(
  tx: Executor,
  actor: Actor,
  action: 'post.create' | 'post.delete' | 'recipe.create' | 'recipe.delete',
  entity: 'blog_post' | 'recipe',
  key: number,
  change: { before: Record<string, unknown> | null; after: Record<string, unknown> | null },
  now: Date,
) {
  await recordAudit(tx, actor, { action, entity, entityKey: String(key), ...change }, now);
}

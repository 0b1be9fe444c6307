import type { AdminPage } from '@coffee/contracts/backoffice-content';
import type { PageSlug } from '@coffee/contracts/blog';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { pages } from '../../../db/schema/index.js';
import type { Actor } from '../../../plugins/backoffice-auth.js';
import { auditChange } from './content-repository.js';

type PageRow = typeof pages.$inferSelect;

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

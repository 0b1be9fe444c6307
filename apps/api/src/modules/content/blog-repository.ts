import { and, count, desc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { blogPosts, products } from '../../db/schema/index.js';
import { selectProductCards } from '../catalog/card-query.js';

type Kind = (typeof blogPosts.$inferSelect)['kind'];

/** Published: a publication date that has come (a future one is scheduled, not yet shown). */
const published = (now: Date) => and(isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, now));

/** One page of published posts, newest first, with the reviewed product's names. */
export async function listPosts(
  db: Executor,
  filter: { kind?: Kind; page: number; perPage: number; now: Date },
) {
  const where = and(published(filter.now), filter.kind ? eq(blogPosts.kind, filter.kind) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({ post: blogPosts, productNameEn: products.nameEn, productNameAr: products.nameAr })
      .from(blogPosts)
      .leftJoin(products, eq(products.id, blogPosts.productId))
      .where(where)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ value: count() }).from(blogPosts).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findPost(db: Executor, id: number, now: Date) {
  const [row] = await db
    .select({ post: blogPosts, productNameEn: products.nameEn, productNameAr: products.nameAr })
    .from(blogPosts)
    .leftJoin(products, eq(products.id, blogPosts.productId))
    .where(and(eq(blogPosts.id, id), published(now)))
    .limit(1);
  return row;
}

/** Product cards for the given ids, active ones only, in the order the ids were given. */
export async function productCardsByIds(db: Executor, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await selectProductCards(db).where(
    and(inArray(products.id, unique), eq(products.isActive, true)),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique.flatMap((id) => byId.get(id) ?? []);
}

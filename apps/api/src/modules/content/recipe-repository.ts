import { and, asc, count, desc, eq, isNotNull, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { pages, recipeCategories, recipes } from '../../db/schema/index.js';

export function listRecipeCategories(db: Executor) {
  return db.select().from(recipeCategories).orderBy(asc(recipeCategories.id));
}

const published = (now: Date) => and(isNotNull(recipes.publishedAt), lte(recipes.publishedAt, now));

/** One page of published recipes, newest first; `categoryId` null = every category. */
export async function listRecipes(
  db: Executor,
  filter: { categoryId: number | null; page: number; perPage: number; now: Date },
) {
  const where = and(
    published(filter.now),
    filter.categoryId ? eq(recipes.categoryId, filter.categoryId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ recipe: recipes, category: recipeCategories })
      .from(recipes)
      .innerJoin(recipeCategories, eq(recipeCategories.id, recipes.categoryId))
      .where(where)
      .orderBy(desc(recipes.publishedAt), desc(recipes.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ value: count() }).from(recipes).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findRecipe(db: Executor, id: number, now: Date) {
  const [row] = await db
    .select({ recipe: recipes, category: recipeCategories })
    .from(recipes)
    .innerJoin(recipeCategories, eq(recipeCategories.id, recipes.categoryId))
    .where(and(eq(recipes.id, id), published(now)))
    .limit(1);
  return row;
}

export async function findPage(db: Executor, slug: string) {
  const [row] = await db.select().from(pages).where(eq(pages.slug, slug)).limit(1);
  return row;
}

import type { AdminRecipe, ContentStatus, RecipeFields } from '@coffee/contracts/backoffice-content';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { recipeCategories, recipes } from '../../../db/schema/index.js';
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

type RecipeRow = typeof recipes.$inferSelect;

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
  await auditWhole(
    tx,
    actor,
    'recipe.create',
    'recipe',
    row.id,
    { before: null, after: recipeFields(row) },
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
  await auditWhole(tx, actor, 'recipe.delete', 'recipe', id, { before: recipeFields(row), after: null }, now);
  return row;
}

export async function setRecipeImage(tx: Executor, actor: Actor, id: number, image: string, now: Date) {
  const [before] = await tx.select().from(recipes).where(eq(recipes.id, id)).for('update');
  if (!before) return 'missing' as const;
  await tx.update(recipes).set({ image }).where(eq(recipes.id, id));
  await auditChange(tx, actor, 'recipe.image', 'recipe', id, { image: before.image }, { image }, now);
  return { replaced: before.image };
}

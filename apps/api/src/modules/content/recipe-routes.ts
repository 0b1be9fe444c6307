import {
  BlogPostParams,
  RecipeCategoriesResponse,
  type RecipeCategory,
  RecipeListQuery,
  RecipeListResponse,
  RecipeResponse,
  type RecipeSummary,
} from '@coffee/contracts/blog';
import { LangQuery } from '@coffee/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { recipeCategories, recipes } from '../../db/schema/index.js';
import { type Lang, localized, toLang } from '../../i18n/lang.js';
import { AppError } from '../../lib/errors.js';
import type { MediaUrl } from '../../lib/media.js';
import { toProductCard } from '../catalog/presenters.js';
import { productCardsByIds } from './blog-repository.js';
import { findRecipe, listRecipeCategories, listRecipes } from './recipe-repository.js';

type CategoryRow = typeof recipeCategories.$inferSelect;

const toCategory = (row: CategoryRow, lang: Lang): RecipeCategory => ({
  id: row.id,
  slug: row.slug,
  name: localized(lang, row.nameEn, row.nameAr),
});

function toRecipeSummary(
  { recipe, category }: { recipe: typeof recipes.$inferSelect; category: CategoryRow },
  lang: Lang,
  media: MediaUrl,
): RecipeSummary {
  return {
    id: recipe.id,
    slug: recipe.slug,
    title: localized(lang, recipe.titleEn, recipe.titleAr),
    summary: localized(lang, recipe.summaryEn, recipe.summaryAr),
    image: media(recipe.image),
    category: toCategory(category, lang),
    prep_minutes: recipe.prepMinutes,
    servings: recipe.servings,
    difficulty: recipe.difficulty,
  };
}

/** Recipes and their categories; an ingredient sold here comes with its product card. */
export const recipeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mediaUrl, clock } = app;

  app.get(
    '/recipe-categories',
    { schema: { tags: ['content'], querystring: LangQuery, response: { 200: RecipeCategoriesResponse } } },
    async (request) => {
      const lang = toLang(request.query.lang);
      const rows = await listRecipeCategories(db);
      return { data: rows.map((row) => toCategory(row, lang)) };
    },
  );

  app.get(
    '/recipes',
    { schema: { tags: ['content'], querystring: RecipeListQuery, response: { 200: RecipeListResponse } } },
    async (request) => {
      const { category, page, per_page } = request.query;
      const lang = toLang(request.query.lang);
      let categoryId: number | null = null;
      if (category) {
        const known = (await listRecipeCategories(db)).find((row) => row.slug === category);
        if (!known) throw new AppError(400, 'INVALID_REQUEST', 'invalidRequest', ['unknownRecipeCategory']);
        categoryId = known.id;
      }
      const { rows, total } = await listRecipes(db, { categoryId, page, perPage: per_page, now: clock() });
      return {
        data: rows.map((row) => toRecipeSummary(row, lang, mediaUrl)),
        meta: { page, per_page, total, last_page: Math.max(1, Math.ceil(total / per_page)) },
      };
    },
  );

  app.get(
    '/recipes/:id',
    {
      schema: {
        tags: ['content'],
        params: BlogPostParams,
        querystring: LangQuery,
        response: { 200: RecipeResponse },
      },
    },
    async (request) => {
      const lang = toLang(request.query.lang);
      const row = await findRecipe(db, request.params.id, clock());
      if (!row) throw new AppError(404, 'NOT_FOUND', 'notFound');
      const { recipe } = row;
      const texts = localized(lang, recipe.ingredientsEn, recipe.ingredientsAr);
      const linked = recipe.ingredientProductIds.filter((id): id is number => id !== null);
      const cards = new Map((await productCardsByIds(db, linked)).map((card) => [card.id, card]));
      return {
        data: {
          ...toRecipeSummary(row, lang, mediaUrl),
          ingredients: texts.map((text, index) => {
            const card = cards.get(recipe.ingredientProductIds[index] ?? -1);
            return { text, product: card ? toProductCard(card, lang, mediaUrl) : null };
          }),
          steps: localized(lang, recipe.stepsEn, recipe.stepsAr),
          published_at: (recipe.publishedAt ?? new Date(0)).toISOString(),
        },
      };
    },
  );
};

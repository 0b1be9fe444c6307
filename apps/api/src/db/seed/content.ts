import { arabicDigitsIn } from '../../lib/arabic-digits.js';
import type { Executor } from '../client.js';
import { blogPosts, pages, recipeCategories, recipes } from '../schema/index.js';
import { mediaPaths } from './catalog-source.js';
import { articles as articleSource } from './data/blog-articles.js';
import { reviews as reviewSource } from './data/blog-reviews.js';
import { videos as videoSource } from './data/blog-videos.js';
import { pages as pageSource } from './data/pages.js';
import { recipeCategories as categorySource, recipes as recipeSource } from './data/recipes.js';

// The store's own words, in the Arabic pages' digits (lib/arabic-digits.ts).
const articles = arabicDigitsIn(articleSource);
const reviews = arabicDigitsIn(reviewSource);
const videos = arabicDigitsIn(videoSource);
const pageData = arabicDigitsIn(pageSource);
const categoryData = arabicDigitsIn(categorySource);
const recipeData = arabicDigitsIn(recipeSource);

const DAY_MS = 86_400_000;

/** Every demo post: articles, reviews and videos. */
export const demoPosts = [...articles, ...reviews, ...videos];
export const demoRecipes = recipeData;

function productId(ids: Map<string, number>, slug: string): number {
  const id = ids.get(slug);
  if (id === undefined) throw new Error(`Demo content refers to unknown product "${slug}"`);
  return id;
}

/** The demo blog, recipes and static pages; products are named by slug and must exist. */
export async function insertDemoContent(tx: Executor, productIds: Map<string, number>, now: Date) {
  // Published at 9:00 Cairo time (07:00 UTC) on their day: posts do not appear at odd hours.
  const publishedAt = (daysAgo: number) => {
    const day = new Date(now.getTime() - daysAgo * DAY_MS);
    day.setUTCHours(7, 0, 0, 0);
    return day;
  };

  await tx.insert(blogPosts).values(
    demoPosts.map((post) => ({
      kind: post.kind,
      slug: post.slug,
      titleEn: post.title_en,
      titleAr: post.title_ar,
      excerptEn: post.excerpt_en,
      excerptAr: post.excerpt_ar,
      bodyEn: post.body_en,
      bodyAr: post.body_ar,
      coverImage: mediaPaths.blogCover(post.slug),
      authorEn: post.author.en,
      authorAr: post.author.ar,
      videoUrl: post.video_url ?? null,
      productId: post.review ? productId(productIds, post.review.product) : null,
      rating: post.review?.rating ?? null,
      productIds: (post.products ?? []).map((slug) => productId(productIds, slug)),
      publishedAt: publishedAt(post.days_ago),
    })),
  );

  const categories = await tx
    .insert(recipeCategories)
    .values(categoryData.map((c) => ({ slug: c.slug, nameEn: c.name_en, nameAr: c.name_ar })))
    .returning({ id: recipeCategories.id, slug: recipeCategories.slug });
  const categoryIds = new Map(categories.map((row) => [row.slug, row.id]));
  await tx.insert(recipes).values(
    recipeData.map((recipe) => {
      const categoryId = categoryIds.get(recipe.category);
      if (categoryId === undefined) throw new Error(`Unknown recipe category "${recipe.category}"`);
      return {
        categoryId,
        slug: recipe.slug,
        titleEn: recipe.title_en,
        titleAr: recipe.title_ar,
        summaryEn: recipe.summary_en,
        summaryAr: recipe.summary_ar,
        ingredientsEn: recipe.ingredients.map((item) => item.en),
        ingredientsAr: recipe.ingredients.map((item) => item.ar),
        ingredientProductIds: recipe.ingredients.map((item) =>
          item.product ? productId(productIds, item.product) : null,
        ),
        stepsEn: recipe.steps_en,
        stepsAr: recipe.steps_ar,
        image: mediaPaths.recipe(recipe.slug),
        prepMinutes: recipe.prep_minutes,
        servings: recipe.servings,
        difficulty: recipe.difficulty,
        publishedAt: publishedAt(recipe.days_ago),
      };
    }),
  );

  await tx.insert(pages).values(
    pageData.map((page) => ({
      slug: page.slug,
      titleEn: page.title_en,
      titleAr: page.title_ar,
      bodyEn: page.body_en,
      bodyAr: page.body_ar,
      updatedAt: now,
    })),
  );
}

import 'server-only';
import {
  BlogListResponse,
  type BlogPost,
  BlogPostResponse,
  type BlogPostType,
  type PageSlug,
  type Recipe,
  RecipeCategoriesResponse,
  type RecipeCategory,
  RecipeListResponse,
  RecipeResponse,
  type StaticPage,
  StaticPageResponse,
} from '@coffee/contracts/blog';
import type { Locale } from '@coffee/contracts/common';
import { ApiRequestError } from './api-request-error';
import { apiGet } from './client';
import { CONTENT_TAG } from './content';

const BLOG_TAG = `${CONTENT_TAG}:blog`;
const RECIPES_TAG = `${CONTENT_TAG}:recipes`;
const PAGES_TAG = `${CONTENT_TAG}:pages`;

/** A page of published posts, newest first; `type` narrows it to articles, reviews or videos. */
export function listBlogPosts(
  filter: { type?: BlogPostType; page?: number; perPage?: number },
  locale: Locale,
): Promise<BlogListResponse> {
  return apiGet(
    '/blog',
    { type: filter.type, page: filter.page, per_page: filter.perPage },
    BlogListResponse,
    { locale, tags: [CONTENT_TAG, BLOG_TAG] },
  );
}

/** null when the API does not know the id (or it is not published yet): the page answers 404. */
async function orNull<T>(load: Promise<{ data: T }>): Promise<T | null> {
  try {
    return (await load).data;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export function getBlogPost(id: number, locale: Locale): Promise<BlogPost | null> {
  return orNull(apiGet(`/blog/${id}`, {}, BlogPostResponse, { locale, tags: [CONTENT_TAG, BLOG_TAG] }));
}

export async function getRecipeCategories(locale: Locale): Promise<RecipeCategory[]> {
  const { data } = await apiGet('/recipe-categories', {}, RecipeCategoriesResponse, {
    locale,
    tags: [CONTENT_TAG, RECIPES_TAG],
  });
  return data;
}

export function listRecipes(
  filter: { category?: string; page?: number; perPage?: number },
  locale: Locale,
): Promise<RecipeListResponse> {
  return apiGet(
    '/recipes',
    { category: filter.category, page: filter.page, per_page: filter.perPage },
    RecipeListResponse,
    { locale, tags: [CONTENT_TAG, RECIPES_TAG] },
  );
}

export function getRecipe(id: number, locale: Locale): Promise<Recipe | null> {
  return orNull(apiGet(`/recipes/${id}`, {}, RecipeResponse, { locale, tags: [CONTENT_TAG, RECIPES_TAG] }));
}

export function getStaticPage(slug: PageSlug, locale: Locale): Promise<StaticPage | null> {
  return orNull(apiGet(`/pages/${slug}`, {}, StaticPageResponse, { locale, tags: [CONTENT_TAG, PAGES_TAG] }));
}

/** The API's largest blog and recipe page: the fewest requests to list them all. */
const INDEX_PAGE_SIZE = 48;

async function collectPages<T>(
  fetchPage: (page: number) => Promise<{ data: T[]; meta: { last_page: number } }>,
) {
  const first = await fetchPage(1);
  const rest = await Promise.all(
    Array.from({ length: Math.min(first.meta.last_page, 50) - 1 }, (_, index) => fetchPage(index + 2)),
  );
  return [first, ...rest].flatMap((page) => page.data);
}

/** Every published post (id and type) and recipe id, for the sitemap. */
export async function getContentIndex(locale: Locale) {
  const [posts, recipes] = await Promise.all([
    collectPages((page) => listBlogPosts({ page, perPage: INDEX_PAGE_SIZE }, locale)),
    collectPages((page) => listRecipes({ page, perPage: INDEX_PAGE_SIZE }, locale)),
  ]);
  return {
    posts: posts.map((post) => ({ id: post.id, type: post.type })),
    recipeIds: recipes.map((recipe) => recipe.id),
  };
}

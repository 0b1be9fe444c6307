import 'server-only';
import {
  AdminPagesResponse,
  type AdminPost,
  AdminPostResponse,
  type AdminPostsQuery,
  AdminPostsResponse,
  type AdminRecipe,
  AdminRecipeResponse,
  type AdminRecipesQuery,
  AdminRecipesResponse,
} from '@coffee/contracts/backoffice-content';
import type { Locale } from '@coffee/contracts/common';
import { isApiNotFound } from './api-request-error';
import { backofficeGet } from './backoffice';
import type { ApiQuery } from './client';

/** A page of posts, drafts first then newest, optionally found by title or slug, kind and status. */
export const listAdminPosts = (query: Omit<AdminPostsQuery, 'lang'>, locale: Locale) =>
  backofficeGet('/admin/blog', query as ApiQuery, AdminPostsResponse, { locale });

/** One post with its Markdown in both languages, draft or not; null for an unknown id. */
export async function getAdminPost(id: number, locale: Locale): Promise<AdminPost | null> {
  try {
    return (await backofficeGet(`/admin/blog/${id}`, {}, AdminPostResponse, { locale })).data;
  } catch (error) {
    if (isApiNotFound(error)) return null;
    throw error;
  }
}

/** A page of recipes, drafts first then newest, optionally found by title or slug and status. */
export const listAdminRecipes = (query: Omit<AdminRecipesQuery, 'lang'>, locale: Locale) =>
  backofficeGet('/admin/recipes', query as ApiQuery, AdminRecipesResponse, { locale });

/** One recipe with its lists in both languages, draft or not; null for an unknown id. */
export async function getAdminRecipe(id: number, locale: Locale): Promise<AdminRecipe | null> {
  try {
    return (await backofficeGet(`/admin/recipes/${id}`, {}, AdminRecipeResponse, { locale })).data;
  } catch (error) {
    if (isApiNotFound(error)) return null;
    throw error;
  }
}

/** The static pages (about, privacy, terms) with their Markdown in both languages. */
export const listAdminPages = async (locale: Locale) =>
  (await backofficeGet('/admin/pages', {}, AdminPagesResponse, { locale })).data;

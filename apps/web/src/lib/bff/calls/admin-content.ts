import {
  AdminPage,
  AdminPost,
  AdminRecipe,
  PageBody,
  PostBody,
  PreviewBody,
  PreviewResponse,
  RecipeBody,
} from '@coffee/contracts/backoffice-content';
import { PageSlug } from '@coffee/contracts/blog';
import { defineCall } from '../define-call';

// The blog, the recipes and the static pages of the back office.

export const createPost = defineCall({
  method: 'POST',
  path: 'admin/blog',
  body: PostBody,
  answer: AdminPost,
});
export const updatePost = defineCall({
  method: 'PUT',
  path: 'admin/blog/:id',
  params: { id: 'id' },
  body: PostBody,
  answer: AdminPost,
});
export const deletePost = defineCall({
  method: 'DELETE',
  path: 'admin/blog/:id',
  params: { id: 'id' },
  answer: AdminPost,
});
export const setPostCover = defineCall({
  method: 'POST',
  path: 'admin/blog/:id/cover',
  params: { id: 'id' },
  body: 'multipart',
  answer: AdminPost,
});

export const createRecipe = defineCall({
  method: 'POST',
  path: 'admin/recipes',
  body: RecipeBody,
  answer: AdminRecipe,
});
export const updateRecipe = defineCall({
  method: 'PUT',
  path: 'admin/recipes/:id',
  params: { id: 'id' },
  body: RecipeBody,
  answer: AdminRecipe,
});
export const deleteRecipe = defineCall({
  method: 'DELETE',
  path: 'admin/recipes/:id',
  params: { id: 'id' },
  answer: AdminRecipe,
});
export const setRecipeImage = defineCall({
  method: 'POST',
  path: 'admin/recipes/:id/image',
  params: { id: 'id' },
  body: 'multipart',
  answer: AdminRecipe,
});

export const updatePage = defineCall({
  method: 'PUT',
  path: 'admin/pages/:slug',
  params: { slug: PageSlug.options },
  body: PageBody,
  answer: AdminPage,
});
export const previewMarkdown = defineCall({
  method: 'POST',
  path: 'admin/content/preview',
  body: PreviewBody,
  answer: PreviewResponse.shape.data,
});

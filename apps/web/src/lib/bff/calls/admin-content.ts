import { defineCall } from '../define-call';

// Blog posts, recipes and the static pages in the back office.

export const createPost = defineCall({
  method: 'POST',
  path: 'admin/blog',
  body: () => import('@coffee/contracts/backoffice-content').then((m) => m.PostBody),
  answer: () => import('@coffee/contracts/backoffice-content').then((m) => m.AdminPostResponse),
});

export const updatePost = defineCall({
  method: 'PUT',
  path: 'admin/blog/:id',
  params: { id: 'id' },
  body: () => import('@coffee/contracts/backoffice-content').then((m) => m.PostBody),
  answer: () => import('@coffee/contracts/backoffice-content').then((m) => m.AdminPostResponse),
});

export const deletePost = defineCall({
  method: 'DELETE',
  path: 'admin/blog/:id',
  params: { id: 'id' },
  answer: () => import('@coffee/contracts/backoffice-content').then((m) => m.AdminPostResponse),
});

/** A multipart form with one `image`. */
export const uploadPostCover = defineCall({
  method: 'POST',
  path: 'admin/blog/:id/cover',
  params: { id: 'id' },
  upload: 'multipart',
  answer: () => import('@coffee/contracts/backoffice-content').then((m) => m.AdminPostResponse),
});

export const createRecipe = defineCall({
  method: 'POST',
  path: 'admin/recipes',
  body: () => import('@coffee/contracts/backoffice-content').then((m) => m.RecipeBody),
  answer: () => import('@coffee/contracts/backoffice-content').then((m) => m.AdminRecipeResponse),
});

export const updateRecipe = defineCall({
  method: 'PUT',
  path: 'admin/recipes/:id',
  params: { id: 'id' },
  body: () => import('@coffee/contracts/backoffice-content').then((m) => m.RecipeBody),
  answer: () => import('@coffee/contracts/backoffice-content').then((m) => m.AdminRecipeResponse),
});

export const deleteRecipe = defineCall({
  method: 'DELETE',
  path: 'admin/recipes/:id',
  params: { id: 'id' },
  answer: () => import('@coffee/contracts/backoffice-content').then((m) => m.AdminRecipeResponse),
});

/** A multipart form with one `image`. */
export const uploadRecipeImage = defineCall({
  method: 'POST',
  path: 'admin/recipes/:id/image',
  params: { id: 'id' },
  upload: 'multipart',
  answer: () => import('@coffee/contracts/backoffice-content').then((m) => m.AdminRecipeResponse),
});

export const savePage = defineCall({
  method: 'PUT',
  path: 'admin/pages/:slug',
  params: { slug: ['about-us', 'privacy-policy', 'terms-and-conditions'] },
  body: () => import('@coffee/contracts/backoffice-content').then((m) => m.PageBody),
  answer: () => import('@coffee/contracts/backoffice-content').then((m) => m.AdminPageResponse),
});

/** Markdown as the storefront will show it. */
export const previewMarkdown = defineCall({
  method: 'POST',
  path: 'admin/content/preview',
  body: () => import('@coffee/contracts/backoffice-content').then((m) => m.PreviewBody),
  answer: () => import('@coffee/contracts/backoffice-content').then((m) => m.PreviewResponse),
});

import { defineCall } from '../define-call';

// Blog posts, recipes and the static pages in the back office.

export const createPost = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: 'admin/blog',
  body: 'backoffice-content.PostBody',
  answer: 'backoffice-content.AdminPostResponse',
});

export const updatePost = /* @__PURE__ */ defineCall({
  method: 'PUT',
  path: 'admin/blog/:id',
  params: { id: 'id' },
  body: 'backoffice-content.PostBody',
  answer: 'backoffice-content.AdminPostResponse',
});

export const deletePost = /* @__PURE__ */ defineCall({
  method: 'DELETE',
  path: 'admin/blog/:id',
  params: { id: 'id' },
  answer: 'backoffice-content.AdminPostResponse',
});

/** A multipart form with one `image`. */
export const uploadPostCover = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: 'admin/blog/:id/cover',
  params: { id: 'id' },
  upload: 'multipart',
  answer: 'backoffice-content.AdminPostResponse',
});

export const createRecipe = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: 'admin/recipes',
  body: 'backoffice-content.RecipeBody',
  answer: 'backoffice-content.AdminRecipeResponse',
});

export const updateRecipe = /* @__PURE__ */ defineCall({
  method: 'PUT',
  path: 'admin/recipes/:id',
  params: { id: 'id' },
  body: 'backoffice-content.RecipeBody',
  answer: 'backoffice-content.AdminRecipeResponse',
});

export const deleteRecipe = /* @__PURE__ */ defineCall({
  method: 'DELETE',
  path: 'admin/recipes/:id',
  params: { id: 'id' },
  answer: 'backoffice-content.AdminRecipeResponse',
});

/** A multipart form with one `image`. */
export const uploadRecipeImage = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: 'admin/recipes/:id/image',
  params: { id: 'id' },
  upload: 'multipart',
  answer: 'backoffice-content.AdminRecipeResponse',
});

export const savePage = /* @__PURE__ */ defineCall({
  method: 'PUT',
  path: 'admin/pages/:slug',
  params: { slug: ['about-us', 'privacy-policy', 'terms-and-conditions'] },
  body: 'backoffice-content.PageBody',
  answer: 'backoffice-content.AdminPageResponse',
});

/** Markdown as the storefront will show it. */
export const previewMarkdown = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: 'admin/content/preview',
  body: 'backoffice-content.PreviewBody',
  answer: 'backoffice-content.PreviewResponse',
});

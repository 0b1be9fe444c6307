import { z } from 'zod';
import { MultilineText, SingleLineText } from './auth';
import { BlogPostType, PageSlug, RecipeDifficulty } from './blog';
import { BodyId, dataEnvelope, LangQuery, PageQuery, pageEnvelope } from './common';

// --- Back-office editing of the blog, recipes and the static pages (decision 0021). ----------------------

/** A post's or recipe's address word: lowercase latin letters and digits, single hyphens between them. */
export const ContentSlug = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .describe('Lowercase latin letters, digits and single hyphens, unique among posts (or recipes)');
const Title = SingleLineText.trim().min(1).max(200);
const Line = SingleLineText.trim().max(500);
/** A Markdown body; rendered and sanitized by the API for shoppers (`lib/markdown.ts`). */
export const MarkdownBody = MultilineText.max(50_000);
const Url = z.url({ protocol: /^https?$/ }).max(500);
/**
 * A video: on a host (an http(s) address the store's VIDEO_HOSTS lets the page play) or one the store serves
 * itself (the demo's, under /media/videos/).
 */
const VideoUrl = z.union([Url, z.string().regex(/^\/media\/videos\/[a-z0-9-]+\.(?:webm|mp4)$/)]);

export const ContentStatus = z.enum(['draft', 'published']);
export type ContentStatus = z.infer<typeof ContentStatus>;

/** `GET /admin/blog`, `GET /admin/recipes`: newest first; `q` finds part of a title (either language) or slug. */
export const AdminContentQuery = LangQuery.extend({
  q: SingleLineText.trim().max(100).optional(),
  status: ContentStatus.optional(),
  page: PageQuery.shape.page,
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export const AdminPostsQuery = AdminContentQuery.extend({ kind: BlogPostType.optional() });
export type AdminPostsQuery = z.input<typeof AdminPostsQuery>;
export type AdminRecipesQuery = z.input<typeof AdminContentQuery>;

/**
 * `POST /admin/blog`, `PUT /admin/blog/{id}`: a post in both languages. A review names the product reviewed
 * and its stars (1–5), a video its URL; `published` shows it on the storefront from now (a draft is shown
 * nowhere), `false` takes it back. The cover image is uploaded on its own call.
 */
export const PostBody = z.strictObject({
  kind: BlogPostType,
  slug: ContentSlug,
  title_en: Title,
  title_ar: Title,
  excerpt_en: Line.default(''),
  excerpt_ar: Line.default(''),
  body_en: MarkdownBody.default(''),
  body_ar: MarkdownBody.default(''),
  author_en: SingleLineText.trim().max(100).default(''),
  author_ar: SingleLineText.trim().max(100).default(''),
  video_url: VideoUrl.nullable().default(null),
  product_id: BodyId.nullable().default(null),
  rating: z.number().int().min(1).max(5).nullable().default(null),
  product_ids: z.array(BodyId).max(20).default([]).describe('Products shown under the post, in order'),
  published: z.boolean().default(false),
});
export type PostBody = z.input<typeof PostBody>;
export type PostFields = z.output<typeof PostBody>;

const Published = {
  published: z.boolean(),
  published_at: z.string().nullable().describe('Null for a draft; a future instant is scheduled'),
};

export const AdminPostListItem = z.object({
  id: z.number().int(),
  kind: BlogPostType,
  slug: z.string(),
  title_en: z.string(),
  title_ar: z.string(),
  ...Published,
});
export type AdminPostListItem = z.infer<typeof AdminPostListItem>;
export const AdminPostsResponse = pageEnvelope(AdminPostListItem);

export const AdminPost = AdminPostListItem.extend({
  excerpt_en: z.string(),
  excerpt_ar: z.string(),
  body_en: z.string().describe('Markdown, as written'),
  body_ar: z.string(),
  author_en: z.string(),
  author_ar: z.string(),
  cover_image: z.string().describe('Full URL, empty when none'),
  video_url: z.string().nullable(),
  product_id: z.number().int().nullable(),
  rating: z.number().int().nullable(),
  product_ids: z.array(z.number().int()),
});
export type AdminPost = z.infer<typeof AdminPost>;
export const AdminPostResponse = dataEnvelope(AdminPost);

const Items = z.array(SingleLineText.trim().min(1).max(500)).max(50);

/**
 * `POST /admin/recipes`, `PUT /admin/recipes/{id}`: ingredients are one list (each in both languages, with
 * the product sold here that it is, if any); steps are a list per language.
 */
export const RecipeBody = z.strictObject({
  category_id: BodyId,
  slug: ContentSlug,
  title_en: Title,
  title_ar: Title,
  summary_en: Line.default(''),
  summary_ar: Line.default(''),
  ingredients: z
    .array(
      z.strictObject({
        text_en: SingleLineText.trim().min(1).max(500),
        text_ar: SingleLineText.trim().min(1).max(500),
        product_id: BodyId.nullable().default(null),
      }),
    )
    .max(50)
    .default([]),
  steps_en: Items.default([]),
  steps_ar: Items.default([]),
  difficulty: RecipeDifficulty.default('easy'),
  prep_minutes: z.number().int().min(1).max(1440),
  servings: z.number().int().min(1).max(100),
  published: z.boolean().default(false),
});
export type RecipeBody = z.input<typeof RecipeBody>;
export type RecipeFields = z.output<typeof RecipeBody>;

export const AdminRecipeListItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  title_en: z.string(),
  title_ar: z.string(),
  category_id: z.number().int(),
  ...Published,
});
export type AdminRecipeListItem = z.infer<typeof AdminRecipeListItem>;
export const AdminRecipesResponse = pageEnvelope(AdminRecipeListItem);

export const AdminRecipe = AdminRecipeListItem.extend({
  summary_en: z.string(),
  summary_ar: z.string(),
  ingredients: z.array(
    z.object({ text_en: z.string(), text_ar: z.string(), product_id: z.number().int().nullable() }),
  ),
  steps_en: z.array(z.string()),
  steps_ar: z.array(z.string()),
  difficulty: RecipeDifficulty,
  prep_minutes: z.number().int(),
  servings: z.number().int(),
  image: z.string().describe('Full URL, empty when none'),
});
export type AdminRecipe = z.infer<typeof AdminRecipe>;
export const AdminRecipeResponse = dataEnvelope(AdminRecipe);

/** `PUT /admin/pages/{slug}`: the page's title and Markdown body in both languages (pages are never deleted). */
export const PageBody = z.strictObject({
  title_en: Title,
  title_ar: Title,
  body_en: MarkdownBody,
  body_ar: MarkdownBody,
});
export type PageBody = z.input<typeof PageBody>;

export const AdminPage = z.object({
  slug: PageSlug,
  title_en: z.string(),
  title_ar: z.string(),
  body_en: z.string(),
  body_ar: z.string(),
  updated_at: z.string(),
});
export type AdminPage = z.infer<typeof AdminPage>;
export const AdminPageResponse = dataEnvelope(AdminPage);
export const AdminPagesResponse = dataEnvelope(z.array(AdminPage));

/** `POST /admin/content/preview`: Markdown rendered exactly as the storefront will show it. */
export const PreviewBody = z.strictObject({ markdown: MarkdownBody });
export const PreviewResponse = dataEnvelope(z.object({ html: z.string() }));

import { z } from 'zod';
import { ProductCard } from './catalog';
import { dataEnvelope, Id, LangQuery, PageQuery, pageEnvelope } from './common';

/** Articles, product reviews and videos share one list; `type` filters it. */
export const BlogPostType = z.enum(['article', 'review', 'video']);
export type BlogPostType = z.infer<typeof BlogPostType>;

/** Bodies are Markdown: `html` (rendered and sanitized on the server, the default) or the `markdown` source. */
export const BodyFormat = z.enum(['html', 'markdown']);
export type BodyFormat = z.infer<typeof BodyFormat>;
export const BodyFormatQuery = LangQuery.extend({ format: BodyFormat.default('html') });

export const BlogListQuery = LangQuery.extend(PageQuery.shape).extend({
  type: BlogPostType.optional(),
  per_page: z.coerce.number().int().min(1).max(48).default(12),
});
export type BlogListQuery = z.input<typeof BlogListQuery>;

export const BlogPostSummary = z.object({
  id: z.number().int(),
  type: BlogPostType,
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  cover_image: z.string(),
  author: z.string(),
  published_at: z.iso.datetime({ offset: true }),
  reading_minutes: z.number().int().describe('Minutes to read the body at ~200 words a minute'),
  /** Videos: where the video plays (an external page or file). */
  video_url: z.string().nullable(),
  /** Reviews: the stars given, 1 to 5, to the product reviewed (`product`). */
  rating: z.number().int().min(1).max(5).nullable(),
  product: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type BlogPostSummary = z.infer<typeof BlogPostSummary>;
export const BlogListResponse = pageEnvelope(BlogPostSummary);
export type BlogListResponse = z.infer<typeof BlogListResponse>;

export const BlogPost = BlogPostSummary.extend({
  body: z.string(),
  format: BodyFormat,
  /** The products the post names (the reviewed product first), as cards. */
  related_products: z.array(ProductCard),
});
export type BlogPost = z.infer<typeof BlogPost>;
export const BlogPostResponse = dataEnvelope(BlogPost);
export const BlogPostParams = z.object({ id: Id });

export const RecipeDifficulty = z.enum(['easy', 'medium', 'hard']);
export type RecipeDifficulty = z.infer<typeof RecipeDifficulty>;

export const RecipeCategory = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
export type RecipeCategory = z.infer<typeof RecipeCategory>;
export const RecipeCategoriesResponse = dataEnvelope(z.array(RecipeCategory));

export const RecipeListQuery = LangQuery.extend(PageQuery.shape).extend({
  category: z.string().trim().min(1).max(60).optional().describe('A recipe category slug'),
  per_page: z.coerce.number().int().min(1).max(48).default(12),
});
export type RecipeListQuery = z.input<typeof RecipeListQuery>;

export const RecipeSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  image: z.string(),
  category: RecipeCategory,
  prep_minutes: z.number().int(),
  servings: z.number().int(),
  difficulty: RecipeDifficulty,
});
export type RecipeSummary = z.infer<typeof RecipeSummary>;
export const RecipeListResponse = pageEnvelope(RecipeSummary);
export type RecipeListResponse = z.infer<typeof RecipeListResponse>;

export const RecipeIngredient = z.object({
  text: z.string(),
  /** The product sold here that this ingredient is, when there is one. */
  product: ProductCard.nullable(),
});
export const Recipe = RecipeSummary.extend({
  ingredients: z.array(RecipeIngredient),
  steps: z.array(z.string()),
  published_at: z.iso.datetime({ offset: true }),
});
export type Recipe = z.infer<typeof Recipe>;
export const RecipeResponse = dataEnvelope(Recipe);

export const PageSlug = z.enum(['about-us', 'privacy-policy', 'terms-and-conditions']);
export type PageSlug = z.infer<typeof PageSlug>;
export const PageParams = z.object({ slug: PageSlug });
export const StaticPage = z.object({
  slug: PageSlug,
  title: z.string(),
  body: z.string(),
  format: BodyFormat,
  updated_at: z.iso.datetime({ offset: true }),
});
export type StaticPage = z.infer<typeof StaticPage>;
export const StaticPageResponse = dataEnvelope(StaticPage);

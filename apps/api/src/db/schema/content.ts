import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog.js';

export const blogPostKind = ['article', 'review', 'video'] as const;
export const recipeDifficulty = ['easy', 'medium', 'hard'] as const;

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: blogPostKind }).notNull(),
    slug: text('slug').notNull().unique(),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    excerptEn: text('excerpt_en').notNull().default(''),
    excerptAr: text('excerpt_ar').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    bodyAr: text('body_ar').notNull().default(''),
    coverImage: text('cover_image').notNull().default(''),
    authorEn: text('author_en').notNull().default(''),
    authorAr: text('author_ar').notNull().default(''),
    videoUrl: text('video_url'),
    /** Products the post names, shown under it as cards (in this order). */
    productIds: jsonb('product_ids').$type<number[]>().notNull().default([]),
    /** For reviews: the product reviewed and the stars given. */
    productId: integer('product_id').references(() => products.id),
    rating: integer('rating'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [index('blog_posts_kind_idx').on(t.kind, t.publishedAt)],
);

export const recipeCategories = pgTable('recipe_categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
});

export const recipes = pgTable(
  'recipes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => recipeCategories.id),
    slug: text('slug').notNull().unique(),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    summaryEn: text('summary_en').notNull().default(''),
    summaryAr: text('summary_ar').notNull().default(''),
    ingredientsEn: jsonb('ingredients_en').$type<string[]>().notNull().default([]),
    ingredientsAr: jsonb('ingredients_ar').$type<string[]>().notNull().default([]),
    stepsEn: jsonb('steps_en').$type<string[]>().notNull().default([]),
    stepsAr: jsonb('steps_ar').$type<string[]>().notNull().default([]),
    /** Per ingredient (same index), the product sold here that it is, or null. */
    ingredientProductIds: jsonb('ingredient_product_ids').$type<(number | null)[]>().notNull().default([]),
    difficulty: text('difficulty', { enum: recipeDifficulty }).notNull().default('easy'),
    image: text('image').notNull().default(''),
    prepMinutes: integer('prep_minutes').notNull().default(5),
    servings: integer('servings').notNull().default(1),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [index('recipes_category_idx').on(t.categoryId)],
);

/** Static pages (about, privacy, terms) editable without a deploy. */
export const pages = pgTable('pages', {
  slug: text('slug').primaryKey(),
  titleEn: text('title_en').notNull(),
  titleAr: text('title_ar').notNull(),
  bodyEn: text('body_en').notNull(),
  bodyAr: text('body_ar').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

const banner = {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  titleEn: text('title_en').notNull(),
  titleAr: text('title_ar').notNull(),
  subtitleEn: text('subtitle_en').notNull().default(''),
  subtitleAr: text('subtitle_ar').notNull().default(''),
  image: text('image').notNull(),
  link: text('link').notNull().default('/'),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
};

export const sliders = pgTable('sliders', banner);
export const advertisements = pgTable('advertisements', banner);

export const shippingSteps = pgTable('shipping_steps', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  titleEn: text('title_en').notNull(),
  titleAr: text('title_ar').notNull(),
  descriptionEn: text('description_en').notNull(),
  descriptionAr: text('description_ar').notNull(),
  icon: text('icon', { enum: ['cart', 'card', 'truck', 'home'] }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

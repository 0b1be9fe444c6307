import type { SeedImageKind } from './types.js';

// Shapes of the demo blog, recipes and static pages. Bodies are Markdown, written in each language (the
// Arabic is not a translation of the English line by line: each reads as its own writer would put it).

export type SeedAuthor = { en: string; ar: string };

export type SeedPost = {
  slug: string;
  kind: 'article' | 'review' | 'video';
  title_en: string;
  title_ar: string;
  excerpt_en: string;
  excerpt_ar: string;
  body_en: string;
  body_ar: string;
  author: SeedAuthor;
  /** Days before the seed date it was published. */
  days_ago: number;
  image: { kind: SeedImageKind; color: string };
  /** Reviews: the product reviewed (by slug) and the stars. */
  review?: { product: string; rating: 1 | 2 | 3 | 4 | 5 };
  /** Products the post names, by slug. */
  products?: string[];
  video_url?: string;
};

export type SeedRecipeCategory = { slug: string; name_en: string; name_ar: string };

export type SeedRecipe = {
  slug: string;
  category: string;
  title_en: string;
  title_ar: string;
  summary_en: string;
  summary_ar: string;
  /** Each ingredient in both languages and, when it is sold here, the product's slug. */
  ingredients: { en: string; ar: string; product?: string }[];
  steps_en: string[];
  steps_ar: string[];
  prep_minutes: number;
  servings: number;
  difficulty: 'easy' | 'medium' | 'hard';
  days_ago: number;
  image: { kind: SeedImageKind; color: string };
};

export type SeedPage = { slug: string; title_en: string; title_ar: string; body_en: string; body_ar: string };

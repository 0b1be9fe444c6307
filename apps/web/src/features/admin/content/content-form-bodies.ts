import {
  type AdminPost,
  type AdminRecipe,
  PostBody,
  type PostFields,
  RecipeBody,
} from '@coffee/contracts/backoffice-content';
import { z } from 'zod';
import { chosenId, optionalWholeNumber, textsOf, typedAs, wholeNumber } from '../forms/form-values';
import { whenRead } from '../forms/when-read';
import { parseStock } from '../kit/money-input';

const { shape: post } = PostBody;

/** "12, 15 ٧" (commas, Arabic commas or spaces between) → [12, 15, 7]; undefined when a piece is no number. */
function readIds(text: string): number[] | undefined {
  const ids = text
    .split(/[\s,،]+/)
    .filter(Boolean)
    .map(parseStock);
  return ids.every((id) => id !== null) ? (ids as number[]) : undefined;
}

/** A post's part that only one kind has (a review's product and stars, a video's address). */
type KindField = 'product_id' | 'rating' | 'video_url';
const neededBy = (
  kind: PostFields['kind'],
  field: KindField,
): [(fields: Pick<PostFields, 'kind' | KindField>) => boolean, z.core.$ZodCustomParams] => [
  (fields) => fields.kind !== kind || fields[field] !== null,
  { path: [field], params: { messageKey: 'required' }, when: whenRead('kind', field) },
];

/**
 * `POST /admin/blog`, `PUT /admin/blog/{id}` as the form holds them: a review's product and stars and a
 * video's address as typed (required by its kind, sent by it only), the related products as "12, 15".
 */
export const PostFormBody = PostBody.extend({
  video_url: typedAs(post.video_url, (text) => text.trim() || null),
  product_id: optionalWholeNumber(post.product_id),
  rating: optionalWholeNumber(post.rating),
  product_ids: typedAs(post.product_ids, readIds),
})
  .refine(...neededBy('review', 'product_id'))
  .refine(...neededBy('review', 'rating'))
  .refine(...neededBy('video', 'video_url'))
  .transform(
    (fields): PostFields => ({
      ...fields,
      video_url: fields.kind === 'video' ? fields.video_url : null,
      product_id: fields.kind === 'review' ? fields.product_id : null,
      rating: fields.kind === 'review' ? fields.rating : null,
    }),
  );
export type PostFormValues = z.input<typeof PostFormBody>;

const optionalNumber = (value: number | null | undefined) => (value ? String(value) : '');

/** What the post form starts with: the post, or an empty draft article. */
export const toPostFormValues = (saved: AdminPost | null): PostFormValues => ({
  kind: saved?.kind ?? 'article',
  ...textsOf(saved, [
    'slug',
    'title_en',
    'title_ar',
    'excerpt_en',
    'excerpt_ar',
    'author_en',
    'author_ar',
    'body_en',
    'body_ar',
    'video_url',
  ]),
  product_id: optionalNumber(saved?.product_id),
  rating: optionalNumber(saved?.rating),
  product_ids: saved?.product_ids.join(', ') ?? '',
  published: saved?.published ?? false,
});

const { shape: recipe } = RecipeBody;
const ingredient = recipe.ingredients.unwrap().element;

/** One step a line; empty lines are none. */
const steps = (field: z.ZodType<string[], string[]>) =>
  z
    .string()
    .transform((text) =>
      text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(field);

/**
 * `POST /admin/recipes`, `PUT /admin/recipes/{id}` as the form holds them: the category chosen, minutes and
 * servings as typed, an ingredient's product by its number (or none), the steps one a line.
 */
export const RecipeFormBody = RecipeBody.extend({
  category_id: chosenId(recipe.category_id),
  ingredients: z.array(ingredient.extend({ product_id: optionalWholeNumber(ingredient.shape.product_id) })),
  steps_en: steps(recipe.steps_en.unwrap()),
  steps_ar: steps(recipe.steps_ar.unwrap()),
  prep_minutes: wholeNumber(recipe.prep_minutes),
  servings: wholeNumber(recipe.servings),
});
export type RecipeFormValues = z.input<typeof RecipeFormBody>;

/** What the recipe form starts with: the recipe, or an easy draft for one, ready in five minutes. */
export const toRecipeFormValues = (saved: AdminRecipe | null): RecipeFormValues => ({
  ...textsOf(saved, ['slug', 'title_en', 'title_ar', 'summary_en', 'summary_ar']),
  category_id: saved ? String(saved.category_id) : '',
  ingredients: (saved?.ingredients ?? []).map((item) => ({
    text_en: item.text_en,
    text_ar: item.text_ar,
    product_id: optionalNumber(item.product_id),
  })),
  steps_en: saved?.steps_en.join('\n') ?? '',
  steps_ar: saved?.steps_ar.join('\n') ?? '',
  difficulty: saved?.difficulty ?? 'easy',
  prep_minutes: String(saved?.prep_minutes ?? 5),
  servings: String(saved?.servings ?? 1),
  published: saved?.published ?? false,
});

import { describe, expect, it } from 'vitest';
import {
  PostFormBody,
  type PostFormValues,
  RecipeFormBody,
  type RecipeFormValues,
  toPostFormValues,
  toRecipeFormValues,
} from './content-form-bodies';

const post = (change: Partial<PostFormValues>) =>
  PostFormBody.safeParse({
    ...toPostFormValues(null),
    slug: 'pour-over',
    title_en: 'Pour',
    title_ar: 'تقطير',
    ...change,
  });
const pathsOf = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')).sort();

describe('PostFormBody', () => {
  it('reads the related products in either digits script and sends only what the kind has', () => {
    expect(
      post({ product_ids: '12, 15 ،٧', product_id: '4', video_url: 'https://x.example/v' }).data,
    ).toMatchObject({
      kind: 'article',
      product_ids: [12, 15, 7],
      product_id: null,
      rating: null,
      video_url: null,
    });
    expect(post({ kind: 'review', product_id: '4', rating: '5' }).data).toMatchObject({
      product_id: 4,
      rating: 5,
    });
  });

  it('asks a review for its product and stars and a video for its address, with the other problems', () => {
    expect(pathsOf(post({ kind: 'review', slug: 'Not A Slug' }))).toEqual(['product_id', 'rating', 'slug']);
    expect(pathsOf(post({ kind: 'video', product_ids: '12, x' }))).toEqual(['product_ids', 'video_url']);
  });
});

describe('RecipeFormBody', () => {
  const recipe = (change: Partial<RecipeFormValues>) =>
    RecipeFormBody.safeParse({
      ...toRecipeFormValues(null),
      slug: 'iced',
      category_id: '2',
      title_en: 'Iced',
      title_ar: 'مثلجة',
      ...change,
    });

  it('sends the steps one a line and an ingredient’s product by number or none', () => {
    const result = recipe({
      steps_en: 'Brew.\n\n  Pour over ice. \n',
      ingredients: [
        { text_en: 'Ice', text_ar: 'ثلج', product_id: '' },
        { text_en: 'Coffee', text_ar: 'قهوة', product_id: '١٢' },
      ],
    });
    expect(result.data).toMatchObject({
      category_id: 2,
      steps_en: ['Brew.', 'Pour over ice.'],
      steps_ar: [],
      ingredients: [{ product_id: null }, { product_id: 12 }],
      prep_minutes: 5,
      servings: 1,
    });
  });

  it('puts each problem on its own field, inside an ingredient too', () => {
    const result = recipe({
      category_id: '',
      servings: '0',
      ingredients: [{ text_en: 'Ice', text_ar: '', product_id: 'x' }],
    });
    expect(pathsOf(result)).toEqual([
      'category_id',
      'ingredients.0.product_id',
      'ingredients.0.text_ar',
      'servings',
    ]);
  });
});

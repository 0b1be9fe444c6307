'use client';

import type { AdminRecipe } from '@coffee/contracts/backoffice-content';
import type { RecipeCategory, RecipeDifficulty } from '@coffee/contracts/blog';
import type { Locale } from '@coffee/contracts/common';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { secondaryButtonClass } from '@/components/ui/form/button-classes';
import { controlClass, textAreaClass } from '@/components/ui/form/control-class';
import { FormAlert } from '@/components/ui/form/form-alert';
import { useRouter } from '@/i18n/navigation';
import { getAdminRecipePath } from '@/lib/backoffice-routes';
import { useCatalogCall } from '../kit/use-catalog-call';
import { ContentField, ImageAndDelete, PublishAndSave } from './content-form-parts';

type Text =
  | 'slug'
  | 'category_id'
  | 'title_en'
  | 'title_ar'
  | 'summary_en'
  | 'summary_ar'
  | 'prep_minutes'
  | 'servings'
  | 'steps_en'
  | 'steps_ar';
type Ingredient = { key: number; text_en: string; text_ar: string; product_id: string };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DIFFICULTIES: RecipeDifficulty[] = ['easy', 'medium', 'hard'];
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * A recipe in both languages: its ingredients as rows (English, Arabic, and the product sold here, by number,
 * if any), its steps one per line in each language. What is typed stays whatever the API answers.
 */
export function RecipeForm({
  recipe,
  categories,
  locale,
}: {
  recipe: AdminRecipe | null;
  categories: RecipeCategory[];
  locale: Locale;
}) {
  const t = useTranslations('Admin.content');
  const id = useId();
  const router = useRouter();
  const { run, pending, error, code } = useCatalogCall(locale, t('networkError'), 'content');
  const [values, setValues] = useState<Record<Text, string>>({
    slug: recipe?.slug ?? '',
    category_id: recipe ? String(recipe.category_id) : '',
    title_en: recipe?.title_en ?? '',
    title_ar: recipe?.title_ar ?? '',
    summary_en: recipe?.summary_en ?? '',
    summary_ar: recipe?.summary_ar ?? '',
    prep_minutes: String(recipe?.prep_minutes ?? 5),
    servings: String(recipe?.servings ?? 1),
    steps_en: recipe?.steps_en.join('\n') ?? '',
    steps_ar: recipe?.steps_ar.join('\n') ?? '',
  });
  const [difficulty, setDifficulty] = useState<RecipeDifficulty>(recipe?.difficulty ?? 'easy');
  const [published, setPublished] = useState(recipe?.published ?? false);
  const [ingredients, setIngredients] = useState<Ingredient[]>(
    (recipe?.ingredients ?? []).map((item, key) => ({
      key,
      text_en: item.text_en,
      text_ar: item.text_ar,
      product_id: item.product_id ? String(item.product_id) : '',
    })),
  );
  const [errors, setErrors] = useState<Partial<Record<Text | 'ingredients', string>>>({});
  const set = (name: Text) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));
  const setIngredient = (key: number, name: 'text_en' | 'text_ar' | 'product_id', value: string) =>
    setIngredients((rows) => rows.map((row) => (row.key === key ? { ...row, [name]: value } : row)));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const count = (text: string, max: number) =>
      /^\d{1,4}$/.test(text.trim()) && Number(text) >= 1 && Number(text) <= max;
    const badIngredient = ingredients.some(
      (row) =>
        !row.text_en.trim() ||
        !row.text_ar.trim() ||
        (row.product_id.trim() && !/^\d{1,9}$/.test(row.product_id.trim())),
    );
    const found: typeof errors = {
      ...(!SLUG.test(values.slug.trim()) && { slug: t('invalidSlug') }),
      ...(!values.category_id && { category_id: t('required') }),
      ...(!values.title_en.trim() && { title_en: t('required') }),
      ...(!values.title_ar.trim() && { title_ar: t('required') }),
      ...(!count(values.prep_minutes, 1440) && { prep_minutes: t('invalidNumber') }),
      ...(!count(values.servings, 100) && { servings: t('invalidNumber') }),
      ...(badIngredient && { ingredients: t('invalidIngredient') }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = {
      category_id: Number(values.category_id),
      slug: values.slug.trim(),
      title_en: values.title_en,
      title_ar: values.title_ar,
      summary_en: values.summary_en,
      summary_ar: values.summary_ar,
      ingredients: ingredients.map((row) => ({
        text_en: row.text_en,
        text_ar: row.text_ar,
        product_id: row.product_id.trim() ? Number(row.product_id) : null,
      })),
      steps_en: lines(values.steps_en),
      steps_ar: lines(values.steps_ar),
      difficulty,
      prep_minutes: Number(values.prep_minutes),
      servings: Number(values.servings),
      published,
    };
    if (recipe) {
      await run(`admin/recipes/${recipe.id}`, { method: 'PUT', body }, t('saved'));
      return;
    }
    const created = await run<AdminRecipe>('admin/recipes', { method: 'POST', body }, t('recipeCreated'));
    if (created) router.push(getAdminRecipePath(created.id));
  }

  const slugError = errors.slug ?? (code === 'SLUG_TAKEN' ? error : undefined);
  const formError = code === 'SLUG_TAKEN' ? undefined : error;
  const fieldProps = (name: Text, message = errors[name]) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: set(name),
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? `${id}-${name}-error` : undefined,
  });
  const field = (name: Text, label: string, control: React.ReactNode, message = errors[name]) => (
    <ContentField controlId={`${id}-${name}`} label={label} message={message}>
      {control}
    </ContentField>
  );
  const smallButton = `${secondaryButtonClass} h-11 px-4 text-sm`;

  return (
    <div className="flex flex-col gap-6">
      <form
        onSubmit={submit}
        noValidate
        aria-busy={pending}
        aria-label={t('recipeForm')}
        className="flex flex-col gap-5 rounded-card bg-white p-5 shadow-card ring-1 ring-crema-200"
      >
        <FormAlert message={formError} />
        <div className="grid gap-4 sm:grid-cols-2">
          {field(
            'slug',
            t('recipeSlug'),
            <input {...fieldProps('slug', slugError)} dir="ltr" maxLength={100} className={controlClass} />,
            slugError,
          )}
          {field(
            'category_id',
            t('recipeCategory'),
            <select {...fieldProps('category_id')} className={controlClass}>
              <option value="">{t('choose')}</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>,
          )}
          {field(
            'title_en',
            t('titleEn'),
            <input
              {...fieldProps('title_en')}
              dir="ltr"
              lang="en"
              maxLength={200}
              className={controlClass}
            />,
          )}
          {field(
            'title_ar',
            t('titleAr'),
            <input
              {...fieldProps('title_ar')}
              dir="rtl"
              lang="ar"
              maxLength={200}
              className={controlClass}
            />,
          )}
          {field(
            'summary_en',
            t('summaryEn'),
            <input
              {...fieldProps('summary_en')}
              dir="ltr"
              lang="en"
              maxLength={500}
              className={controlClass}
            />,
          )}
          {field(
            'summary_ar',
            t('summaryAr'),
            <input
              {...fieldProps('summary_ar')}
              dir="rtl"
              lang="ar"
              maxLength={500}
              className={controlClass}
            />,
          )}
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-difficulty`} className="font-semibold text-espresso-900 text-sm">
              {t('difficulty')}
            </label>
            <select
              id={`${id}-difficulty`}
              value={difficulty}
              onChange={(event) => setDifficulty(event.target.value as RecipeDifficulty)}
              className={controlClass}
            >
              {DIFFICULTIES.map((option) => (
                <option key={option} value={option}>
                  {t(`difficulties.${option}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="grid grid-cols-2 gap-4">
            {field(
              'prep_minutes',
              t('minutes'),
              <input
                {...fieldProps('prep_minutes')}
                inputMode="numeric"
                dir="ltr"
                className={controlClass}
              />,
            )}
            {field(
              'servings',
              t('servings'),
              <input {...fieldProps('servings')} inputMode="numeric" dir="ltr" className={controlClass} />,
            )}
          </div>
        </div>
        <fieldset
          className="flex flex-col gap-3"
          aria-describedby={errors.ingredients ? `${id}-ingredients-error` : undefined}
        >
          <legend className="font-bold text-espresso-900">{t('ingredients')}</legend>
          {ingredients.map((row, index) => (
            <div key={row.key} className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_8rem_auto]">
              <label className="flex flex-col gap-1 text-espresso-900 text-sm">
                {t('ingredientEn', { n: index + 1 })}
                <input
                  value={row.text_en}
                  onChange={(event) => setIngredient(row.key, 'text_en', event.target.value)}
                  dir="ltr"
                  lang="en"
                  maxLength={500}
                  className={controlClass}
                />
              </label>
              <label className="flex flex-col gap-1 text-espresso-900 text-sm">
                {t('ingredientAr', { n: index + 1 })}
                <input
                  value={row.text_ar}
                  onChange={(event) => setIngredient(row.key, 'text_ar', event.target.value)}
                  dir="rtl"
                  lang="ar"
                  maxLength={500}
                  className={controlClass}
                />
              </label>
              <label className="flex flex-col gap-1 text-espresso-900 text-sm">
                {t('ingredientProduct', { n: index + 1 })}
                <input
                  value={row.product_id}
                  onChange={(event) => setIngredient(row.key, 'product_id', event.target.value)}
                  inputMode="numeric"
                  dir="ltr"
                  className={controlClass}
                />
              </label>
              <button
                type="button"
                className={smallButton}
                onClick={() => setIngredients((rows) => rows.filter((other) => other.key !== row.key))}
              >
                {t('removeIngredient', { n: index + 1 })}
              </button>
            </div>
          ))}
          {errors.ingredients ? (
            <span id={`${id}-ingredients-error`} className="text-cherry-700 text-xs">
              {errors.ingredients}
            </span>
          ) : null}
          <button
            type="button"
            className={`${smallButton} self-start`}
            onClick={() =>
              setIngredients((rows) => [
                ...rows,
                {
                  key: Math.max(-1, ...rows.map((other) => other.key)) + 1,
                  text_en: '',
                  text_ar: '',
                  product_id: '',
                },
              ])
            }
          >
            {t('addIngredient')}
          </button>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          {field(
            'steps_en',
            t('stepsEn'),
            <textarea {...fieldProps('steps_en')} rows={8} dir="ltr" lang="en" className={textAreaClass} />,
          )}
          {field(
            'steps_ar',
            t('stepsAr'),
            <textarea {...fieldProps('steps_ar')} rows={8} dir="rtl" lang="ar" className={textAreaClass} />,
          )}
        </div>
        <p className="text-mocha-600 text-sm">{t('stepsHint')}</p>
        <PublishAndSave
          published={published}
          onChange={setPublished}
          pending={pending}
          submitLabel={recipe ? t('save') : t('createRecipe')}
        />
      </form>
      {recipe ? <ImageAndDelete what="recipe" id={recipe.id} image={recipe.image} locale={locale} /> : null}
    </div>
  );
}

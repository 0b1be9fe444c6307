'use client';

import type { AdminRecipe } from '@coffee/contracts/backoffice-content';
import type { RecipeCategory, RecipeDifficulty } from '@coffee/contracts/blog';
import type { Locale } from '@coffee/contracts/common';
import { useTranslations } from 'next-intl';
import { SelectField, TextField } from '@/components/forms/bound-fields';
import { useRouter } from '@/i18n/navigation';
import { getAdminRecipePath } from '@/lib/backoffice-routes';
import { callBff } from '@/lib/bff/call-bff';
import { createRecipe, updateRecipe } from '@/lib/bff/calls/admin-content';
import { BilingualFields, bothLabels, CountField } from '../forms/admin-fields';
import { AdminForm } from '../forms/admin-form';
import { useAdminForm } from '../forms/use-admin-form';
import { RecipeFormBody, toRecipeFormValues } from './content-form-bodies';
import { ImageAndDelete, PublishAndSave } from './content-form-parts';
import { RecipeIngredients } from './recipe-ingredients';

const DIFFICULTIES: RecipeDifficulty[] = ['easy', 'medium', 'hard'];

/**
 * A recipe in both languages (`RecipeBody`): its ingredients as rows, its steps one per line in each
 * language. What is typed stays whatever the API answers; a slug in use is said beside the slug.
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
  const router = useRouter();
  const { form, submitTo } = useAdminForm(RecipeFormBody, {
    locale,
    defaultValues: toRecipeFormValues(recipe),
    sentences: {
      fields: {
        slug: t('invalidSlug'),
        prep_minutes: t('invalidNumber'),
        servings: t('invalidNumber'),
        ingredients: t('invalidIngredient'),
      },
    },
    errorFields: { SLUG_TAKEN: ['slug'] },
    networkError: t('networkError'),
    refresh: 'content',
  });
  const { control } = form;
  const submit = submitTo(
    (body) =>
      recipe
        ? callBff(updateRecipe, { locale, params: { id: recipe.id }, body })
        : callBff(createRecipe, { locale, body }),
    () => (recipe ? t('saved') : t('recipeCreated')),
    recipe ? undefined : (created) => router.push(getAdminRecipePath(created.id)),
  );

  return (
    <div className="flex flex-col gap-6">
      <AdminForm
        control={control}
        onSubmit={submit}
        label={t('recipeForm')}
        className="flex flex-col gap-5 rounded-card bg-white p-5 shadow-card ring-1 ring-crema-200"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            control={control}
            name="slug"
            label={t('recipeSlug')}
            maxLength={100}
            autoCapitalize="none"
            ltr
          />
          <SelectField
            control={control}
            name="category_id"
            label={t('recipeCategory')}
            choose={t('choose')}
            options={categories.map((category) => ({ value: category.id, label: category.name }))}
          />
          <BilingualFields control={control} name="title" labels={bothLabels(t, 'title')} maxLength={200} />
          <BilingualFields
            control={control}
            name="summary"
            labels={bothLabels(t, 'summary')}
            maxLength={500}
          />
          <SelectField
            control={control}
            name="difficulty"
            label={t('difficulty')}
            options={DIFFICULTIES.map((option) => ({ value: option, label: t(`difficulties.${option}`) }))}
          />
          <div className="grid grid-cols-2 gap-4">
            <CountField control={control} name="prep_minutes" label={t('minutes')} />
            <CountField control={control} name="servings" label={t('servings')} />
          </div>
        </div>
        <RecipeIngredients control={control} />
        <div className="grid gap-4 sm:grid-cols-2">
          <BilingualFields control={control} name="steps" labels={bothLabels(t, 'steps')} rows={8} />
        </div>
        <p className="text-mocha-600 text-sm">{t('stepsHint')}</p>
        <PublishAndSave
          control={control}
          pending={form.formState.isSubmitting}
          submitLabel={recipe ? t('save') : t('createRecipe')}
        />
      </AdminForm>
      {recipe ? <ImageAndDelete what="recipe" id={recipe.id} image={recipe.image} locale={locale} /> : null}
    </div>
  );
}

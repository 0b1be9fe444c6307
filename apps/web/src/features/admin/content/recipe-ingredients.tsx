'use client';

import type { RecipeFields } from '@coffee/contracts/backoffice-content';
import type { Locale } from '@coffee/contracts/common';
import { useLocale, useTranslations } from 'next-intl';
import { type Control, useFieldArray } from 'react-hook-form';
import { TextField } from '@/components/forms/bound-fields';
import { secondaryButtonClass } from '@/components/ui/form/button-classes';
import { formatNumber } from '@/lib/format/number';
import { CountField } from '../forms/admin-fields';
import type { RecipeFormValues } from './content-form-bodies';

const smallButton = `${secondaryButtonClass} h-11 px-4 text-sm`;

/**
 * A recipe's ingredients as rows: English, Arabic (typed right to left), and the product sold here that it
 * is, by number, if any. Rows are added and removed in place; each problem shows under its field.
 */
export function RecipeIngredients({
  control,
}: {
  control: Control<RecipeFormValues, unknown, RecipeFields>;
}) {
  const t = useTranslations('Admin.content');
  const locale = useLocale() as Locale;
  const { fields, append, remove } = useFieldArray({ control, name: 'ingredients' });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="font-bold text-espresso-900">{t('ingredients')}</legend>
      {fields.map((row, index) => {
        // The row's number in the page's digits: المكوّن ١.
        const n = formatNumber(index + 1, locale, 0);
        return (
          <div key={row.id} className="grid items-start gap-3 sm:grid-cols-[1fr_1fr_8rem_auto]">
            <TextField
              control={control}
              name={`ingredients.${index}.text_en`}
              label={t('ingredientEn', { n })}
              lang="en"
              maxLength={500}
            />
            <TextField
              control={control}
              name={`ingredients.${index}.text_ar`}
              label={t('ingredientAr', { n })}
              lang="ar"
              maxLength={500}
            />
            <CountField
              control={control}
              name={`ingredients.${index}.product_id`}
              label={t('ingredientProduct', { n })}
            />
            <button type="button" className={`${smallButton} sm:mt-6.5`} onClick={() => remove(index)}>
              {t('removeIngredient', { n })}
            </button>
          </div>
        );
      })}
      <button
        type="button"
        className={`${smallButton} self-start`}
        onClick={() => append({ text_en: '', text_ar: '', product_id: '' })}
      >
        {t('addIngredient')}
      </button>
    </fieldset>
  );
}

'use client';

import { TaxonomyBody } from '@coffee/contracts/backoffice-catalog';
import type { Locale } from '@coffee/contracts/common';
import { CheckboxField } from '@/components/forms/bound-fields';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { callBff } from '@/lib/bff/call-bff';
import { addSubCategory, createTaxonomyItem, updateTaxonomyItem } from '@/lib/bff/calls/admin-catalog';
import { BilingualFields, bothLabels } from '../forms/admin-fields';
import { AdminForm } from '../forms/admin-form';
import { textsOf } from '../forms/form-values';
import { useAdminForm } from '../forms/use-admin-form';
import type { CatalogLabels } from '../kit/catalog-labels';

export type TaxonomyTarget =
  | { create: 'categories' | 'brands'; kind?: undefined }
  | { create: 'sub-categories'; categoryId: number; kind?: undefined }
  | { create?: undefined; kind: 'categories' | 'sub-categories' | 'brands'; id: number };

type TaxonomyFormProps = {
  /** What it saves: a new category or brand, a new sub-category of a category, or a rename of one. */
  target: TaxonomyTarget;
  /** The form's accessible name (the thing's name, or "New brand"). */
  title: string;
  initial?: { name_en: string; name_ar: string; is_hidden: boolean };
  locale: Locale;
  labels: CatalogLabels;
};

/** A category's, sub-category's or brand's two names and whether it is hidden, on one row (`TaxonomyBody`). */
export function TaxonomyForm({ target, title, initial, locale, labels }: TaxonomyFormProps) {
  const { form, submitTo } = useAdminForm(TaxonomyBody, {
    locale,
    defaultValues: { ...textsOf(initial, ['name_en', 'name_ar']), is_hidden: initial?.is_hidden ?? false },
    networkError: labels.networkError,
    refresh: 'catalog',
  });
  const submit = submitTo(
    (body) =>
      target.create === 'sub-categories'
        ? callBff(addSubCategory, { locale, params: { id: target.categoryId }, body })
        : target.create
          ? callBff(createTaxonomyItem, { locale, params: { kind: target.create }, body })
          : callBff(updateTaxonomyItem, { locale, params: { kind: target.kind, id: target.id }, body }),
    () => labels.saved,
    // A new one leaves the form empty for the next.
    target.create ? () => form.reset() : undefined,
  );

  return (
    <AdminForm control={form.control} onSubmit={submit} label={title} className="flex flex-col gap-2">
      <div className="grid grid-cols-1 items-start gap-2 sm:grid-cols-[1fr_1fr_auto_auto]">
        <BilingualFields
          control={form.control}
          name="name"
          labels={bothLabels((key) => labels[key], 'name')}
          maxLength={80}
        />
        <div className="flex h-12 items-center sm:mt-6.5">
          <CheckboxField control={form.control} name="is_hidden">
            {labels.hidden}
          </CheckboxField>
        </div>
        <div className="sm:mt-6.5">
          <SubmitButton
            label={target.create ? labels.add : labels.save}
            pendingLabel={labels.saving}
            pending={form.formState.isSubmitting}
          />
        </div>
      </div>
    </AdminForm>
  );
}

'use client';

import { TaxonomyBody } from '@coffee/contracts/backoffice-catalog';
import type { Locale } from '@coffee/contracts/common';
import { CheckboxField } from '@/components/forms/bound-fields';
import { FormAlert } from '@/components/ui/form/form-alert';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { callBff } from '@/lib/bff-client';
import { BilingualFields } from '../forms/admin-fields';
import { useAdminForm } from '../forms/use-admin-form';
import type { CatalogLabels } from '../kit/catalog-labels';

type TaxonomyFormProps = {
  /** `PUT admin/categories/3` to rename, `POST admin/brands` to create. */
  path: string;
  method: 'POST' | 'PUT';
  /** The form's accessible name (the thing's name, or "New brand"). */
  title: string;
  initial?: { name_en: string; name_ar: string; is_hidden: boolean };
  locale: Locale;
  labels: CatalogLabels;
};

/** A category's, sub-category's or brand's two names and whether it is hidden, on one row (`TaxonomyBody`). */
export function TaxonomyForm({ path, method, title, initial, locale, labels }: TaxonomyFormProps) {
  const { form, refuse, saved } = useAdminForm(TaxonomyBody, {
    locale,
    defaultValues: {
      name_en: initial?.name_en ?? '',
      name_ar: initial?.name_ar ?? '',
      is_hidden: initial?.is_hidden ?? false,
    },
    networkError: labels.networkError,
    refresh: 'catalog',
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    const result = await callBff(path, { locale, method, body });
    if (!result.ok) return refuse(result.error);
    if (method === 'POST') form.reset();
    await saved(labels.saved);
  });

  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      aria-label={title}
      aria-busy={isSubmitting}
      className="flex flex-col gap-2"
    >
      <FormAlert message={errors.root?.server?.message} />
      <div className="grid grid-cols-1 items-start gap-2 sm:grid-cols-[1fr_1fr_auto_auto]">
        <BilingualFields
          control={form.control}
          name="name"
          labels={{ en: labels.nameEn, ar: labels.nameAr }}
          maxLength={80}
        />
        <div className="flex h-12 items-center sm:mt-6.5">
          <CheckboxField control={form.control} name="is_hidden">
            {labels.hidden}
          </CheckboxField>
        </div>
        <div className="sm:mt-6.5">
          <SubmitButton
            label={method === 'POST' ? labels.add : labels.save}
            pendingLabel={labels.saving}
            pending={isSubmitting}
          />
        </div>
      </div>
    </form>
  );
}

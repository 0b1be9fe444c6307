'use client';

import type { Locale } from '@coffee/contracts/common';
import { useId, useState } from 'react';
import { primaryButtonClass } from '@/components/ui/form/button-classes';
import { controlClass } from '@/components/ui/form/control-class';
import { FormAlert } from '@/components/ui/form/form-alert';
import type { CatalogLabels } from '../kit/catalog-labels';
import { useCatalogCall } from '../kit/use-catalog-call';

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

/** A category's, sub-category's or brand's two names and whether it is hidden, on one row. */
export function TaxonomyForm({ path, method, title, initial, locale, labels }: TaxonomyFormProps) {
  const id = useId();
  const { run, pending, error, setError } = useCatalogCall(locale, labels.networkError);
  const blank = { name_en: '', name_ar: '', is_hidden: false };
  const [values, setValues] = useState(
    initial ? { name_en: initial.name_en, name_ar: initial.name_ar, is_hidden: initial.is_hidden } : blank,
  );

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!values.name_en.trim() || !values.name_ar.trim()) return setError(labels.required);
    const saved = await run(path, { method, body: values }, labels.saved);
    if (saved && method === 'POST') setValues(blank);
  }

  return (
    <form onSubmit={submit} noValidate aria-label={title} aria-busy={pending} className="flex flex-col gap-2">
      <FormAlert message={error} />
      <div className="grid grid-cols-1 items-end gap-2 sm:grid-cols-[1fr_1fr_auto_auto]">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-en`} className="font-semibold text-espresso-900 text-xs">
            {labels.nameEn}
          </label>
          <input
            id={`${id}-en`}
            value={values.name_en}
            onChange={(event) => setValues({ ...values, name_en: event.target.value })}
            className={controlClass}
            dir="ltr"
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-ar`} className="font-semibold text-espresso-900 text-xs">
            {labels.nameAr}
          </label>
          <input
            id={`${id}-ar`}
            value={values.name_ar}
            onChange={(event) => setValues({ ...values, name_ar: event.target.value })}
            className={controlClass}
            dir="rtl"
            lang="ar"
          />
        </div>
        <label className="flex h-12 items-center gap-2 font-semibold text-espresso-900 text-sm">
          <input
            type="checkbox"
            checked={values.is_hidden}
            onChange={(event) => setValues({ ...values, is_hidden: event.target.checked })}
            className="size-5 accent-espresso-900"
          />
          {labels.hidden}
        </label>
        <button type="submit" disabled={pending} className={primaryButtonClass}>
          {pending ? labels.saving : method === 'POST' ? labels.add : labels.save}
        </button>
      </div>
    </form>
  );
}

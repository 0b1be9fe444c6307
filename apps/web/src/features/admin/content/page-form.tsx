'use client';

import type { AdminPage } from '@coffee/contracts/backoffice-content';
import type { Locale } from '@coffee/contracts/common';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { primaryButtonClass } from '@/components/ui/form/button-classes';
import { controlClass } from '@/components/ui/form/control-class';
import { FormAlert } from '@/components/ui/form/form-alert';
import { useCatalogCall } from '../kit/use-catalog-call';
import { MarkdownBodies } from './markdown-field';

type Field = 'title_en' | 'title_ar' | 'body_en' | 'body_ar';

/** A static page's title and Markdown body in both languages; the storefront shows a save on its next load. */
export function PageForm({ page, locale }: { page: AdminPage; locale: Locale }) {
  const t = useTranslations('Admin.content');
  const id = useId();
  const { run, pending, error } = useCatalogCall(locale, t('networkError'), 'content');
  const [values, setValues] = useState<Record<Field, string>>({
    title_en: page.title_en,
    title_ar: page.title_ar,
    body_en: page.body_en,
    body_ar: page.body_ar,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (name: Field) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = Object.fromEntries(
      (['title_en', 'title_ar'] as const)
        .filter((name) => !values[name].trim())
        .map((name) => [name, t('required')]),
    );
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await run(`admin/pages/${page.slug}`, { method: 'PUT', body: values }, t('saved'));
  }

  const title = (name: 'title_en' | 'title_ar', label: string, lang: Locale) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${name}`} className="font-semibold text-espresso-900 text-sm">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        value={values[name]}
        onChange={(event) => set(name)(event.target.value)}
        dir={lang === 'ar' ? 'rtl' : 'ltr'}
        lang={lang}
        maxLength={200}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        className={controlClass}
      />
      {errors[name] ? (
        <span id={`${id}-${name}-error`} className="text-cherry-700 text-xs">
          {errors[name]}
        </span>
      ) : null}
    </div>
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-busy={pending}
      aria-label={t('pageForm')}
      className="flex flex-col gap-5 rounded-card bg-white p-5 shadow-card ring-1 ring-crema-200"
    >
      <FormAlert message={error} />
      <div className="grid gap-4 sm:grid-cols-2">
        {title('title_en', t('titleEn'), 'en')}
        {title('title_ar', t('titleAr'), 'ar')}
        <MarkdownBodies
          labels={{ en: t('bodyEn'), ar: t('bodyAr') }}
          values={values}
          onChange={set}
          locale={locale}
        />
      </div>
      <button type="submit" disabled={pending} className={`${primaryButtonClass} self-start`}>
        {pending ? t('saving') : t('save')}
      </button>
    </form>
  );
}

'use client';

import type { Locale } from '@coffee/contracts/common';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { type Control, type FieldValues, useController } from 'react-hook-form';
import { textAreaClass } from '@/components/ui/form/control-class';
import { RichText } from '@/features/content/rich-text';
import { callBff } from '@/lib/bff/call-bff';
import { previewMarkdown } from '@/lib/bff/calls/admin-content';

type MarkdownFieldProps = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The language the body is written in: Arabic is typed and previewed right to left. */
  lang: Locale;
  /** The page's language, for the preview call's refusal. */
  locale: Locale;
  error?: string | undefined;
};

/**
 * A Markdown body with Write and Preview tabs. The preview is the API's own rendering and sanitizing (the
 * function the storefront's posts and pages go through), drawn with the storefront's styles, so it is what
 * shoppers will see. The text area stays in the page while previewing: nothing typed is lost.
 */
export function MarkdownField({ name, label, value, onChange, lang, locale, error }: MarkdownFieldProps) {
  const t = useTranslations('Admin.content');
  const id = useId();
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const [preview, setPreview] = useState<{ html: string } | { error: string } | null>(null);
  const dir = lang === 'ar' ? 'rtl' : 'ltr';

  async function showPreview() {
    setMode('preview');
    setPreview(null);
    const result = await callBff(previewMarkdown, {
      locale,
      body: { markdown: value },
    });
    setPreview(result.ok ? result.data : { error: result.error.message || t('previewFailed') });
  }

  const tab = (which: 'write' | 'preview', text: string, onClick: () => void) => (
    <button
      type="button"
      role="tab"
      id={`${id}-${which}-tab`}
      aria-selected={mode === which}
      aria-controls={`${id}-${which}`}
      onClick={onClick}
      className={clsx(
        'min-h-11 rounded-full px-4 font-semibold text-sm',
        mode === which ? 'bg-espresso-900 text-cream-50' : 'bg-white text-espresso-900 ring-1 ring-crema-300',
      )}
    >
      {text}
    </button>
  );

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={`${id}-input`} className="font-semibold text-espresso-900 text-sm">
          {label}
        </label>
        <div role="tablist" aria-label={label} className="flex gap-2">
          {tab('write', t('write'), () => setMode('write'))}
          {tab('preview', t('preview'), showPreview)}
        </div>
      </div>
      <div id={`${id}-write`} role="tabpanel" aria-labelledby={`${id}-write-tab`} hidden={mode !== 'write'}>
        <textarea
          id={`${id}-input`}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          rows={12}
          dir={dir}
          lang={lang}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          className={clsx(textAreaClass, 'w-full font-mono text-sm')}
        />
        <span id={`${id}-hint`} className="text-mocha-600 text-xs">
          {t('markdownHint')}
        </span>
      </div>
      <div
        id={`${id}-preview`}
        role="tabpanel"
        aria-labelledby={`${id}-preview-tab`}
        aria-busy={preview === null}
        hidden={mode !== 'preview'}
        dir={dir}
        lang={lang}
        className="min-h-40 rounded-card bg-white p-5 ring-1 ring-crema-200"
      >
        {preview === null ? (
          <p className="text-mocha-600">{t('previewLoading')}</p>
        ) : 'html' in preview ? (
          preview.html ? (
            <RichText html={preview.html} />
          ) : (
            <p className="text-mocha-600">{t('previewEmpty')}</p>
          )
        ) : (
          <p role="alert" className="text-cherry-700">
            {preview.error}
          </p>
        )}
      </div>
      {error ? (
        <span id={`${id}-error`} className="text-cherry-700 text-xs">
          {error}
        </span>
      ) : null}
    </div>
  );
}

type BodyValues = { body_en?: string; body_ar?: string };

/** One body of a react-hook-form form, its problem under it. */
function BoundMarkdownField({
  control,
  lang,
  ...field
}: Pick<MarkdownFieldProps, 'label' | 'locale'> & { control: Control<BodyValues>; lang: Locale }) {
  const { field: body, fieldState } = useController({ control, name: `body_${lang}` });
  return (
    <MarkdownField
      {...field}
      name={body.name}
      value={body.value ?? ''}
      onChange={body.onChange}
      lang={lang}
      error={fieldState.error?.message}
    />
  );
}

/** A body in both languages, English then Arabic (side by side in the form's two-column grid). */
export function MarkdownBodies<Values extends FieldValues & BodyValues, Output>({
  control,
  labels,
  locale,
}: {
  control: Control<Values, unknown, Output>;
  labels: { en: string; ar: string };
  locale: Locale;
}) {
  // NOTE: react-hook-form cannot resolve `FieldPath<Values>` for a generic `Values`; every form this takes
  // holds `body_en` and `body_ar` (the constraint above), so it is read as a form of them alone.
  const bodies = control as unknown as Control<BodyValues>;
  return (['en', 'ar'] as const).map((lang) => (
    <BoundMarkdownField key={lang} control={bodies} lang={lang} label={labels[lang]} locale={locale} />
  ));
}

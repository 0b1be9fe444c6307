'use client';

import type { Locale } from '@coffee/contracts/common';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { primaryButtonClass } from '@/components/ui/form/button-classes';
import { adminPaths } from '@/lib/backoffice-routes';
import { ContentDelete } from './content-delete';
import { ContentImage } from './content-image';

/** One labelled control of a post's or recipe's form, with its error under it (`${controlId}-error`). */
export function ContentField({
  controlId,
  label,
  message,
  children,
}: {
  controlId: string;
  label: string;
  message: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={controlId} className="font-semibold text-espresso-900 text-sm">
        {label}
      </label>
      {children}
      {message ? (
        <span id={`${controlId}-error`} className="text-cherry-700 text-xs">
          {message}
        </span>
      ) : null}
    </div>
  );
}

/** The end of a post's or recipe's form: the Published box, what it means, and the submit button. */
export function PublishAndSave({
  published,
  onChange,
  pending,
  submitLabel,
}: {
  published: boolean;
  onChange: (published: boolean) => void;
  pending: boolean;
  submitLabel: string;
}) {
  const t = useTranslations('Admin.content');
  return (
    <>
      <label className="flex items-center gap-2 text-espresso-900">
        <input
          type="checkbox"
          name="published"
          checked={published}
          onChange={(event) => onChange(event.target.checked)}
          className="size-5"
        />
        {t('published')}
      </label>
      <p className="text-mocha-600 text-sm">{published ? t('publishedHint') : t('draftHint')}</p>
      <button type="submit" disabled={pending} className={`${primaryButtonClass} self-start`}>
        {pending ? t('saving') : submitLabel}
      </button>
    </>
  );
}

/** Under a saved post's or recipe's form: its picture, then deleting it. */
export function ImageAndDelete({
  what,
  id,
  image,
  locale,
}: {
  what: 'post' | 'recipe';
  id: number;
  image: string;
  locale: Locale;
}) {
  const t = useTranslations('Admin.content');
  const base = what === 'post' ? `admin/blog/${id}` : `admin/recipes/${id}`;
  return (
    <>
      <ContentImage
        path={what === 'post' ? `${base}/cover` : `${base}/image`}
        current={image}
        label={what === 'post' ? t('cover') : t('recipeImage')}
        locale={locale}
      />
      <ContentDelete
        what={what}
        path={base}
        after={what === 'post' ? adminPaths.content : adminPaths.adminRecipes}
        locale={locale}
      />
    </>
  );
}

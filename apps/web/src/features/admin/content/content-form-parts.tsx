'use client';

import type { Locale } from '@coffee/contracts/common';
import { useTranslations } from 'next-intl';
import { type Control, type FieldValues, useWatch } from 'react-hook-form';
import { CheckboxField } from '@/components/forms/bound-fields';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { adminPaths } from '@/lib/backoffice-routes';
import { callBff } from '@/lib/bff/call-bff';
import { deletePost, deleteRecipe, setPostCover, setRecipeImage } from '@/lib/bff/calls/admin-content';
import { ContentDelete } from './content-delete';
import { ContentImage } from './content-image';

type PublishedValues = { published?: boolean };

/** The end of a post's or recipe's form: the Published box, what it means, and the submit button. */
export function PublishAndSave<Values extends FieldValues & PublishedValues, Output>({
  control,
  pending,
  submitLabel,
}: {
  control: Control<Values, unknown, Output>;
  pending: boolean;
  submitLabel: string;
}) {
  const t = useTranslations('Admin.content');
  // NOTE: as in MarkdownBodies, every form this takes holds `published`.
  const publishing = control as unknown as Control<PublishedValues>;
  const published = useWatch({ control: publishing, name: 'published' });
  return (
    <>
      <CheckboxField control={publishing} name="published">
        {t('published')}
      </CheckboxField>
      <p className="text-mocha-600 text-sm">{published ? t('publishedHint') : t('draftHint')}</p>
      <div>
        <SubmitButton label={submitLabel} pendingLabel={t('saving')} pending={pending} />
      </div>
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
  const params = { id };
  return (
    <>
      <ContentImage
        upload={(body) =>
          what === 'post'
            ? callBff(setPostCover, { locale, params, body })
            : callBff(setRecipeImage, { locale, params, body })
        }
        current={image}
        label={what === 'post' ? t('cover') : t('recipeImage')}
        locale={locale}
      />
      <ContentDelete
        what={what}
        remove={() =>
          what === 'post'
            ? callBff(deletePost, { locale, params })
            : callBff(deleteRecipe, { locale, params })
        }
        after={what === 'post' ? adminPaths.content : adminPaths.adminRecipes}
        locale={locale}
      />
    </>
  );
}

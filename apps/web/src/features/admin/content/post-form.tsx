'use client';

import type { AdminPost } from '@coffee/contracts/backoffice-content';
import type { BlogPostType } from '@coffee/contracts/blog';
import type { Locale } from '@coffee/contracts/common';
import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { SelectField, TextField } from '@/components/forms/bound-fields';
import { FormAlert } from '@/components/ui/form/form-alert';
import { useRouter } from '@/i18n/navigation';
import { getAdminPostPath } from '@/lib/backoffice-routes';
import { callBff } from '@/lib/bff-client';
import { BilingualFields, CountField } from '../forms/admin-fields';
import { useAdminForm } from '../forms/use-admin-form';
import { PostFormBody, toPostFormValues } from './content-form-bodies';
import { ImageAndDelete, PublishAndSave } from './content-form-parts';
import { MarkdownBodies } from './markdown-field';

const KINDS: BlogPostType[] = ['article', 'review', 'video'];

/**
 * A blog post in both languages, English and Arabic side by side (Arabic typed right to left), each body
 * in Markdown with its preview, checked with the contract's schema (`PostBody`). What is typed stays in the
 * form whatever the API answers; a slug in use is said beside the slug, other refusals above the form, in
 * the page's language.
 */
export function PostForm({ post, locale }: { post: AdminPost | null; locale: Locale }) {
  const t = useTranslations('Admin.content');
  const router = useRouter();
  const { form, refuse, saved } = useAdminForm(PostFormBody, {
    locale,
    defaultValues: toPostFormValues(post),
    sentences: {
      fields: {
        slug: t('invalidSlug'),
        product_id: t('invalidProduct'),
        video_url: t('invalidUrl'),
        product_ids: t('invalidProducts'),
      },
    },
    errorFields: { SLUG_TAKEN: ['slug'] },
    networkError: t('networkError'),
    refresh: 'content',
  });
  const { control } = form;
  const { errors, isSubmitting } = form.formState;
  const kind = useWatch({ control, name: 'kind' });

  const submit = form.handleSubmit(async (body) => {
    const result = await callBff<AdminPost>(post ? `admin/blog/${post.id}` : 'admin/blog', {
      locale,
      method: post ? 'PUT' : 'POST',
      body,
    });
    if (!result.ok) return refuse(result.error);
    await saved(post ? t('saved') : t('created'));
    if (!post) router.push(getAdminPostPath(result.data.id));
  });

  return (
    <div className="flex flex-col gap-6">
      <form
        method="post"
        onSubmit={submit}
        noValidate
        aria-busy={isSubmitting}
        aria-label={t('postForm')}
        className="flex flex-col gap-5 rounded-card bg-white p-5 shadow-card ring-1 ring-crema-200"
      >
        <FormAlert message={errors.root?.server?.message} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            control={control}
            name="slug"
            label={t('slug')}
            hint={t('slugHint')}
            maxLength={100}
            autoCapitalize="none"
            ltr
          />
          <SelectField
            control={control}
            name="kind"
            label={t('kind')}
            options={KINDS.map((option) => ({ value: option, label: t(`kinds.${option}`) }))}
          />
          {kind === 'review' ? (
            <>
              <CountField control={control} name="product_id" label={t('reviewedProduct')} />
              <SelectField
                control={control}
                name="rating"
                label={t('rating')}
                choose={t('choose')}
                options={[1, 2, 3, 4, 5].map((stars) => ({
                  value: stars,
                  label: t('stars', { count: stars }),
                }))}
              />
            </>
          ) : null}
          {kind === 'video' ? (
            <TextField
              control={control}
              name="video_url"
              label={t('videoUrl')}
              type="url"
              maxLength={500}
              ltr
            />
          ) : null}
          <BilingualFields
            control={control}
            name="title"
            labels={{ en: t('titleEn'), ar: t('titleAr') }}
            maxLength={200}
          />
          <BilingualFields
            control={control}
            name="excerpt"
            labels={{ en: t('excerptEn'), ar: t('excerptAr') }}
            maxLength={500}
          />
          <BilingualFields
            control={control}
            name="author"
            labels={{ en: t('authorEn'), ar: t('authorAr') }}
            maxLength={100}
          />
          <MarkdownBodies control={control} labels={{ en: t('bodyEn'), ar: t('bodyAr') }} locale={locale} />
          <CountField control={control} name="product_ids" label={t('relatedProducts')} />
        </div>
        <PublishAndSave
          control={control}
          pending={isSubmitting}
          submitLabel={post ? t('save') : t('create')}
        />
      </form>
      {post ? <ImageAndDelete what="post" id={post.id} image={post.cover_image} locale={locale} /> : null}
    </div>
  );
}

'use client';

import type { AdminPost } from '@coffee/contracts/backoffice-content';
import type { BlogPostType } from '@coffee/contracts/blog';
import type { Locale } from '@coffee/contracts/common';
import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { SelectField, TextField } from '@/components/forms/bound-fields';
import { useRouter } from '@/i18n/navigation';
import { getAdminPostPath } from '@/lib/backoffice-routes';
import { callBff } from '@/lib/bff/call-bff';
import { createPost, updatePost } from '@/lib/bff/calls/admin-content';
import { formatNumber } from '@/lib/format/number';
import { BilingualFields, bothLabels, CountField } from '../forms/admin-fields';
import { AdminForm } from '../forms/admin-form';
import { ProductPicker } from '../forms/product-picker';
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
export function PostForm({
  post,
  productNames = {},
  locale,
}: {
  post: AdminPost | null;
  /** The names of the post's products by id (its page reads them), shown before any search. */
  productNames?: Record<string, string>;
  locale: Locale;
}) {
  const t = useTranslations('Admin.content');
  const router = useRouter();
  const { form, submitTo } = useAdminForm(PostFormBody, {
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
  const kind = useWatch({ control, name: 'kind' });
  const submit = submitTo(
    (body) =>
      post
        ? callBff(updatePost, { locale, params: { id: post.id }, body })
        : callBff(createPost, { locale, body }),
    () => (post ? t('saved') : t('created')),
    post ? undefined : (created) => router.push(getAdminPostPath(created.id)),
  );

  return (
    <div className="flex flex-col gap-6">
      <AdminForm
        control={control}
        onSubmit={submit}
        label={t('postForm')}
        className="flex flex-col gap-5 rounded-card bg-white p-5 shadow-card ring-1 ring-crema-200"
      >
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
                  label: t('stars', { count: stars, formatted: formatNumber(stars, locale, 0) }),
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
          <BilingualFields control={control} name="title" labels={bothLabels(t, 'title')} maxLength={200} />
          <BilingualFields
            control={control}
            name="excerpt"
            labels={bothLabels(t, 'excerpt')}
            maxLength={500}
          />
          <BilingualFields control={control} name="author" labels={bothLabels(t, 'author')} maxLength={100} />
          <MarkdownBodies control={control} labels={bothLabels(t, 'body')} locale={locale} />
          <ProductPicker
            control={control}
            name="product_ids"
            label={t('relatedProducts')}
            names={productNames}
            max={20}
            locale={locale}
          />
        </div>
        <PublishAndSave
          control={control}
          pending={form.formState.isSubmitting}
          submitLabel={post ? t('save') : t('create')}
        />
      </AdminForm>
      {post ? <ImageAndDelete what="post" id={post.id} image={post.cover_image} locale={locale} /> : null}
    </div>
  );
}

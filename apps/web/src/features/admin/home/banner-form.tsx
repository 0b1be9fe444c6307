'use client';

import { PRODUCT_IMAGE_MAX_BYTES } from '@coffee/contracts/backoffice-catalog';
import {
  type AdminBanner,
  BannerBody,
  type BannerKind,
  isStorePath,
} from '@coffee/contracts/backoffice-home';
import type { Locale } from '@coffee/contracts/common';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { CheckboxField, TextField } from '@/components/forms/bound-fields';
import { secondaryButtonClass } from '@/components/ui/form/button-classes';
import { FormField } from '@/components/ui/form/form-field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { callBff } from '@/lib/bff/call-bff';
import { createBanner, updateBanner, uploadBannerImage } from '@/lib/bff/calls/admin-home';
import { formatMegabytes } from '@/lib/format/number';
import { BilingualFields, bothLabels } from '../forms/admin-fields';
import { AdminForm } from '../forms/admin-form';
import { textsOf } from '../forms/form-values';
import { useAdminForm } from '../forms/use-admin-form';

/** The title a banner goes by on this page: in the page's language. */
export const titleOf = (banner: Pick<AdminBanner, 'title_en' | 'title_ar'>, locale: Locale) =>
  locale === 'ar' ? banner.title_ar : banner.title_en;

/** `POST /admin/home/{kind}`, `PUT …/{id}` as the form holds them: a link on this store, a picture uploaded. */
const BannerFormBody = BannerBody.extend({
  link: BannerBody.shape.link.refine(isStorePath),
  image: BannerBody.shape.image.min(1),
});

/**
 * A banner, new or changed: both languages' titles and subtitles (the Arabic ones right to left), a link on
 * this store, and a picture uploaded as soon as it is chosen (the API crops and re-encodes it; the preview
 * is the stored result). Each problem shows beside its field, and nothing typed is lost.
 */
export function BannerForm({
  kind,
  banner,
  locale,
  onDone,
}: {
  kind: BannerKind;
  banner: AdminBanner | null;
  locale: Locale;
  onDone: () => void;
}) {
  const t = useTranslations('Admin.home');
  const common = useTranslations('Admin');
  const [preview, setPreview] = useState(banner?.image_url ?? null);
  const [uploading, setUploading] = useState(false);
  const { form, submitTo } = useAdminForm(BannerFormBody, {
    locale,
    defaultValues: {
      ...textsOf(banner, ['title_en', 'title_ar', 'subtitle_en', 'subtitle_ar', 'image']),
      link: banner?.link ?? '/',
      is_active: banner?.is_active ?? true,
    },
    sentences: { fields: { link: t('invalidLink'), image: t('imageRequired') } },
    errorFields: {
      INVALID_LINK: ['link'],
      INVALID_IMAGE: ['image'],
      UNSUPPORTED_FILE_TYPE: ['image'],
      FILE_TOO_LARGE: ['image'],
    },
    networkError: common('networkError'),
    refresh: 'content',
  });
  const { control } = form;
  const { errors } = form.formState;

  async function upload(file: File | undefined) {
    if (!file) return;
    const body = new FormData();
    body.append('image', file);
    setUploading(true);
    const result = await callBff(uploadBannerImage, { locale, params: { kind }, body });
    setUploading(false);
    if (!result.ok) {
      form.setError('image', { type: 'server', message: result.error.message || common('networkError') });
      return;
    }
    form.setValue('image', result.data.image);
    form.clearErrors('image');
    setPreview(result.data.image_url);
  }

  const submit = submitTo(
    (body) =>
      banner
        ? callBff(updateBanner, { locale, params: { kind, id: banner.id }, body })
        : callBff(createBanner, { locale, params: { kind }, body }),
    (_, body) => t('saved', { title: titleOf(body, locale) }),
    onDone,
  );

  return (
    <AdminForm
      control={control}
      onSubmit={submit}
      label={banner ? t('editOf', { title: titleOf(banner, locale) }) : t(`${kind}.add`)}
      busy={uploading}
      className="flex flex-col gap-4 rounded-card bg-latte-50 p-4 ring-1 ring-crema-200"
    >
      <div className="grid gap-4 md:grid-cols-2">
        <BilingualFields control={control} name="title" labels={bothLabels(t, 'title')} maxLength={120} />
        <BilingualFields
          control={control}
          name="subtitle"
          labels={bothLabels(t, 'subtitle')}
          maxLength={200}
        />
        <TextField control={control} name="link" label={t('link')} hint={t('linkHint')} maxLength={300} ltr />
        <FormField
          label={t('image')}
          error={errors.image?.message}
          hint={t(`${kind}.imageHint`, { size: formatMegabytes(PRODUCT_IMAGE_MAX_BYTES, locale) })}
        >
          {(ids) => (
            <input
              {...ids}
              type="file"
              accept="image/jpeg,image/png"
              disabled={uploading}
              onChange={(event) => upload(event.target.files?.[0])}
              className="min-h-11 text-sm"
            />
          )}
        </FormField>
      </div>
      {uploading ? <p className="text-mocha-600 text-sm">{t('uploading')}</p> : null}
      {preview ? (
        // biome-ignore lint/performance/noImgElement: the stored, re-encoded picture, shown as the home page will
        <img
          src={preview}
          alt={t('preview')}
          className={`w-full max-w-md rounded-lg object-cover ${kind === 'sliders' ? 'aspect-[5/2]' : 'aspect-[5/3]'}`}
        />
      ) : null}
      <CheckboxField control={control} name="is_active">
        {t('activeLong')}
      </CheckboxField>
      <div className="flex flex-wrap gap-3">
        <SubmitButton
          label={t('save')}
          pendingLabel={t('saving')}
          pending={form.formState.isSubmitting || uploading}
        />
        <button type="button" onClick={onDone} className={secondaryButtonClass}>
          {t('cancel')}
        </button>
      </div>
    </AdminForm>
  );
}

'use client';

import {
  type AdminBanner,
  type BannerBody,
  type BannerKind,
  isStorePath,
} from '@coffee/contracts/backoffice-home';
import type { Locale } from '@coffee/contracts/common';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/form/button-classes';
import { FormAlert } from '@/components/ui/form/form-alert';
import { FormField } from '@/components/ui/form/form-field';
import { showToast } from '@/components/ui/toaster';
import { useRouter } from '@/i18n/navigation';
import { callBff } from '@/lib/bff-client';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { refreshStorefront } from '../kit/refresh-storefront';
import { useCatalogCall } from '../kit/use-catalog-call';
import { MoveButtons, smallButtonClass, TextField } from './home-list-parts';

/** The title a banner goes by on this page: in the page's language. */
const titleOf = (banner: AdminBanner, locale: Locale) =>
  locale === 'ar' ? banner.title_ar : banner.title_en;

/**
 * One banner list of the home page (its sliders or its advertisements): each with its picture, moved
 * earlier or later by buttons, shown or hidden by a switch, edited in both languages, removed after a
 * question. Every change is saved at once, and the storefront's cached home content is dropped.
 */
export function HomeBanners({
  kind,
  banners,
  locale,
}: {
  kind: BannerKind;
  banners: AdminBanner[];
  locale: Locale;
}) {
  const t = useTranslations('Admin.home');
  const common = useTranslations('Admin');
  const headingId = useId();
  const { run, pending, error } = useCatalogCall(locale, common('networkError'), 'content');
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminBanner | null>(null);
  const ids = banners.map((banner) => banner.id);
  const base = `admin/home/${kind}`;
  const bodyOf = (banner: AdminBanner, change: Partial<BannerBody>): BannerBody => ({
    title_en: banner.title_en,
    title_ar: banner.title_ar,
    subtitle_en: banner.subtitle_en,
    subtitle_ar: banner.subtitle_ar,
    link: banner.link,
    image: banner.image,
    is_active: banner.is_active,
    ...change,
  });

  return (
    <section aria-labelledby={headingId} aria-busy={pending} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="font-bold text-2xl text-espresso-900">
            {t(`${kind}.title`)}
          </h2>
          <p className="text-mocha-600 text-sm">{t(`${kind}.hint`)}</p>
        </div>
        {editing === 'new' ? null : (
          <button type="button" className={primaryButtonClass} onClick={() => setEditing('new')}>
            {t(`${kind}.add`)}
          </button>
        )}
      </div>
      <FormAlert message={error} />
      {editing === 'new' ? (
        <BannerForm kind={kind} banner={null} locale={locale} onDone={() => setEditing(null)} />
      ) : null}
      {banners.length === 0 ? <p className="text-mocha-600">{t(`${kind}.empty`)}</p> : null}
      <ol className="flex flex-col gap-3">
        {banners.map((banner, index) => {
          const title = titleOf(banner, locale);
          return (
            <li
              key={banner.id}
              className="flex flex-col gap-3 rounded-card bg-white p-4 shadow-card ring-1 ring-crema-200"
            >
              <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
                {/* biome-ignore lint/performance/noImgElement: the store's own re-encoded media, shown as stored */}
                <img
                  src={banner.image_url}
                  alt=""
                  className={`w-full shrink-0 rounded-lg bg-latte-100 object-cover sm:w-48 ${kind === 'sliders' ? 'aspect-[5/2]' : 'aspect-[5/3]'}`}
                />
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <p className="font-bold text-espresso-900 text-lg">{title}</p>
                  <p className="break-all text-mocha-600 text-sm" dir="ltr">
                    <span className="sr-only">{t('link')}: </span>
                    {banner.link}
                  </p>
                  <p className="text-sm">
                    {banner.is_active ? (
                      <span className="font-semibold text-leaf-700">{t('shown')}</span>
                    ) : (
                      <span className="font-semibold text-mocha-600">{t('hidden')}</span>
                    )}
                  </p>
                </div>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <MoveButtons
                  ids={ids}
                  index={index}
                  title={title}
                  disabled={pending}
                  onOrder={(order) => run(`${base}/order`, { method: 'PUT', body: { ids: order } })}
                />
                <label className="flex min-h-11 items-center gap-2 px-2 text-espresso-900 text-sm">
                  <input
                    type="checkbox"
                    role="switch"
                    aria-checked={banner.is_active}
                    className="size-5"
                    checked={banner.is_active}
                    disabled={pending}
                    aria-label={t('activeOf', { title })}
                    onChange={(event) =>
                      run(
                        `${base}/${banner.id}`,
                        { method: 'PUT', body: bodyOf(banner, { is_active: event.target.checked }) },
                        event.target.checked ? t('nowShown', { title }) : t('nowHidden', { title }),
                      )
                    }
                  />
                  <span aria-hidden="true">{t('active')}</span>
                </label>
                <button
                  type="button"
                  className={smallButtonClass}
                  aria-expanded={editing === banner.id}
                  aria-label={t('editOf', { title })}
                  onClick={() => setEditing(editing === banner.id ? null : banner.id)}
                >
                  {t('edit')}
                </button>
                <button
                  type="button"
                  className={smallButtonClass}
                  disabled={pending}
                  aria-label={t('deleteOf', { title })}
                  onClick={() => setDeleting(banner)}
                >
                  {t('delete')}
                </button>
              </div>
              {editing === banner.id ? (
                <BannerForm kind={kind} banner={banner} locale={locale} onDone={() => setEditing(null)} />
              ) : null}
            </li>
          );
        })}
      </ol>
      <ConfirmDialog
        open={deleting !== null}
        message={deleting ? t('confirmDelete', { title: titleOf(deleting, locale) }) : ''}
        confirmLabel={t('confirmDeleteYes')}
        cancelLabel={common('dialogBack')}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          const target = deleting;
          setDeleting(null);
          if (target) {
            await run(
              `${base}/${target.id}`,
              { method: 'DELETE' },
              t('deleted', { title: titleOf(target, locale) }),
            );
          }
        }}
      />
    </section>
  );
}

type Field = 'title_en' | 'title_ar' | 'subtitle_en' | 'subtitle_ar' | 'link' | 'image';

/** Which field an API refusal is about, so it shows beside it. */
const FIELD_OF_CODE: Record<string, Field> = {
  INVALID_LINK: 'link',
  INVALID_IMAGE: 'image',
  UNSUPPORTED_FILE_TYPE: 'image',
  FILE_TOO_LARGE: 'image',
};

/**
 * A banner, new or changed: both languages' titles and subtitles (the Arabic ones right to left), a link on
 * this store, and a picture uploaded as soon as it is chosen (the API crops and re-encodes it; the preview
 * is the stored result). Each problem shows beside its field, and nothing typed is lost.
 */
function BannerForm({
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
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [image, setImage] = useState(banner ? { image: banner.image, image_url: banner.image_url } : null);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | undefined>();

  async function upload(file: File | undefined) {
    if (!file) return;
    const form = new FormData();
    form.append('image', file);
    setUploading(true);
    const result = await callBff<{ image: string; image_url: string }>(`admin/home/${kind}/images`, {
      locale,
      method: 'POST',
      body: form,
    });
    setUploading(false);
    if (!result.ok) {
      setErrors((now) => ({
        ...now,
        image: result.status === 0 ? common('networkError') : result.error.message || common('networkError'),
      }));
      return;
    }
    setErrors(({ image: _image, ...rest }) => rest);
    setImage(result.data);
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const text = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value.trim();
    const body: BannerBody = {
      title_en: text('title_en'),
      title_ar: text('title_ar'),
      subtitle_en: text('subtitle_en'),
      subtitle_ar: text('subtitle_ar'),
      link: text('link'),
      image: image?.image ?? '',
      is_active: (form.elements.namedItem('is_active') as HTMLInputElement).checked,
    };
    const found: Partial<Record<Field, string>> = {
      ...(body.title_en ? {} : { title_en: t('required') }),
      ...(body.title_ar ? {} : { title_ar: t('required') }),
      ...(isStorePath(body.link) ? {} : { link: t('invalidLink') }),
      ...(body.image ? {} : { image: t('imageRequired') }),
    };
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    const result = await callBff<AdminBanner>(
      banner ? `admin/home/${kind}/${banner.id}` : `admin/home/${kind}`,
      {
        locale,
        method: banner ? 'PUT' : 'POST',
        body,
      },
    );
    if (!result.ok) {
      setPending(false);
      // A refusal the API ties to a field shows beside it; any other above the form.
      const message =
        result.status === 0 ? common('networkError') : result.error.message || common('networkError');
      const field = FIELD_OF_CODE[result.error.code];
      if (field) setErrors({ [field]: message });
      else setFormError([message, ...(result.error.messages ?? [])].join(' '));
      return;
    }
    await refreshStorefront(locale, 'content');
    setPending(false);
    router.refresh();
    await showToast('success', t('saved', { title: locale === 'ar' ? body.title_ar : body.title_en }));
    onDone();
  }

  const input = (name: Field, label: string, initial: string, dir?: 'rtl' | 'ltr', hint?: string) => (
    <TextField name={name} label={label} initial={initial} error={errors[name]} dir={dir} hint={hint} />
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-busy={pending || uploading}
      aria-label={banner ? t('editOf', { title: titleOf(banner, locale) }) : t(`${kind}.add`)}
      className="flex flex-col gap-4 rounded-card bg-latte-50 p-4 ring-1 ring-crema-200"
    >
      <FormAlert message={formError} />
      <div className="grid gap-4 md:grid-cols-2">
        {input('title_en', t('titleEn'), banner?.title_en ?? '')}
        {input('title_ar', t('titleAr'), banner?.title_ar ?? '', 'rtl')}
        {input('subtitle_en', t('subtitleEn'), banner?.subtitle_en ?? '')}
        {input('subtitle_ar', t('subtitleAr'), banner?.subtitle_ar ?? '', 'rtl')}
        {input('link', t('link'), banner?.link ?? '/', 'ltr', t('linkHint'))}
        <FormField label={t('image')} error={errors.image} hint={t(`${kind}.imageHint`)}>
          {(control) => (
            <input
              {...control}
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
      {image ? (
        // biome-ignore lint/performance/noImgElement: the stored, re-encoded picture, shown as the home page will
        <img
          src={image.image_url}
          alt={t('preview')}
          className={`w-full max-w-md rounded-lg object-cover ${kind === 'sliders' ? 'aspect-[5/2]' : 'aspect-[5/3]'}`}
        />
      ) : null}
      <label className="flex min-h-11 items-center gap-2 text-espresso-900">
        <input
          type="checkbox"
          name="is_active"
          defaultChecked={banner?.is_active ?? true}
          className="size-5"
        />
        {t('activeLong')}
      </label>
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={pending || uploading} className={primaryButtonClass}>
          {pending ? t('saving') : t('save')}
        </button>
        <button type="button" onClick={onDone} className={secondaryButtonClass}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}

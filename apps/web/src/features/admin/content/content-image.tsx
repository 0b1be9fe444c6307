'use client';

import { PRODUCT_IMAGE_MAX_BYTES } from '@coffee/contracts/backoffice-catalog';
import type { Locale } from '@coffee/contracts/common';
import { useTranslations } from 'next-intl';
import { useId, useRef } from 'react';
import { primaryButtonClass } from '@/components/ui/form/button-classes';
import { FormAlert } from '@/components/ui/form/form-alert';
import type { BffResult } from '@/lib/bff/call-bff';
import { formatMegabytes } from '@/lib/format/number';
import { useCatalogCall } from '../kit/use-catalog-call';

/**
 * A post's cover (or a recipe's picture): one file, judged and re-encoded by the API as product images are,
 * replacing the one before.
 */
export function ContentImage({
  upload: send,
  current,
  label,
  locale,
}: {
  /** Sends the chosen file as the form's `image` (its entry in the call table). */
  upload: (form: FormData) => Promise<BffResult<unknown>>;
  current: string;
  label: string;
  locale: Locale;
}) {
  const t = useTranslations('Admin.content');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { run, pending, error } = useCatalogCall(locale, t('networkError'), 'content');

  async function upload() {
    const file = input.current?.files?.[0];
    if (!file) return;
    const form = new FormData();
    form.append('image', file);
    await run(() => send(form), t('imageSaved'));
    if (input.current) input.current.value = '';
  }

  return (
    <section aria-labelledby={`${inputId}-title`} aria-busy={pending} className="flex flex-col gap-3">
      <h2 id={`${inputId}-title`} className="font-bold text-espresso-900 text-xl">
        {label}
      </h2>
      <p className="text-mocha-600 text-sm">
        {t('imageHint', { size: formatMegabytes(PRODUCT_IMAGE_MAX_BYTES, locale) })}
      </p>
      <FormAlert message={error} />
      {current ? (
        // biome-ignore lint/performance/noImgElement: the store's own re-encoded media, shown as stored
        <img src={current} alt={label} className="aspect-video w-full max-w-md rounded-xl object-cover" />
      ) : (
        <p className="text-mocha-600 text-sm">{t('noImage')}</p>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="font-semibold text-espresso-900 text-sm">
            {t('imageFile')}
          </label>
          <input id={inputId} ref={input} type="file" accept="image/jpeg,image/png" className="text-sm" />
        </div>
        <button type="button" className={primaryButtonClass} disabled={pending} onClick={upload}>
          {pending ? t('uploading') : t('upload')}
        </button>
      </div>
    </section>
  );
}

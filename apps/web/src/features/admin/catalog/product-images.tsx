'use client';

import {
  type EditableProduct,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGES_MAX,
} from '@coffee/contracts/backoffice-catalog';
import type { Locale } from '@coffee/contracts/common';
import { useId, useRef } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/form/button-classes';
import { FormAlert } from '@/components/ui/form/form-alert';
import { callBff } from '@/lib/bff/call-bff';
import { addProductImages, updateProductImages } from '@/lib/bff/calls/admin-catalog';
import { formatMegabytes, formatNumber } from '@/lib/format/number';
import { fillMessage, fillTemplate } from '@/lib/i18n/fill-template';
import type { CatalogLabels } from '../kit/catalog-labels';
import { moved } from '../kit/list-order';
import { useCatalogCall } from '../kit/use-catalog-call';

const smallButton = `${secondaryButtonClass} h-10 px-3 text-sm`;

/**
 * A product's images: upload one at a time (the API judges the bytes and re-encodes), move earlier or
 * later, remove. The first is the product's main image in the store.
 */
export function ProductImages({
  area,
  product,
  locale,
  labels,
}: {
  area: 'admin' | 'seller';
  product: EditableProduct;
  locale: Locale;
  labels: CatalogLabels;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { run, pending, error } = useCatalogCall(locale, labels.networkError);
  const params = { area, id: product.id };
  const position = (index: number) => ({ position: String(index + 1), name: product.name_en });

  const reorder = (images: string[]) =>
    run(() => callBff(updateProductImages, { locale, params, body: { images } }), labels.saved);
  const move = (index: number, by: -1 | 1) => reorder(moved(product.images, index, by));

  async function upload() {
    const file = input.current?.files?.[0];
    if (!file) return;
    const form = new FormData();
    form.append('image', file);
    await run(() => callBff(addProductImages, { locale, params, body: form }), labels.saved);
    if (input.current) input.current.value = '';
  }

  return (
    <section aria-labelledby={`${inputId}-title`} aria-busy={pending} className="flex flex-col gap-3">
      <h2 id={`${inputId}-title`} className="font-bold text-espresso-900 text-xl">
        {labels.imagesTitle}
      </h2>
      <p className="text-mocha-600 text-sm">
        {fillMessage(
          labels.imagesHint,
          {
            size: formatMegabytes(PRODUCT_IMAGE_MAX_BYTES, locale),
            count: PRODUCT_IMAGES_MAX,
            formatted: formatNumber(PRODUCT_IMAGES_MAX, locale, 0),
          },
          locale,
        )}
      </p>
      <FormAlert message={error} />
      {product.images.length === 0 ? <p className="text-mocha-600 text-sm">{labels.noImages}</p> : null}
      <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {product.image_urls.map((url, index) => (
          <li
            key={product.images[index]}
            className="flex flex-col gap-2 rounded-xl bg-white p-2 ring-1 ring-crema-200"
          >
            {/* biome-ignore lint/performance/noImgElement: the store's own re-encoded media, shown as stored */}
            <img
              src={url}
              alt={fillTemplate(labels.imageAlt, position(index))}
              className="aspect-square w-full rounded-lg object-contain"
            />
            <div className="flex flex-wrap gap-1">
              <button
                type="button"
                className={smallButton}
                disabled={pending || index === 0}
                aria-label={fillTemplate(labels.moveEarlier, position(index))}
                onClick={() => move(index, -1)}
              >
                <span aria-hidden="true" className="rtl:-scale-x-100">
                  ←
                </span>
              </button>
              <button
                type="button"
                className={smallButton}
                disabled={pending || index === product.images.length - 1}
                aria-label={fillTemplate(labels.moveLater, position(index))}
                onClick={() => move(index, 1)}
              >
                <span aria-hidden="true" className="rtl:-scale-x-100">
                  →
                </span>
              </button>
              <button
                type="button"
                className={smallButton}
                disabled={pending}
                aria-label={fillTemplate(labels.removeImage, position(index))}
                onClick={() => reorder(product.images.filter((_, other) => other !== index))}
              >
                ✕
              </button>
            </div>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="font-semibold text-espresso-900 text-sm">
            {labels.imageFile}
          </label>
          <input id={inputId} ref={input} type="file" accept="image/jpeg,image/png" className="text-sm" />
        </div>
        <button type="button" className={primaryButtonClass} disabled={pending} onClick={upload}>
          {pending ? labels.uploading : labels.uploadImage}
        </button>
      </div>
    </section>
  );
}

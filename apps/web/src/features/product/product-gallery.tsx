'use client';

import { clsx } from 'clsx';
import { type ImgHTMLAttributes, type KeyboardEvent, useRef, useState } from 'react';
import { CoffeeBeanIcon } from '@/components/ui/icons';
import { fixedImageSources } from '@/lib/image-sizes';

type ProductGalleryProps = {
  images: string[];
  /**
   * The main picture's <img> attributes per image (optimized srcset, sizes, layout), made by the server with
   * imageProps(), the first preloaded: no next/image client code in the browser.
   */
  pictures: ImgHTMLAttributes<HTMLImageElement>[];
  /** One per image, already translated: "Ethiopia Guji, image 2 of 3". */
  imageAlts: string[];
  /** One per image, already translated: "Show image 2 of 3". */
  thumbnailLabels: string[];
  /** Names the thumbnail group: "Product images". */
  label: string;
};

const NEXT_KEY = { ltr: 'ArrowRight', rtl: 'ArrowLeft' } as const;
const PREVIOUS_KEY = { ltr: 'ArrowLeft', rtl: 'ArrowRight' } as const;

/**
 * The main picture and a row of thumbnails that swap it. Thumbnails are buttons (Tab, Enter, Space); arrow
 * keys also move between them, following the reading direction, and Home/End jump to the ends.
 */
export function ProductGallery({ images, pictures, imageAlts, thumbnailLabels, label }: ProductGalleryProps) {
  const [active, setActive] = useState(0);
  // Spec: a picture that fails to load gives way to a placeholder.
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const markFailed = (src: string) => setFailed((previous) => new Set(previous).add(src));
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const current = images[active] ?? images[0];

  function select(index: number) {
    const next = (index + images.length) % images.length;
    setActive(next);
    thumbnails.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const direction = getComputedStyle(event.currentTarget).direction === 'rtl' ? 'rtl' : 'ltr';
    if (event.key === NEXT_KEY[direction]) select(active + 1);
    else if (event.key === PREVIOUS_KEY[direction]) select(active - 1);
    else if (event.key === 'Home') select(0);
    else if (event.key === 'End') select(images.length - 1);
    else return;
    event.preventDefault();
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="relative aspect-square overflow-hidden rounded-card bg-latte-100 ring-1 ring-crema-200">
        {current && !failed.has(current) ? (
          // biome-ignore lint/performance/noImgElement: next/image's attributes, made by the server
          <img
            key={current}
            {...pictures[active]}
            alt={imageAlts[active] ?? ''}
            className="object-contain"
            onError={() => markFailed(current)}
          />
        ) : (
          <Placeholder />
        )}
      </div>

      {images.length > 1 ? (
        <ul aria-label={label} onKeyDown={onKeyDown} className="grid grid-cols-5 gap-3">
          {images.map((src, index) => (
            <li key={src}>
              <button
                ref={(element) => {
                  thumbnails.current[index] = element;
                }}
                type="button"
                aria-label={thumbnailLabels[index]}
                aria-pressed={index === active}
                onClick={() => setActive(index)}
                className={clsx(
                  'relative block aspect-square w-full overflow-hidden rounded-xl bg-latte-100 ring-2 transition',
                  index === active ? 'ring-espresso-900' : 'ring-transparent hover:ring-crema-300',
                )}
              >
                {failed.has(src) ? (
                  <Placeholder />
                ) : (
                  // biome-ignore lint/performance/noImgElement: optimized URLs without next/image's client component
                  <img
                    {...fixedImageSources(src, 120)}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="absolute inset-0 size-full object-contain"
                    onError={() => markFailed(src)}
                  />
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Placeholder() {
  return (
    <span className="absolute inset-0 grid place-items-center text-crema-300">
      <CoffeeBeanIcon className="size-1/4" />
    </span>
  );
}

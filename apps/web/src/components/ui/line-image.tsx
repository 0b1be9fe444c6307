'use client';

import { useState } from 'react';
import { fixedImageSources } from '@/lib/image-sizes';
import { CoffeeBeanIcon } from './icons';

/**
 * A line's picture (cart, checkout, order), square, at a fixed size; a missing or broken image shows the store's bean instead
 * (spec: image load failure falls back to a placeholder). Decorative: the line names the product.
 */
export function LineImage({ src, size }: { src: string | undefined; size: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  const style = { width: size, height: size };
  if (!src || failed === src) {
    return (
      <span style={style} className="grid shrink-0 place-items-center rounded-xl bg-latte-100 text-crema-300">
        <CoffeeBeanIcon className="size-1/2" />
      </span>
    );
  }
  return (
    // biome-ignore lint/performance/noImgElement: optimized URLs without next/image's client component
    <img
      {...fixedImageSources(src, size)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      style={style}
      className="shrink-0 rounded-xl bg-latte-100 object-cover"
      onError={() => setFailed(src)}
    />
  );
}

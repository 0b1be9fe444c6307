'use client';

import Image from 'next/image';
import { useState } from 'react';
import { ProductImagePlaceholder } from './product-image-placeholder';

type ProductImageProps = {
  src: string;
  alt: string;
  sizes: string;
  /** Likely the largest picture of the first screen: fetched at once, with high priority. */
  priority?: boolean;
  className?: string;
};

/**
 * A product picture filling its (sized) parent, which falls back to the placeholder when it fails to load.
 * The only client code of a product card. next/image re-fires an error that happened before hydration,
 * so a broken image in server-rendered HTML is replaced too.
 */
export function ProductImage({ src, alt, sizes, priority = false, className }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) return <ProductImagePlaceholder />;
  return (
    <Image
      src={src}
      alt={alt}
      fill
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
      onError={() => setFailedSrc(src)}
    />
  );
}

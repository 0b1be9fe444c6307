import { Image } from '@/components/ui/image';

type ProductImageProps = {
  src: string;
  alt: string;
  sizes: string;
  /** Likely the largest picture of the first screen: fetched at once, with high priority. */
  priority?: boolean;
  className?: string;
};

/**
 * A product picture filling its (sized) parent: next/image's optimized `srcset`, rendered as a plain <img>
 * by the server (components/ui/image), so a card hydrates nothing. Its frame draws the placeholder cup underneath
 * (`bg-product-placeholder`): a picture that fails to load shows it (spec: "Image load failure falls back to a
 * placeholder product image"), as does a product without a picture (ProductImagePlaceholder).
 */
export function ProductImage({ src, alt, sizes, priority = false, className }: ProductImageProps) {
  return (
    <Image
      src={src}
      alt={alt}
      fill
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  );
}

import { clsx } from 'clsx';

/**
 * The placeholder product picture (a coffee cup, from the stylesheet's `bg-product-placeholder`), for a
 * product without a picture. Decorative: the card's link already names the product.
 */
export function ProductImagePlaceholder({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      data-placeholder=""
      className={clsx('absolute inset-0 bg-product-placeholder', className)}
    />
  );
}

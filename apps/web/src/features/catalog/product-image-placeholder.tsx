import { clsx } from 'clsx';

/**
 * The placeholder product picture (a coffee cup), drawn inline so it can never fail to load itself: shown
 * when a product has no image or its image fails (spec: "Image load failure falls back to a placeholder
 * product image"). Decorative: the card's link already names the product.
 */
export function ProductImagePlaceholder({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 400 400"
      aria-hidden="true"
      focusable="false"
      data-placeholder=""
      className={clsx('absolute inset-0 size-full bg-latte-100 text-crema-300', className)}
    >
      <g
        fill="none"
        stroke="currentColor"
        strokeWidth="8"
        strokeLinecap="round"
        strokeLinejoin="round"
        transform="translate(0 -10)"
      >
        <path d="M130 170h120l-6 70q-4 32-54 32t-54-32z" />
        <path d="M248 188q34-2 32 22t-36 22" />
        <path d="M110 292h160" />
        <path d="M170 146q-8-10 0-20M200 146q-8-10 0-20" />
      </g>
    </svg>
  );
}

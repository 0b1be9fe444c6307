/** A form's main button (the submit button's look), 48 px tall like the fields. */
export const primaryButtonClass =
  'inline-flex h-12 items-center justify-center gap-2 rounded-full bg-espresso-900 px-6 font-semibold text-cream-50 shadow-card transition-colors hover:bg-mocha-700 focus-visible:outline-offset-4 disabled:bg-mocha-600 aria-busy:cursor-progress';

/** A quieter button beside it (cancel), the same size. */
export const secondaryButtonClass =
  'inline-flex h-12 items-center justify-center rounded-full bg-white px-6 font-semibold text-espresso-900 ring-1 ring-crema-300 transition-colors hover:bg-latte-100';

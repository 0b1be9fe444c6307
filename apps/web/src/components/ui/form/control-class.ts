/**
 * The look every form control of the store shares (inputs, selects, the address notes): a cream well that
 * turns white when focused, cherry when `aria-invalid`. The invalid colours are written with `hover:` and
 * `focus-visible:` too, so they win over the ordinary ones whatever order the stylesheet puts them in.
 * NOTE: height and text size stay out of it: two classes that set the same property (`h-12` and `h-14`)
 * are decided by the stylesheet's order, not by the order in `className`.
 */
const controlLook =
  'w-full min-w-0 rounded-xl bg-cream-50 px-4 text-espresso-900 ring-1 ring-crema-300 transition-shadow placeholder:text-mocha-400 hover:ring-mocha-400 focus-visible:bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-caramel-500 disabled:cursor-not-allowed disabled:bg-latte-100 aria-invalid:ring-cherry-700 aria-invalid:hover:ring-cherry-700 aria-invalid:focus-visible:ring-cherry-700';

/** A one-line control: a text input or a select. 16 px text: iOS zooms into a field with smaller text. */
export const controlClass = `${controlLook} h-12 text-base`;

/** A textarea: as tall as its rows. */
export const textAreaClass = `${controlLook} py-3 text-base`;

/** A one-time code: large, centred, spaced-out digits (the field reads left to right in Arabic too). */
export const codeControlClass = `${controlLook} h-14 text-center font-semibold text-2xl tracking-[0.4em]`;

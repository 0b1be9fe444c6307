/**
 * At least as tall as an empty state (illustration, title, two lines, a button) in either language: a page
 * that shows a loading placeholder before it knows whether it is empty (the cart, checkout) gives both the
 * placeholder and its empty state this height, so nothing below them (the footer) moves when one replaces
 * the other. Apart from empty-state.tsx so a page's placeholder does not carry the empty state's code.
 */
export const EMPTY_STATE_HEIGHT = 'min-h-[28rem] justify-center sm:min-h-[29rem]';

/** "Loading…" where a page's list will be (the cart's, the checkout's), as tall as its empty state. */
export function LoadingPlaceholder({ label }: { label: string }) {
  return (
    <p
      role="status"
      className={`flex flex-col items-center rounded-card bg-latte-100/60 px-6 text-center text-mocha-600 ${EMPTY_STATE_HEIGHT}`}
    >
      {label}
    </p>
  );
}

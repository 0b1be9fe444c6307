/**
 * The cart lives in the browser (decision 0007), so the server cannot know what the cart page will list. This
 * cookie tells it how many lines the browser's cart held when it last settled, so a cart page that will be
 * empty is rendered empty on the server (its own HTML, painted before any script runs) rather than "Loading"
 * and then empty (decision 0024). A hint only: the browser's cart still decides what the page lists.
 */
export const CART_HINT_COOKIE = 'cart_lines';

/** A year: the hint outlives a session like the cart in localStorage does. */
export const CART_HINT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** True when the last settled cart was empty, or no cart has been kept in this browser yet. */
export function hintsEmptyCart(value: string | undefined): boolean {
  return value === undefined || value === '0';
}

import type { callBff as CallBff } from './call-bff';

/**
 * `callBff` for the shell of every page (session, account menu, cart, wishlist): the client loads on the first
 * call, after the page has painted, so it stays out of every page's first load (apps/web/budgets.json).
 */
export const callBffOnUse: typeof CallBff = async (entry, options) =>
  (await import('./call-bff')).callBff(entry, options);

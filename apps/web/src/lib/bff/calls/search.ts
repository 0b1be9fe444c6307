import { defineCall } from '../define-call';

/** The search box's suggestions (query: `q`), by the web's own route (app/bff/autocomplete). */
export const listSuggestions = defineCall({
  method: 'GET',
  path: 'autocomplete',
  ownRoute: true,
  answer: () => import('@coffee/contracts/search').then((m) => m.AutocompleteResponse),
});

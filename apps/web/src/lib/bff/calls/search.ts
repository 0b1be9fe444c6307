import { defineCall } from '../define-call';

/** The search box's suggestions (query: `q`), by the web's own route (app/bff/autocomplete). */
export const listSuggestions = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: 'autocomplete',
  ownRoute: true,
  answer: 'search.AutocompleteResponse',
});

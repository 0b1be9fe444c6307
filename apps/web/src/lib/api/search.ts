import 'server-only';
import type { Locale } from '@coffee/contracts/common';
import { AutocompleteResponse, type Suggestion } from '@coffee/contracts/search';
import { CATALOG_TAG } from './catalog';
import { apiGet } from './client';

/**
 * Search suggestions for what the shopper has typed (`GET /autocomplete`). The same text asked again within
 * a minute is served from the data cache: a popular prefix costs the API one query per minute per language.
 */
export async function getSuggestions(text: string, locale: Locale): Promise<Suggestion[]> {
  const { data } = await apiGet('/autocomplete', { q: text }, AutocompleteResponse, {
    locale,
    tags: [CATALOG_TAG, `${CATALOG_TAG}:autocomplete`],
  });
  return data;
}

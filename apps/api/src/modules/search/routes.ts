import {
  AutocompleteQuery,
  AutocompleteResponse,
  SUGGESTION_LIMIT,
  SUGGESTION_MIN_CHARS,
} from '@coffee/contracts/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localized, toLang } from '../../i18n/lang.js';
import { CACHE_TTL_MS, sendCached } from '../../plugins/cache.js';
import { suggestProducts } from './repository.js';
import { searchWords } from './words.js';

/** Suggestions are short: the first sentence of the description is enough for a dropdown. */
const DESCRIPTION_CHARS = 140;

function shorten(text: string): string {
  return text.length <= DESCRIPTION_CHARS ? text : `${text.slice(0, DESCRIPTION_CHARS - 1).trimEnd()}…`;
}

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/autocomplete',
    { schema: { tags: ['search'], querystring: AutocompleteQuery, response: { 200: AutocompleteResponse } } },
    async (request, reply) => {
      const lang = toLang(request.query.lang);
      const words = searchWords(request.query.q);
      const phrase = words.join(' ');
      if (phrase.length < SUGGESTION_MIN_CHARS) return { data: [] };
      // Shoppers type the same prefixes over and over; a short shared cache spares the database.
      reply.header('cache-control', 'public, max-age=60');
      const spec = { area: 'suggest', key: `${lang}:${phrase}`, ttlMs: CACHE_TTL_MS.names };
      return sendCached(reply, spec, async () => ({
        data: (await suggestProducts(app.db, words, SUGGESTION_LIMIT)).map((row) => {
          const name = localized(lang, row.nameEn, row.nameAr);
          return {
            id: row.id,
            name,
            title: name,
            description: shorten(localized(lang, row.descriptionEn, row.descriptionAr)),
            images: row.images.map(app.mediaUrl),
          };
        }),
      }));
    },
  );
};

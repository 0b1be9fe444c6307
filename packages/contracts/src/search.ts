import { z } from 'zod';
import { dataEnvelope, LangQuery } from './common';

/** Suggestions appear from this many characters (spec section 9). */
export const SUGGESTION_MIN_CHARS = 2;
export const SUGGESTION_LIMIT = 8;

export const AutocompleteQuery = LangQuery.extend({ q: z.string().max(100).default('') });
export const Suggestion = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  images: z.array(z.string()),
});
export type Suggestion = z.infer<typeof Suggestion>;
export const AutocompleteResponse = dataEnvelope(z.array(Suggestion));

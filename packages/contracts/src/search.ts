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

// --- The back office: synonyms kept by staff, and what shoppers searched (issue 23). ---------------------------

/** Words a group holds at most: a kind of product has a handful of names, not a thesaurus. */
export const SYNONYM_GROUP_MAX = 12;

/** A group of words that mean the same to shoppers (`ibrik`, `cezve`, `كنكة`), as the store keeps them. */
export const SynonymGroup = z.object({
  id: z.number().int(),
  words: z.array(z.string()).describe('Normalized, as searches are: lower case, Arabic letter forms folded'),
  updated_at: z.string(),
});
export type SynonymGroup = z.infer<typeof SynonymGroup>;
export const SynonymGroupsResponse = dataEnvelope(z.array(SynonymGroup));
export const SynonymGroupResponse = dataEnvelope(SynonymGroup);

/** A new or edited group: its words, one word each; the form sends them split at commas. */
export const SynonymGroupBody = z.object({
  words: z.array(z.string().trim().min(1).max(40)).min(2).max(SYNONYM_GROUP_MAX),
});
export type SynonymGroupBody = z.infer<typeof SynonymGroupBody>;

/** `GET /admin/search/weeks`: one week of searches, this week by default (weeks start on Saturday, Cairo). */
export const SearchWeekQuery = LangQuery.extend({
  week: z.iso.date().optional().describe('Any day of the week wanted, Cairo calendar'),
});
export const SearchedPhrase = z.object({
  phrase: z.string(),
  searches: z.number().int(),
  found_nothing: z.number().int().describe('Of those searches, how many found no product'),
});
export type SearchedPhrase = z.infer<typeof SearchedPhrase>;
export const SearchWeek = z.object({
  week_start: z.string().describe('The Saturday the week starts on, YYYY-MM-DD'),
  week_end: z.string().describe('Its Friday'),
  searches: z.number().int().describe('Searches that week, all phrases'),
  found_nothing: z.number().int(),
  top: z.array(SearchedPhrase).describe('The most searched phrases, most first'),
  nothing_found: z
    .array(SearchedPhrase)
    .describe('Phrases whose searches found nothing, most searched first'),
});
export type SearchWeek = z.infer<typeof SearchWeek>;
export const SearchWeekResponse = dataEnvelope(SearchWeek);

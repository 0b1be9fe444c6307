import { type AnyColumn, and, or, type SQL, sql } from 'drizzle-orm';
import { escapeLike, normalize } from '../../lib/normalize.js';

/**
 * How a search's text becomes words and conditions, for every list that searches (products, sellers,
 * suggestions): normalized words, each matched as typed or through its spelling corrections (spelling.ts).
 */

/** Words of at least this length may also match with one misspelt letter (trigram similarity). */
export const FUZZY_MIN_LENGTH = 4;

export function searchWords(text: string | undefined): string[] {
  if (!text) return [];
  return normalize(text)
    .split(' ')
    .filter((word) => word.length > 0)
    .slice(0, 8);
}

/** What a search is matched against: a column, or an expression of one (the suggestions' joined name). */
export type Searched = AnyColumn | SQL;

export const containsWord = (searched: Searched, word: string): SQL =>
  sql`${searched} LIKE ${`%${escapeLike(word)}%`}`;

/** The words that may be corrected: long enough for trigrams to mean something. */
export const fuzzyCandidates = (words: readonly string[]) =>
  words.filter((word) => word.length >= FUZZY_MIN_LENGTH);

/** Misspelt search words and the catalog words that stand in for them (search/spelling.ts). */
export type Corrections = ReadonlyMap<string, readonly string[]>;

/**
 * A row matches a search when every word appears in its text as typed — or, for a misspelt word, when one of
 * its corrections does. A correctly spelt "Hario" thus finds Hario only, not Harrar; "Hairo" still finds Hario.
 * Every condition is a LIKE the trigram index serves: no similarity is scored on the products.
 */
export function matchWords(
  column: AnyColumn,
  words: readonly string[],
  corrections: Corrections = new Map(),
) {
  const perWord = words.map((word) => {
    const alternatives = corrections.get(word);
    if (!alternatives || alternatives.length === 0) return containsWord(column, word);
    // A two-letter Latin word's Arabic readings (`2ahwa to` → ت، تو، ط; spelling.ts) start a word.
    const reading = (alternative: string) => alternative !== word && /^[a-z0-9']{2}$/.test(word);
    return or(
      ...alternatives.map((alternative) =>
        reading(alternative)
          ? sql`(${column} LIKE ${`${escapeLike(alternative)}%`} OR ${containsWord(column, ` ${alternative}`)})`
          : containsWord(column, alternative),
      ),
    )!;
  });
  return perWord.length > 0 ? and(...perWord) : undefined;
}

/** The phrase with each misspelt word replaced by its best correction: what relevance is ranked on. */
export const correctedPhrase = (words: readonly string[], corrections: Corrections) =>
  words.map((word) => corrections.get(word)?.[0] ?? word).join(' ');

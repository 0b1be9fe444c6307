import { asc, desc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { searchWords } from '../../db/schema/index.js';
import { escapeLike } from '../../lib/normalize.js';
import { type Corrections, fuzzyCandidates } from './words.js';

/** How many catalog words may stand in for one misspelt word (`espreso` → espresso, espressos…). */
const ALTERNATIVES = 3;

/**
 * For each search word of 4+ letters that appears in no catalog word as typed (probably misspelt), the catalog
 * words that resemble it most (trigram word similarity ≥ pg_trgm.word_similarity_threshold). Runs on the
 * small `search_words` table, the recipe of the pg_trgm documentation, so it costs about a millisecond
 * whatever the catalog's size; the product query then matches the corrected words exactly.
 * A word with no resemblance either is left out: it still has to match as typed, and finds nothing.
 */
export async function correctSearchWords(db: Executor, words: readonly string[]): Promise<Corrections> {
  const corrected = await Promise.all(
    fuzzyCandidates(words).map(async (word) => {
      const known = await db
        .select({ word: searchWords.word })
        .from(searchWords)
        .where(sql`${searchWords.word} LIKE ${`%${escapeLike(word)}%`}`)
        .limit(1);
      if (known.length > 0) return undefined;
      const similar = await db
        .select({ word: searchWords.word })
        .from(searchWords)
        .where(sql`${word} <% ${searchWords.word}`)
        .orderBy(
          desc(sql`word_similarity(${word}, ${searchWords.word})`),
          desc(sql`similarity(${word}, ${searchWords.word})`),
          asc(searchWords.word),
        )
        .limit(ALTERNATIVES);
      return similar.length > 0 ? ([word, similar.map((row) => row.word)] as const) : undefined;
    }),
  );
  return new Map(corrected.filter((entry) => entry !== undefined));
}

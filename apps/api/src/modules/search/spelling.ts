import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import { searchWords } from '../../db/schema/index.js';
import { escapeLike } from '../../lib/normalize.js';
import { ArabicVocabulary, francoPrefixes, francoSpellings, isFrancoCandidate } from './franco.js';
import { synonymsOf } from './synonyms.js';
import { type Corrections, FUZZY_MIN_LENGTH, fuzzyCandidates } from './words.js';

/** How many catalog words may stand in for one misspelt word (`espreso` → espresso, espressos…). */
const ALTERNATIVES = 3;

/** A correction this close (word similarity) is taken over a Franco reading of the same word. */
const CLOSE = 0.7;

/** A half-typed Latin word is read as the beginning of Arabic words from this many letters on (`2ahw` → قهو…). */
const PREFIX_FROM = 4;

/** A chat-alphabet digit (2 3 5 6 7 8 9) makes a word Franco, never a misspelling. */
const FRANCO_DIGIT = /[2356789]/;

/** How long a process keeps the catalog's Arabic words before reading them again (new products' words). */
const VOCABULARY_TTL_MS = 60_000;

const vocabularies = new WeakMap<object, { at: number; words: Promise<ArabicVocabulary> }>();

/**
 * The catalog's Arabic words (`search_words` holding an Arabic letter), read at most once a minute per
 * process and database: what Franco spellings are checked against, in memory (search/franco.ts).
 */
export function arabicVocabulary(db: Executor): Promise<ArabicVocabulary> {
  const cached = vocabularies.get(db);
  if (cached && Date.now() - cached.at < VOCABULARY_TTL_MS) return cached.words;
  const words = db
    .select({ word: searchWords.word })
    .from(searchWords)
    .where(sql`${searchWords.word} ~ '[ء-ي]'`)
    .then((rows) => new ArabicVocabulary(rows.map((row) => row.word)));
  vocabularies.set(db, { at: Date.now(), words });
  words.catch(() => vocabularies.delete(db));
  return words;
}

/** Whether some catalog word holds `pattern` (`LIKE`). Built once and prepared, as lookUp: asked per search word. */
const appearing = preparedStatement('search_word_appears', (db) =>
  db
    .select({ word: searchWords.word })
    .from(searchWords)
    .where(sql`${searchWords.word} LIKE ${sql.placeholder('pattern')}`)
    .limit(1),
);

const appearsIn = async (db: Executor, word: string) =>
  (await appearing(db, { pattern: `%${escapeLike(word)}%` })).length > 0;

const isCatalogWord = async (db: Executor, word: string) =>
  (await db.select({ word: searchWords.word }).from(searchWords).where(eq(searchWords.word, word)).limit(1))
    .length > 0;

/** isCatalogWord and appearsIn of one word (lookUp), built once and prepared. */
const lookingUp = preparedStatement('search_word_look_up', (db) =>
  db
    .select({
      catalog: sql<boolean>`EXISTS (SELECT 1 FROM ${searchWords} WHERE ${searchWords.word} = ${sql.placeholder('word')})`,
      appears: sql<boolean>`EXISTS (SELECT 1 FROM ${searchWords} WHERE ${searchWords.word} LIKE ${sql.placeholder('pattern')})`,
    })
    .from(sql`(SELECT 1) AS one`),
);

/**
 * isCatalogWord and appearsIn of one word in one statement: what a Latin word that may be Franco needs to know
 * first (one round trip for the two; when it is a catalog word, whether it appears is then known as well).
 */
async function lookUp(db: Executor, word: string): Promise<{ catalog: boolean; appears: boolean }> {
  const [row] = await lookingUp(db, { word, pattern: `%${escapeLike(word)}%` });
  return { catalog: row?.catalog === true, appears: row?.appears === true };
}

/**
 * The catalog words that resemble a misspelt word most (trigram word similarity ≥
 * pg_trgm.word_similarity_threshold), on the small `search_words` table: the recipe of the pg_trgm
 * documentation, about a millisecond whatever the catalog's size.
 */
async function similarWords(db: Executor, word: string) {
  const similar = await db
    .select({
      word: searchWords.word,
      similarity: sql<number>`word_similarity(${word}, ${searchWords.word})`,
    })
    .from(searchWords)
    .where(and(sql`${word} <% ${searchWords.word}`, sql`length(${searchWords.word}) >= ${FUZZY_MIN_LENGTH}`))
    .orderBy(
      desc(sql`word_similarity(${word}, ${searchWords.word})`),
      desc(sql`similarity(${word}, ${searchWords.word})`),
      asc(searchWords.word),
    )
    .limit(ALTERNATIVES);
  if (similar.length > 0)
    return similar.map((row) => ({ word: row.word, similarity: Number(row.similarity) }));
  return nearestWords(db, word);
}

/** How many of the words sharing trigrams with a misspelt one are measured by edit distance. */
const NEAREST_CANDIDATES = 12;

/**
 * Letters added, dropped, replaced or two neighbours swapped (optimal string alignment distance): `hazlenut` is
 * one swap from `hazelnut`, though they share too few trigrams (word similarity 0.56) for similarWords.
 */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const rows = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = best;
    }
  }
  return rows[x.length]![y.length]!;
}

/** The edits a word of this many letters may be away from the catalog word that stands in for it. */
const editsAllowed = (length: number) => (length >= 8 ? 2 : 1);

/**
 * A misspelt word no catalog word resembles by trigrams: the catalog words fewest edits away (one for a word
 * of up to seven letters, two from eight), among those sharing any trigrams with it (`%`, similarity ≥
 * pg_trgm.similarity_threshold, served by the trigram index), closest first.
 */
async function nearestWords(db: Executor, word: string) {
  const candidates = await db
    .select({ word: searchWords.word, similarity: sql<number>`similarity(${word}, ${searchWords.word})` })
    .from(searchWords)
    .where(and(sql`${word} % ${searchWords.word}`, sql`length(${searchWords.word}) >= ${FUZZY_MIN_LENGTH}`))
    .orderBy(desc(sql`similarity(${word}, ${searchWords.word})`), asc(searchWords.word))
    .limit(NEAREST_CANDIDATES);
  const allowed = editsAllowed([...word].length);
  return candidates
    .map((row) => ({
      word: row.word,
      similarity: Number(row.similarity),
      edits: editDistance(word, row.word),
    }))
    .filter((row) => row.edits <= allowed)
    .sort((a, b) => a.edits - b.edits)
    .slice(0, ALTERNATIVES)
    .map(({ word: found, similarity }) => ({ word: found, similarity }));
}

/**
 * What each search word may be matched as, when not only as typed (words.ts matchWords):
 * - a Latin word that is no catalog word of its own may be Franco-Arabic (`2ahwa`, `bonn`): the Arabic
 *   spellings the catalog has (franco.ts) stand beside it, first; the last word may still be being typed,
 *   so spellings that begin a catalog word count there when no whole word was found;
 * - a word of 4+ letters that appears in no catalog word as typed, and is no Franco either, is probably
 *   misspelt: the catalog words it resembles stand in for it. A correctly spelt "Hario" finds Hario only;
 * - an Arabic one that resembles none may be an English word spelt with a long vowel the catalog leaves out
 *   (withoutLongVowel: `بريس` → برس).
 * A word with none of these is left out: it has to match as typed, and finds nothing.
 */
export async function correctSearchWords(db: Executor, words: readonly string[]): Promise<Corrections> {
  const fuzzy = new Set(fuzzyCandidates(words));
  const [vocabulary, synonyms] = await Promise.all([
    words.some(isFrancoCandidate) ? arabicVocabulary(db) : undefined,
    synonymsOf(db, words),
  ]);
  // Each word's Franco readings, if it was read as Franco (`2ahwa`, `makina`).
  const readAs: string[][] = [];
  const corrected = await Promise.all(
    words.map(async (word, index): Promise<readonly [string, string[]] | undefined> => {
      // Staff said which words mean the same: the word finds what its synonyms find, and the first one the
      // catalog holds leads (what ranking reads) when the word itself appears in no product.
      const same = synonyms.get(word);
      if (same) return [word, (await appearsIn(db, word)) ? [word, ...same] : [...same, word]];
      let franco: string[] = [];
      const looked = vocabulary && isFrancoCandidate(word) ? await lookUp(db, word) : undefined;
      if (vocabulary && looked && !looked.catalog) {
        const spellings = francoSpellings(word, vocabulary);
        const last = index === words.length - 1;
        franco =
          spellings.words.length > 0
            ? spellings.words
            : last && word.length >= PREFIX_FROM
              ? spellings.prefixes
              : [];
        readAs[index] = franco;
      }
      // An Arabic word that is no catalog word but is one without a long vowel: both spellings find.
      const shorter = fuzzy.has(word) && ARABIC_LETTER.test(word) ? await withoutLongVowel(db, word) : [];
      const known =
        (franco.length > 0 || fuzzy.has(word)) && (looked ? looked.appears : await appearsIn(db, word));
      if (known) {
        if (franco.length > 0) return [word, [...franco, word]];
        return shorter.length > 0 ? [word, [word, ...shorter]] : undefined;
      }
      const similar = fuzzy.has(word) && !FRANCO_DIGIT.test(word) ? await similarWords(db, word) : [];
      // A close English correction (espreso → espresso) leads, its Arabic reading beside it; a loose one
      // (bonn → bonded) gives way to a Franco reading (بن).
      if (similar.length > 0 && (franco.length === 0 || similar[0]!.similarity >= CLOSE)) {
        return [word, [...similar.map((row) => row.word), ...franco]];
      }
      if (franco.length > 0) return [word, franco];
      return shorter.length > 0 ? [word, shorter] : undefined;
    }),
  );
  const corrections = new Map(corrected.filter((entry) => entry !== undefined));
  const typing = francoTyping(words, corrections, readAs, vocabulary);
  if (typing) corrections.set(...typing);
  return corrections;
}

/**
 * A last word of two Latin letters after a word read as Franco, whose reading leads its alternatives (`2ahwa to`,
 * `makina es`, `bon br`): the phrase is Franco, so the word is read as the start of an Arabic word too (franco.ts
 * francoPrefixes: `to` → ت، تو، ط), the likeliest first, what the phrase is ranked on (`قهوه ت` names the Turkish
 * coffees); the word as typed stays the last alternative. Each reading must start a word of the name (holds in
 * search/repository.ts, matchWords in words.ts), as the word as typed does (decision 0045, seventh amendment).
 * In memory: no statement. Not after an English word (`espresso st`, `pour ov` answer as before), nor after a
 * word whose close English correction leads (`espreso st`).
 */
function francoTyping(
  words: readonly string[],
  corrections: Corrections,
  readAs: readonly (string[] | undefined)[],
  vocabulary: ArabicVocabulary | undefined,
): [string, string[]] | undefined {
  const at = words.length - 1;
  const word = words[at]!;
  if (at < 1 || !vocabulary || corrections.has(word)) return undefined;
  const before = corrections.get(words[at - 1]!)?.[0];
  if (before === undefined || !readAs[at - 1]?.includes(before)) return undefined;
  const prefixes = francoPrefixes(word, vocabulary);
  return prefixes.length > 0 ? [word, [...prefixes, word]] : undefined;
}

const ARABIC_LETTER = /[ء-ي]/;

/**
 * An English word written in Arabic letters is spelt with its vowels long or unwritten (`فرنش بريس`, the
 * catalog's `فرنش برس`), and the two share too few trigrams to be found alike (similarWords); `بريس` is
 * inside `اسبريسو`, so it even counts as known. For an Arabic word that is no catalog word: the catalog's
 * words it is with one of its inner long vowels (ا و ي) left out (in memory, arabicVocabulary).
 */
async function withoutLongVowel(db: Executor, word: string): Promise<string[]> {
  const vocabulary = await arabicVocabulary(db);
  if (vocabulary.has(word)) return [];
  const letters = [...word];
  const found: string[] = [];
  for (let i = 1; i < letters.length - 1; i++) {
    if (!'اوي'.includes(letters[i]!)) continue;
    const shorter = [...letters.slice(0, i), ...letters.slice(i + 1)].join('');
    if (vocabulary.has(shorter) && !found.includes(shorter)) found.push(shorter);
  }
  return found.slice(0, ALTERNATIVES);
}

/** How many respellings of a search are tried, closest first, until one finds products. */
const SUGGESTION_TRIES = 4;

/**
 * "Did you mean": for a search that found nothing, the closest respelling that finds products — each word
 * replaced by the catalog word it most resembles (or kept, when the catalog has it), tried closest first.
 * Runs only after an empty search; `search_words` is small (the catalog's distinct words), so scoring all of it
 * costs a few milliseconds. `null` when no respelling finds anything.
 */
export async function didYouMean(
  db: Executor,
  words: readonly string[],
  findsProducts: (words: string[]) => Promise<boolean>,
): Promise<string | null> {
  if (words.length === 0) return null;
  const options = await Promise.all(
    words.map(async (word) => {
      if (await isCatalogWord(db, word)) return [{ word, similarity: 1 }];
      // `%`: similarity ≥ pg_trgm.similarity_threshold (0.3, its default), served by the trigram index.
      const rows = await db
        .select({ word: searchWords.word, similarity: sql<number>`similarity(${word}, ${searchWords.word})` })
        .from(searchWords)
        .where(sql`${word} % ${searchWords.word}`)
        .orderBy(desc(sql`similarity(${word}, ${searchWords.word})`), asc(searchWords.word))
        .limit(2);
      return rows.map((row) => ({ word: row.word, similarity: Number(row.similarity) }));
    }),
  );
  if (options.some((list) => list.length === 0)) return null;
  // Respellings, closest first: every word's best, then each word's runner-up in turn.
  const best = options.map((list) => list[0]!.word);
  const tries = [best, ...options.flatMap((list, i) => (list[1] ? [best.with(i, list[1].word)] : []))];
  for (const respelt of tries.slice(0, SUGGESTION_TRIES)) {
    if (respelt.join(' ') === words.join(' ')) continue;
    if (await findsProducts(respelt)) return respelt.join(' ');
  }
  return null;
}

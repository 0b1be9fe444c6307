import { and, not, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedStatement, shapedStatement } from '../../db/prepared.js';
import { productSuggestions, products } from '../../db/schema/index.js';
import { escapeLike, NAME_SEPARATOR } from '../../lib/normalize.js';
import { correctSearchWords } from './spelling.js';
import { kindsNamed, kindsWithWord, type NamedKinds } from './taxonomy.js';
import { type Corrections, containsWord, correctedPhrase } from './words.js';

const { searchName: name, secondName: second } = productSuggestions;

/**
 * What joins the words of a name in `product_suggestions_words_idx`: the tatweel, which `normalize` strips from
 * every name and query, so joining changes no match. Its trigrams span the joins, so `LIKE '%ـphrase%'` (a word
 * starts with the phrase) is looked up as such, where on the plain name the trigram index returned every name
 * holding the phrase's words anywhere (`2ahwa fr`: 11,496 names rechecked at 1M products for none).
 */
const JOIN = 'ـ';

/**
 * The name as the index holds it: the expression exactly, literals and all (a generic plan, shapedStatement, can
 * match no parameter to the index's expression).
 */
const joinedName = sql`replace(${name}, ' ', ${sql.raw(`'${JOIN}'`)})`;

/**
 * A tier's condition in two forms: `walk`, on the plain name, tested on the few thousand names the walks read
 * (no index involved, no expression to compute per name); `fetch`, on the joined name where it tests words, which
 * the words index serves (rankedTier).
 */
type Form = 'walk' | 'fetch';
type Where = Record<Form, SQL>;

const inBothForms = (condition: (form: Form) => SQL | undefined): Where => ({
  walk: condition('walk')!,
  fetch: condition('fetch')!,
});

/** A condition that tests no words, or none an index serves better joined: the same in both forms. */
const asIs = (condition: SQL | undefined): Where => inBothForms(() => condition);

/** Whether a word of the name (not its start) starts with the phrase, adjacent words adjacent. */
function wordStarts(phrase: string, form: Form): SQL {
  return form === 'walk'
    ? sql`${name} LIKE ${`% ${escapeLike(phrase)}%`}`
    : sql`${joinedName} LIKE ${`%${JOIN}${escapeLike(phrase).replaceAll(' ', JOIN)}%`}`;
}

/**
 * Within a tier: in stock first (never a sold-out product above an equal one in stock), then most popular:
 * orders of the last 90 days (search/popularity.ts), rating count, newest. Exactly `product_suggestions_rank_idx`
 * walked backwards, so a tier of many matches stops after `room` rows.
 */
const popularity = sql`${productSuggestions.inStock} DESC, ${productSuggestions.recentOrders} DESC, ${productSuggestions.ratingCount} DESC, ${productSuggestions.productId} DESC`;

/** The same order, written so no index yields it: the planner fetches the matches and sorts them. */
const popularitySorted = sql`(NOT ${productSuggestions.inStock}), ${productSuggestions.recentOrders} DESC, ${productSuggestions.ratingCount} DESC, ${productSuggestions.productId} DESC`;

/** The shortest phrase (in characters) whose matches inside a word are suggested (the last tier). */
export const INFIX_FROM = 3;

/** How many of the most popular names a tier looks through before it fetches its matches by name instead. */
export const SUGGESTION_WALK = 500;

/**
 * How far a tier common among the SUGGESTION_WALK but short of `room` there walks on down the popularity index
 * before it fetches its matches by name instead (rankedTier).
 */
export const SUGGESTION_DEEP_WALK = 8000;

/**
 * How many matches a tier's fetch reads at most; the tiers that start with the phrase (0 and 1) read at most
 * SUGGESTION_DEEP_WALK names starting with it instead. With more, the tier is what the deeper walk finds, filled
 * up from the names read (rankedTier; decision 0045, ninth amendment: at 1M products `dolce c` read 53,637 names
 * starting with it to keep none, `tamper` sorted 3,831 matches for 16).
 */
export const SUGGESTION_FETCH_BOUND = 1000;

/**
 * How far the two walks go, and how many names a bounded fetch reads at most (suggestProducts' default: the
 * three constants above).
 */
export type SuggestionWalks = { first: number; deep: number; bound?: number };

const WALKS: SuggestionWalks = {
  first: SUGGESTION_WALK,
  deep: SUGGESTION_DEEP_WALK,
  bound: SUGGESTION_FETCH_BOUND,
};

/**
 * A count of the statement's shape (a tier's room, a walk's length) written into its text, not a parameter:
 * constant for the life of the process, so the text stays one per shape (shapedStatement), and a generic plan
 * knows each LIMIT (with a parameter it guesses a tenth of the rows).
 */
function count(n: number): SQL {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`suggestions: ${n} is no count`);
  return sql.raw(String(n));
}

/**
 * One tier of suggestions: the `room` most popular names that meet `where`, read in one of three ways whatever
 * the planner guesses of the tier's size (its guesses for `LIKE '%…%'` patterns, and for their negations and
 * conjunctions, are off by a thousandfold either way at 100k names; walking all of the popularity index for a
 * tier that held none cost 200–300 ms, bench/RESULTS.md). First the `walks.first` most popular names
 * (`product_suggestions_rank_idx`, the same few hundred for every query): a tier with `room` among them is
 * answered there, exactly, since they come in order. A tier with fewer but some, as many as promise `room`
 * within the `walks.deep` most popular at the same density, walks on down the index (index only, stopping at
 * `room`): `بن سا` has 14 of its 16 among the 500, and its words of two letters have no trigram to fetch
 * them by, so the fetch read all 100,000 names (decision 0045). Only a tier still short is fetched whole
 * through the name indexes (words, prefix) and sorted: it is rare among names, so it has few matches.
 * `ordered`: an index yields the tier in popularity order (one named kind, kindTiers), so the fetch is itself
 * a walk of `room` entries, and there is no deeper walk. `source`: what the fetch reads the tier from (by
 * default the table; the tiers of names that start with the phrase read the prefix indexes alone, namesStarting).
 * `boundsSource`: `source` is a superset of the tier that the fetch filters (namesStarting), so it is `source`'s
 * names, not the tier's matches, that the bound counts, and the bound is `walks.deep`, not `walks.bound` (below).
 */
function rankedTier(
  rank: number,
  where: Where,
  room: number,
  walks: SuggestionWalks,
  {
    ordered = false,
    source = sql`${productSuggestions}`,
    fetched = true,
    boundsSource = false,
  }: { ordered?: boolean; source?: SQL; fetched?: boolean; boundsSource?: boolean } = {},
): SQL {
  const tier = sql.raw(String(rank));
  const walked = sql`(SELECT count(*) FROM walked)`;
  const limit = count(room);
  if (ordered) {
    return sql`(
    WITH walked AS MATERIALIZED (
      SELECT ${productSuggestions.productId} AS id FROM most_popular AS ${productSuggestions}
      WHERE ${where.walk} LIMIT ${limit})
    SELECT id, ${tier} AS tier FROM walked WHERE ${walked} = ${limit}
    UNION ALL (
      SELECT ${productSuggestions.productId}, ${tier} FROM ${productSuggestions}
      WHERE ${where.fetch} AND ${walked} < ${limit}
      ORDER BY ${popularity} LIMIT ${limit}))`;
  }
  // At least one among the first walk, and as many as promise `room` in the deeper one at the same density;
  // a tier that is never fetched always walks on.
  const promising = fetched ? Math.max(1, Math.ceil((room * walks.first) / walks.deep)) : 0;
  const deeper = sql`(SELECT count(*) FROM deeper)`;
  // The fetch reads at most `bound` + 1 names: of its matches, or of `source` with `boundsSource` (in the
  // order the plan yields them, not popularity's), and only when the first walk fell short. With more than
  // `bound` of them the tier is what the deeper walk found (the most popular, in order), then, if that is
  // short of `room`, the tier's names among those read, most popular first: never empty when the tier has a
  // name among them. A tier with fewer is fetched whole, as before: the answer is exact.
  // A range of the prefix index, read alone, costs about what a walk of as many names costs: past the deeper
  // walk's length the walk is the cheaper way (at 100k, a bound of 1,000 there made 67 prefixes dearer).
  const bound = fetched && walks.bound !== undefined ? (boundsSource ? walks.deep : walks.bound) : undefined;
  const bounded = bound !== undefined;
  const tooMany = sql`(SELECT count(*) FROM candidates) > ${count(bound ?? 0)}`;
  const fetch = sql`
    UNION ALL (
      SELECT ${productSuggestions.productId}, ${tier} FROM ${bounded ? sql`candidates AS ${productSuggestions}` : source}
      WHERE ${where.fetch} AND ${walked} < ${limit} AND ${deeper} < ${limit}
        ${bounded ? sql`AND NOT (${tooMany} AND ${productSuggestions.productId} IN (SELECT id FROM deeper))` : sql``}
      ORDER BY ${popularitySorted} LIMIT ${limit})`;
  const walksOn = bounded
    ? sql`${walked} < ${limit} AND (${walked} >= ${count(promising)} OR ${tooMany})`
    : sql`${walked} BETWEEN ${count(promising)} AND ${count(room - 1)}`;
  const deeperAnswers = !fetched
    ? sql``
    : bounded
      ? sql`WHERE ${walked} < ${limit} AND (${deeper} = ${limit} OR ${tooMany})`
      : sql`WHERE ${deeper} = ${limit}`;
  return sql`(
    WITH walked AS MATERIALIZED (
      SELECT ${productSuggestions.productId} AS id FROM most_popular AS ${productSuggestions}
      WHERE ${where.walk} LIMIT ${limit}),
    ${bounded ? sql`candidates AS MATERIALIZED (SELECT * FROM ${source} ${boundsSource ? sql`` : sql`WHERE ${where.fetch}`} LIMIT ${count((bound ?? 0) + 1)}),` : sql``}
    deeper AS MATERIALIZED (
      SELECT ${productSuggestions.productId} AS id FROM (
        SELECT ${productSuggestions.productId}, ${productSuggestions.categoryId},
          ${productSuggestions.subCategoryId}, ${name}, ${second}
        FROM ${productSuggestions} ORDER BY ${popularity} LIMIT ${count(walks.deep)}) AS ${productSuggestions}
      WHERE ${where.walk} AND ${walksOn} LIMIT ${limit})
    SELECT id, ${tier} AS tier FROM walked WHERE ${walked} = ${limit}
    UNION ALL SELECT id, ${tier} FROM deeper ${deeperAnswers}
    ${fetched ? fetch : sql``})`;
}

/** The first string after every string that starts with `prefix`, in byte order (text_pattern_ops). */
function pastPrefix(prefix: string): string | undefined {
  const points = [...prefix];
  const last = points.pop()?.codePointAt(0);
  if (last === undefined || last === 0xd7ff || last >= 0x10ffff) return undefined;
  return points.join('') + String.fromCodePoint(last + 1);
}

/**
 * The suggestions whose `column` starts with `prefix`, read from the column's prefix index alone (it carries
 * both names and the popularity columns after the name): a range of the index, nothing else, behind `OFFSET 0`
 * so that no condition of the tier is pushed into it. Left to choose, the planner served `name LIKE 'hario%'`
 * through the trigram index, whose candidates (every name with a word starting `hario`, 6,912 at 100k) it
 * then read from ~2,900 pages of the table to keep none (bench/RESULTS.md).
 */
function prefixRange(column: typeof name | typeof second, prefix: string, besides?: SQL): SQL {
  const past = pastPrefix(prefix);
  return sql`(SELECT ${productSuggestions.productId}, ${name}, ${second}, ${productSuggestions.inStock},
      ${productSuggestions.recentOrders}, ${productSuggestions.ratingCount}
    FROM ${productSuggestions}
    WHERE ${column} ~>=~ ${prefix} ${past === undefined ? sql`` : sql`AND ${column} ~<~ ${past}`}
      ${besides ? sql`AND ${besides}` : sql``} OFFSET 0)`;
}

/**
 * `'% | %'`, the predicate of the partial index of the names whose Arabic part holds a separator, written as a
 * literal: as a parameter, a generic plan (shapedStatement) cannot prove the index covers the condition and
 * scans every name instead.
 */
const holdsSeparator = sql.raw(`'%${NAME_SEPARATOR}%'`);

/**
 * Where the tiers of names starting with the phrase are fetched from (rankedTier's `source`): the names whose
 * English part starts with it and, for `either`, those whose Arabic part starts with it or with '| ' and it
 * (startsWith), each a range of a prefix index read alone, and the few whose English part holds ' | ' itself
 * (a partial index; none in the demo or seed catalogs).
 */
function namesStarting(phrase: string, either: boolean): SQL {
  const english = prefixRange(name, phrase);
  if (!either) return sql`${english} AS ${productSuggestions}`;
  // Each name once: a branch leaves out the names an earlier one holds (a filter on the few rows it reads).
  const englishStarts = sql`${name} LIKE ${`${escapeLike(phrase)}%`}`;
  const arabic = prefixRange(second, phrase, sql`NOT ${englishStarts}`);
  const overlapping = prefixRange(
    second,
    `${NAME_SEPARATOR.trimStart()}${phrase}`,
    sql`NOT ${englishStarts} AND NOT ${second} LIKE ${`${escapeLike(phrase)}%`}`,
  );
  return sql`(${english} UNION ALL ${arabic} UNION ALL ${overlapping}
    UNION ALL (SELECT ${productSuggestions.productId}, ${name}, ${second}, ${productSuggestions.inStock},
      ${productSuggestions.recentOrders}, ${productSuggestions.ratingCount}
      FROM ${productSuggestions} WHERE ${second} LIKE ${holdsSeparator}
      AND NOT (${englishStarts} OR ${second} LIKE ${`${escapeLike(phrase)}%`}
        OR ${second} LIKE ${`${NAME_SEPARATOR.trimStart()}${escapeLike(phrase)}%`}) OFFSET 0)) AS ${productSuggestions}`;
}

/**
 * Whether the name holds `spelling`: containsWord (`LIKE '%…%'`) for a spelling with three letters in a row.
 * A two-letter Latin one (`to`, `7a`, `2a`) must start a word of the name (or follow a hyphen, `pour-over`):
 * two letters inside a word are not what a shopper typing `ahwa to` means (`photo`, `stovetop`), and
 * `LIKE '%to%'` has no trigram, so no index could serve it and the contains tier read every name holding the
 * other words, or every name, for none (`bon 7a`: 59 ms at 100k, 600–740 ms at 1M; bench/RESULTS.md). Its word
 * start in the joined name (`%ـto%`) has a trigram the words index serves. A short Arabic one (`بن`) is still looked for anywhere: Arabic writes
 * its article and prepositions onto the word (`بالبندق` holds `بندق`, and `بن` with it). So is a single letter,
 * the first of a word still being typed (`2ahwa y`): as anywhere it leaves the suggestions of the words before
 * it in place, where a word start would empty them until the word grows. Neither has a trigram; both are
 * written as `strpos`, a test that no index serves: the statement's plan is generic (shapedStatement), made
 * without seeing the patterns, and took `LIKE '%بن%'` for as selective as any; `strpos` can only filter the
 * names another condition found, as a custom plan did. Decision 0045, seventh amendment.
 */
function holds(spelling: string, form: Form, startsAWord = TWO_LATIN.test(spelling)): SQL {
  if (!startsAWord) {
    if (/[\p{L}\p{N}]{3}/u.test(spelling)) return containsWord(form === 'walk' ? name : joinedName, spelling);
    // On the plain name but for the index's form: a scan that tests the joined name computes it for each name
    // (1M products: 547 → 1,459 ms).
    return sql`strpos(${name}, ${spelling}) > 0`;
  }
  // An Arabic reading of a two-letter Latin word (spelling.ts francoTyping) starts a word as the word does; one
  // of a single letter (`to` → ت) has no trigram to look it up by and serves the phrase alone.
  if (!/[\p{L}\p{N}]{2}/u.test(spelling)) return sql`FALSE`;
  // At the name's start, after a space (a JOIN in the joined name) or after a hyphen (`pour-over`).
  if (form === 'walk') {
    return or(
      sql`starts_with(${name}, ${spelling})`,
      ...[' ', '-'].map((before) => sql`strpos(${name}, ${before + spelling}) > 0`),
    )!;
  }
  const escaped = escapeLike(spelling);
  return or(
    sql`${joinedName} LIKE ${`${escaped}%`}`,
    ...[JOIN, '-'].map((before) => sql`${joinedName} LIKE ${`%${before}${escaped}%`}`),
  )!;
}

/** Two Latin letters or digits (Franco's among them): a word's start, since Latin words stand apart in a name. */
const TWO_LATIN = /^[a-z0-9']{2}$/;

/**
 * Whether a phrase of several words ends in an Arabic word that is still a guess: one or two letters (`بن بن`,
 * `فلتر و`, or Franco's `2ahwa to` read as `قهوه ت`, spelling.ts), looked for anywhere (holds). Then "a word of the name starts with the phrase" (tier 4) is looked
 * for only among the SUGGESTION_DEEP_WALK most popular names, not fetched: the words index holds the joined
 * phrase's trigrams, but with a short Arabic word those are each in tens of thousands of names (`ـبنـبن`: every
 * name with a later word `بن` and a word starting `ب` after some `ن`, since Arabic writes its prepositions and
 * `و` onto words), all read to find the few, or none, with the words adjacent (`بن بن` 45,980 names and 650 ms
 * at 1M products, `فلتر و` 15,325 and 320 ms; bench/RESULTS.md). The next letter typed makes it a word the
 * index finds. A Latin letter (`espresso c`) keeps the fetch: `oـc` after a Latin word is rare enough for the
 * index. Decision 0045, eighth amendment.
 */
function endsInArabicGuess(phrase: string): boolean {
  const words = phrase.split(' ');
  return words.length > 1 && /^\p{Script=Arabic}{1,2}$/u.test(words.at(-1) ?? '');
}

/** matchWords for the suggestions: every word held by the name, as typed or as one of its corrections. */
function matchSuggestion(words: readonly string[], corrections: Corrections, form: Form): SQL {
  return and(
    ...words.map((word) => {
      const spellings = corrections.get(word);
      return spellings && spellings.length > 0
        ? or(
            ...spellings.map((spelling) =>
              holds(spelling, form, TWO_LATIN.test(word) || TWO_LATIN.test(spelling)),
            ),
          )!
        : holds(word, form);
    }),
  )!;
}

/**
 * Whether a suggestion's English or Arabic name starts with the phrase: exactly nameStartsWith
 * (`name LIKE 'p%' OR name LIKE '% | p%'`), written so prefix indexes serve it. With the name split at its
 * first separator into X ' | ' Y (Y = `second_name`), a ' | p' sits either at that separator (Y starts with p),
 * overlapping it (Y starts with '| p'), or inside Y (only when Y holds a separator itself: a partial index).
 */
function startsWith(phrase: string): SQL {
  const escaped = escapeLike(phrase);
  return or(
    sql`${name} LIKE ${`${escaped}%`}`,
    sql`${second} LIKE ${`${escaped}%`}`,
    sql`${second} LIKE ${`${NAME_SEPARATOR.trimStart()}${escaped}%`}`,
    and(sql`${second} LIKE ${holdsSeparator}`, sql`${second} LIKE ${`%${NAME_SEPARATOR}${escaped}%`}`),
  )!;
}

/** The chosen suggestions, read in full (suggestProducts); built once and prepared, as every suggestion asks. */
const suggestedProducts = preparedStatement('suggest_products', (db) =>
  db
    .select({
      id: products.id,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      descriptionEn: products.descriptionEn,
      descriptionAr: products.descriptionAr,
      images: products.images,
      stock: products.stock,
    })
    .from(products)
    .where(and(products.isActive, sql`${products.id} = any(${sql.placeholder('ids')}::int[])`)),
);

/**
 * Suggestions for a normalized query: the names that contain every word as typed, a misspelt word replaced by
 * the catalog words it resembles (spelling.ts). Ranked: names that start with the query (either language),
 * names with a word starting with it; within a tier in stock before sold out, then popularity (orders of the
 * last 90 days, rating count, newest id).
 *
 * Read from `product_suggestions` (the active products' names and popularity, kept by triggers), one tier at a
 * time (starts with it and has a word starting with it; starts only; has a word only; neither), each stopping
 * at `limit`: a common word matches ~10,000 names on 100k products, and ranking them all
 * read every match (20–50 ms; bench/api/FINDINGS.md). Each tier looks first among the SUGGESTION_WALK most popular
 * names (read once per query, off the popularity index alone), a tier common there but short walks on down the
 * index, and only a tier with too few is fetched through the name indexes (rankedTier; decision 0045). A tier
 * runs only while the ones before left room. Then the chosen few are read in full. `walks`: how far the walks
 * go (tests shorten them, so a small catalog takes each way; the answers are the same whichever way).
 */
export async function suggestProducts(
  db: Executor,
  words: string[],
  limit: number,
  walks: SuggestionWalks = WALKS,
) {
  const corrections = await correctSearchWords(db, words);
  const phrase = correctedPhrase(words, corrections);
  const kinds = await kindsNamed(db, phrase);
  // Each tier's condition in its two forms (Where): the walks test the plain name, the fetches the joined one.
  const matches = inBothForms((form) => matchSuggestion(words, corrections, form));
  const first = startsWith(phrase);
  const wordStart = inBothForms((form) => wordStarts(phrase, form));
  // The Arabic name follows ' | ', so a name whose Arabic part starts with the phrase always has a word that
  // starts with it: "starts, but no word starts" can only be the English name starting, and "neither" is
  // neither the English name starting nor a word. Written so, those tiers are what the name's prefix index
  // counts exactly; written with `first`, the planner took them for common and walked all 100,000 names of
  // the popularity index for the none they held (263 ms, bench/RESULTS.md).
  const nameStarts = sql`${name} LIKE ${`${escapeLike(phrase)}%`}`;
  // The last tier, names that merely contain the phrase inside a word, only from INFIX_FROM characters: no
  // index serves a two-letter `LIKE '%2a%'`, so a short phrase few names start with read every name to find
  // none (`2a`, `qa`: 95–100 ms, bench/RESULTS.md), and two letters inside a word are not what a shopper
  // who typed them is looking for.
  const infix = [...phrase].length >= INFIX_FROM;
  // Room for the products a later tier repeats (named kinds, below), which count once.
  const room = limit * 2;
  const tier = (rank: number, where: Where, source?: SQL, fetched?: boolean) =>
    rankedTier(rank, where, room, walks, { source, fetched, boundsSource: source !== undefined });
  const named = kindTiers(kinds, wordStart, room, walks);
  const mostPopular = sql`most_popular AS MATERIALIZED (
      SELECT ${productSuggestions.productId}, ${productSuggestions.categoryId}, ${productSuggestions.subCategoryId},
        ${name}, ${second}
      FROM ${productSuggestions} ORDER BY ${popularity} LIMIT ${count(walks.first)})`;
  // Appended in tier order and read only as far as the outer LIMIT: a tier runs only while the ones before
  // left room (no sorting or grouping above the UNION, which would run them all). A product of a named kind
  // may come again in a later tier: the first time counts. Tiers 0, 1 and 4 need no `matches`: the phrase
  // holds each word's first spelling, so a name holding the phrase matches every word. Written beside the
  // phrase, each spelling was a condition the generic plan (shapedStatement) took for an index's, one scan
  // of the trigram index per spelling where the phrase's own scan is enough (`expresso ma`: 480 buffers, not 150).
  // One statement, prepared per shape, planned once per connection (shapedStatement).
  const wordOnly = inBothForms((form) => and(not(first), wordStart[form]));
  // Its negations only filter what `matches` found: on the plain name, with no expression to compute per name.
  const inside = inBothForms((form) => and(matches[form], not(nameStarts), not(wordStart.walk)));
  const picked = await shapedStatement(
    db,
    'suggest',
    sql`
    WITH ${mostPopular}
    SELECT id, tier FROM (
      ${tier(0, asIs(and(wordStart.walk, first)), namesStarting(phrase, true))}
      UNION ALL ${tier(1, asIs(and(nameStarts, not(wordStart.walk))), namesStarting(phrase, false))}
      ${named ? sql`UNION ALL ${named}` : sql``}
      UNION ALL ${tier(4, wordOnly, undefined, !endsInArabicGuess(phrase))}
      ${infix ? sql`UNION ALL ${tier(5, inside)}` : sql``}
    ) AS ranked LIMIT ${count(named ? room * 2 : room)}`,
  );
  const seen = new Set<number>();
  const ranked: { id: number; tier: number }[] = [];
  const keep = (rows: { id: number; tier: number }[]) => {
    for (const row of rows) {
      const id = Number(row.id);
      if (seen.has(id)) continue;
      seen.add(id);
      ranked.push({ id, tier: Number(row.tier) });
    }
  };
  keep((picked as unknown as { rows: { id: number; tier: number }[] }).rows);
  // Tier 6 only when the phrase as a whole left room, in a statement of its own: planned only then (the
  // statement above took 2–5 ms to plan at 100k, more with each tier; bench/RESULTS.md). Not prepared: it is
  // rare, and its plan hangs on the kinds and words it names (a generic one read 3,379 buffers for `فرنش بريس`,
  // the custom one 898).
  const kindWords = ranked.length < limit ? await wordsOfKinds(db, words, corrections) : undefined;
  if (kindWords) {
    const more = await db.execute(sql`
      WITH ${mostPopular}
      SELECT id, tier FROM ${tier(
        6,
        inBothForms((form) => and(kindWords[form], not(matches[form]))),
      )} AS ranked
      LIMIT ${count(room)}`);
    keep((more as unknown as { rows: { id: number; tier: number }[] }).rows);
  }
  if (ranked.length === 0) return [];
  const rows = await suggestedProducts(db, { ids: ranked.map((row) => row.id) });
  const byId = new Map(rows.map((row) => [row.id, row]));
  // Within a tier in stock first, as each tier was read (product_suggestions.in_stock, kept in the stock
  // ledger's transaction by its trigger); sorted again on the stock just read, stable, so a tier read across
  // a sell-out still never puts a sold-out product above an equal one in stock.
  return ranked
    .flatMap(({ id, tier }) => {
      const row = byId.get(id);
      return row ? [{ row, tier }] : [];
    })
    .sort((a, b) => a.tier - b.tier || Number(b.row.stock > 0) - Number(a.row.stock > 0))
    .slice(0, limit)
    .map(({ row }) => row);
}

/**
 * Tier 6, last: a phrase of several words whose words are each in the name or in the name of the product's kind
 * (category or sub-category), as the search page matches them (`search_text` holds the kinds' names): `travel
 * mug` suggests the Fellow Carter Move Mug of the Travel Tumblers, `2ahwa sada` (قهوه ساده) the plain Turkish
 * coffees named `بن فيروز وسط سادة` of the kind قهوة تركي, which no name holds whole. Only when a word names a kind
 * (the tier would otherwise repeat the others), and read like every tier (rankedTier: the kinds' ids are
 * columns of `product_suggestions`).
 */
async function wordsOfKinds(db: Executor, words: readonly string[], corrections: Corrections) {
  // From INFIX_FROM letters of the last word, as the contains tier: a word still being typed (`2ahwa to`,
  // `bon 7a`) names no kind yet, and the tier's lookups cost every such keystroke (bench/RESULTS.md).
  if (words.length < 2 || [...(words.at(-1) ?? '')].length < INFIX_FROM) return undefined;
  let named = false;
  const perWord = await Promise.all(
    words.map(async (word) => {
      const spellings = corrections.get(word) ?? [word];
      const kind = ofKinds(await kindsWithWord(db, spellings));
      if (kind) named = true;
      return (form: Form) => or(or(...spellings.map((spelling) => holds(spelling, form))), kind)!;
    }),
  );
  return named ? inBothForms((form) => and(...perWord.map((word) => word(form)))) : undefined;
}

/** Whether a suggestion is of one of the kinds. */
function ofKinds({ subCategoryIds, categoryIds }: NamedKinds): SQL | undefined {
  const ids = (values: number[]) =>
    sql.join(
      values.map((id) => sql`${id}`),
      sql`, `,
    );
  return or(
    subCategoryIds.length > 0
      ? sql`${productSuggestions.subCategoryId} IN (${ids(subCategoryIds)})`
      : undefined,
    categoryIds.length > 0 ? sql`${productSuggestions.categoryId} IN (${ids(categoryIds)})` : undefined,
  );
}

/**
 * Tiers 2 and 3: active products of the kind the query names (search/taxonomy.ts), those with a name word
 * starting with the query first (`tamper`: the tamper before the other tools of its sub-category), each most
 * popular first — `قهوة تركي` suggests the Turkish coffees (named `بن فيروز…`) before cups that mention it.
 * Two tiers rather than one ordered by a CASE, each read as the others are (rankedTier), on the kind's ids that
 * `product_suggestions` carries (kept by its triggers): a kind common among the most popular names is answered
 * there; a rarer one is fetched through its own index (`product_suggestions_category_idx`, `…_sub_category_idx`),
 * which holds it in popularity order, so a single kind's tier 3 is a walk of `room` entries whatever its size.
 */
function kindTiers(
  kinds: NamedKinds,
  wordStart: Where,
  room: number,
  walks: SuggestionWalks,
): SQL | undefined {
  const { subCategoryIds, categoryIds } = kinds;
  const of = ofKinds(kinds);
  if (!of) return undefined;
  // One kind: its index yields tier 3 in order, so the fetch is a walk that stops at `room`. Several (`قهوة`
  // names the coffee category and three of its sub-categories) have no one index in that order: their matches
  // are fetched and sorted, as for any tier (and so is tier 2, a kind and a name word).
  const single = subCategoryIds.length + categoryIds.length === 1;
  return sql`${rankedTier(
    2,
    inBothForms((form) => and(of, wordStart[form])),
    room,
    walks,
  )}
    UNION ALL ${rankedTier(3, asIs(of), room, walks, { ordered: single })}`;
}

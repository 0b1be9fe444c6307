import { and, inArray, not, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { productSuggestions, products } from '../../db/schema/index.js';
import { escapeLike, NAME_SEPARATOR } from '../../lib/normalize.js';
import { correctSearchWords } from './spelling.js';
import { correctedPhrase, matchWords } from './words.js';

const { searchName: name, secondName: second } = productSuggestions;

/**
 * Whether a suggestion's English or Arabic name starts with the phrase: exactly nameStartsWith
 * (`name LIKE 'p%' OR name LIKE '% | p%'`), written so prefix indexes serve it. With the name split at its
 * first separator into X ' | ' Y (Y = `second_name`), a ' | p' sits either at that separator (Y starts with p),
 * overlapping it (Y starts with '| p'), or inside Y (only when Y holds a separator itself: a partial index).
 */
function startsWith(phrase: string): SQL {
  const escaped = escapeLike(phrase);
  const separator = `%${NAME_SEPARATOR}%`;
  return or(
    sql`${name} LIKE ${`${escaped}%`}`,
    sql`${second} LIKE ${`${escaped}%`}`,
    sql`${second} LIKE ${`${NAME_SEPARATOR.trimStart()}${escaped}%`}`,
    and(sql`${second} LIKE ${separator}`, sql`${second} LIKE ${`%${NAME_SEPARATOR}${escaped}%`}`),
  )!;
}

/**
 * Suggestions for a normalized query: the names that contain every word as typed, a misspelt word replaced by
 * the catalog words it resembles (spelling.ts). Ranked: names that start with the query (either language),
 * names with a word starting with it, then popularity (rating count, then newest id).
 *
 * Read from `product_suggestions` (the active products' names and popularity, kept by triggers), one tier at a
 * time (starts with it and has a word starting with it; starts only; has a word only; neither), each stopping
 * at `limit`: a common word matches ~10,000 names on 100k products, and ranking them all
 * read every match (20–50 ms; bench/api/FINDINGS.md). A tier of many matches walks the popularity index until
 * it has enough; a tier of few is fetched through the name indexes; the planner picks by the pattern's
 * estimated share. A tier runs only while the ones before left room. Then the chosen few are read in full.
 */
export async function suggestProducts(db: Executor, words: string[], limit: number) {
  const corrections = await correctSearchWords(db, words);
  const phrase = correctedPhrase(words, corrections);
  const matches = matchWords(name, words, corrections)!;
  const first = startsWith(phrase);
  const wordStarts = sql`${name} LIKE ${`% ${escapeLike(phrase)}%`}`;
  const tier = (where: SQL | undefined) => sql`(
    SELECT ${productSuggestions.productId} AS id FROM ${productSuggestions} WHERE ${where}
    ORDER BY ${productSuggestions.ratingCount} DESC, ${productSuggestions.productId} DESC LIMIT ${limit})`;
  const picked = await db.execute(sql`
    SELECT id FROM (
      ${tier(and(matches, first, wordStarts))}
      UNION ALL ${tier(and(matches, first, not(wordStarts)))}
      UNION ALL ${tier(and(matches, not(first), wordStarts))}
      UNION ALL ${tier(and(matches, not(first), not(wordStarts)))}
    ) AS ranked LIMIT ${limit}`);
  const ids = (picked as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: products.id,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      descriptionEn: products.descriptionEn,
      descriptionAr: products.descriptionAr,
      images: products.images,
    })
    .from(products)
    .where(and(products.isActive, inArray(products.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

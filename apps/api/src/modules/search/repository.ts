import { and, desc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import { escapeLike } from '../../lib/normalize.js';
import { fuzzyCandidates, matchWords, nameStartsWith } from '../catalog/product-filters.js';

/**
 * Suggestions for a normalized query. First the names that contain every word as typed (index-served, cheap,
 * and what a shopper who spells right expects); only when those are fewer than `limit` do words of 4+
 * letters also match by resemblance — scoring trigram similarity on thousands of rows is what made
 * autocomplete slow on a large catalog (bench/api/FINDINGS.md).
 * Ranked: names that start with the query (either language), names with a word starting with it,
 * similarity (fuzzy pass only), then popularity.
 */
export async function suggestProducts(db: Executor, words: string[], limit: number) {
  const exact = await rankedSuggestions(db, words, limit, new Set());
  const fuzzy = new Set(fuzzyCandidates(words));
  if (exact.length >= limit || fuzzy.size === 0) return exact;
  return rankedSuggestions(db, words, limit, fuzzy);
}

function rankedSuggestions(db: Executor, words: string[], limit: number, fuzzy: ReadonlySet<string>) {
  const phrase = words.join(' ');
  const wordStartsWith = `% ${escapeLike(phrase)}%`;
  return db
    .select({
      id: products.id,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      descriptionEn: products.descriptionEn,
      descriptionAr: products.descriptionAr,
      images: products.images,
    })
    .from(products)
    .where(and(products.isActive, matchWords(products.searchName, words, fuzzy)))
    .orderBy(
      desc(nameStartsWith(phrase)),
      desc(sql`${products.searchName} LIKE ${wordStartsWith}`),
      ...(fuzzy.size > 0 ? [desc(sql`word_similarity(${phrase}, ${products.searchName})`)] : []),
      desc(products.ratingCount),
      desc(products.id),
    )
    .limit(limit);
}

import { and, desc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import { escapeLike } from '../../lib/normalize.js';
import { fuzzyCandidates, matchWords, nameStartsWith } from '../catalog/product-filters.js';

/**
 * Suggestions for a normalized query: every word must appear in (or, from 4 letters, resemble a word of)
 * the product's names. Ranked: names that start with the query, then names with a word starting with it,
 * then by trigram word similarity, then popularity.
 */
export function suggestProducts(db: Executor, words: string[], limit: number) {
  const phrase = words.join(' ');
  const wordStartsWith = `% ${escapeLike(phrase)}%`;
  return (
    db
      .select({
        id: products.id,
        nameEn: products.nameEn,
        nameAr: products.nameAr,
        descriptionEn: products.descriptionEn,
        descriptionAr: products.descriptionAr,
        images: products.images,
      })
      .from(products)
      // Suggestions stay tolerant even for words that exist as typed: ranking puts exact matches first anyway.
      .where(and(products.isActive, matchWords(products.searchName, words, new Set(fuzzyCandidates(words)))))
      .orderBy(
        desc(nameStartsWith(phrase)),
        desc(sql`${products.searchName} LIKE ${wordStartsWith}`),
        desc(sql`word_similarity(${phrase}, ${products.searchName})`),
        desc(products.ratingCount),
        desc(products.id),
      )
      .limit(limit)
  );
}

import { and, desc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import { escapeLike } from '../../lib/normalize.js';
import { correctedPhrase, matchWords, nameStartsWith } from '../catalog/product-filters.js';
import { correctSearchWords } from './spelling.js';

/**
 * Suggestions for a normalized query: the names that contain every word as typed, a misspelt word replaced by
 * the catalog words it resembles (spelling.ts). One index-served query on the products, whatever the spelling:
 * scoring trigram similarity on thousands of product rows is what made autocomplete slow on a large catalog
 * (bench/api/FINDINGS.md). Ranked: names that start with the query (either language), names with a word
 * starting with it, then popularity.
 */
export async function suggestProducts(db: Executor, words: string[], limit: number) {
  const corrections = await correctSearchWords(db, words);
  const phrase = correctedPhrase(words, corrections);
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
    .where(and(products.isActive, matchWords(products.searchName, words, corrections)))
    .orderBy(
      desc(nameStartsWith(phrase)),
      desc(sql`${products.searchName} LIKE ${wordStartsWith}`),
      desc(products.ratingCount),
      desc(products.id),
    )
    .limit(limit);
}

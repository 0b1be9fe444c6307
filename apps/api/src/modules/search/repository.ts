import { and, desc, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { products, productSuggestions } from '../../db/schema/index.js';
import { escapeLike } from '../../lib/normalize.js';
import { correctedPhrase, matchWords, nameStartsWith } from '../catalog/product-filters.js';
import { correctSearchWords } from './spelling.js';

/**
 * Suggestions for a normalized query: the names that contain every word as typed, a misspelt word replaced by
 * the catalog words it resembles (spelling.ts). Ranked: names that start with the query (either language),
 * names with a word starting with it, then popularity. The ranking reads `product_suggestions` (what it needs
 * of the active products, a seventh of the products' pages): a common word matches ~10,000 names on 100k
 * products, and reading them from `products` itself cost 30–50 ms (bench/api/FINDINGS.md). Only the chosen
 * few are then read from `products`.
 */
export async function suggestProducts(db: Executor, words: string[], limit: number) {
  const corrections = await correctSearchWords(db, words);
  const phrase = correctedPhrase(words, corrections);
  const wordStartsWith = `% ${escapeLike(phrase)}%`;
  const name = productSuggestions.searchName;
  const ranked = await db
    .select({ id: productSuggestions.productId })
    .from(productSuggestions)
    .where(matchWords(name, words, corrections))
    .orderBy(
      desc(nameStartsWith(phrase, name)),
      desc(sql`${name} LIKE ${wordStartsWith}`),
      desc(productSuggestions.ratingCount),
      desc(productSuggestions.productId),
    )
    .limit(limit);
  if (ranked.length === 0) return [];
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
    .where(
      and(
        products.isActive,
        inArray(
          products.id,
          ranked.map((row) => row.id),
        ),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ranked.flatMap((row) => byId.get(row.id) ?? []);
}

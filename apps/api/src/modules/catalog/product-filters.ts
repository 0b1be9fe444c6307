import type { ProductListQuery } from '@coffee/contracts/catalog';
import { type AnyColumn, and, or, type SQL, sql } from 'drizzle-orm';
import { products } from '../../db/schema/index.js';
import { escapeLike, NAME_SEPARATOR, normalize } from '../../lib/normalize.js';

/** Facets the side panel offers; each is filtered by every chosen facet but its own. */
export type FacetKey = 'subCategory' | 'brand' | 'seller' | 'rating' | 'price' | 'in_stock' | 'on_sale';

export type ProductConditions = {
  /** Conditions that scope the whole result: active products, the category, the search words. */
  scope: SQL;
  /** The chosen category, if any (part of `scope`). */
  category: number | undefined;
  /** One condition per chosen facet. */
  facets: Partial<Record<FacetKey, SQL>>;
  /** Normalized search words, kept for relevance ranking. */
  words: string[];
  /** The words to rank on: the search words, misspelt ones replaced by their best correction. */
  phrase: string;
};

/** Words of at least this length may also match with one misspelt letter (trigram similarity). */
const FUZZY_MIN_LENGTH = 4;

export function searchWords(text: string | undefined): string[] {
  if (!text) return [];
  return normalize(text)
    .split(' ')
    .filter((word) => word.length > 0)
    .slice(0, 8);
}

export const containsWord = (column: AnyColumn, word: string): SQL =>
  sql`${column} LIKE ${`%${escapeLike(word)}%`}`;

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
    return or(...alternatives.map((alternative) => containsWord(column, alternative)))!;
  });
  return perWord.length > 0 ? and(...perWord) : undefined;
}

/** The phrase with each misspelt word replaced by its best correction: what relevance is ranked on. */
export const correctedPhrase = (words: readonly string[], corrections: Corrections) =>
  words.map((word) => corrections.get(word)?.[0] ?? word).join(' ');

/** Whether a product's English or Arabic name starts with the phrase (see searchNameOf). */
export const nameStartsWith = (phrase: string): SQL =>
  sql`(${products.searchName} LIKE ${`${escapeLike(phrase)}%`} OR ${products.searchName} LIKE ${`%${NAME_SEPARATOR}${escapeLike(phrase)}%`})`;

export function buildProductConditions(
  query: Partial<ProductListQuery>,
  corrections: Corrections = new Map(),
): ProductConditions {
  const words = searchWords(query.query);
  const scope = and(
    sql`${products.isActive}`,
    query.category !== undefined ? sql`${products.categoryId} = ${query.category}` : undefined,
    matchWords(products.searchText, words, corrections),
  )!;
  const facets: ProductConditions['facets'] = {};
  if (query.subCategory !== undefined)
    facets.subCategory = sql`${products.subCategoryId} = ${query.subCategory}`;
  if (query.brand && query.brand.length > 0) {
    facets.brand = sql`${products.brandId} IN (${sql.join(
      query.brand.map((id) => sql`${id}`),
      sql`, `,
    )})`;
  }
  if (query.seller !== undefined) facets.seller = sql`${products.sellerId} = ${query.seller}`;
  if (query.rating !== undefined) facets.rating = sql`${products.ratingAvg} >= ${query.rating}`;
  if (query.price_min !== undefined || query.price_max !== undefined) {
    facets.price = and(
      query.price_min !== undefined ? sql`${products.price} >= ${query.price_min}` : undefined,
      query.price_max !== undefined ? sql`${products.price} <= ${query.price_max}` : undefined,
    )!;
  }
  if (query.in_stock) facets.in_stock = sql`${products.stock} > 0`;
  if (query.on_sale) facets.on_sale = sql`${products.beforeDiscount} IS NOT NULL`;
  return { scope, category: query.category, facets, words, phrase: correctedPhrase(words, corrections) };
}

/** Every chosen facet except `except`: what a facet's own counts are computed under. */
export function facetsExcept(conditions: ProductConditions, except?: FacetKey): SQL {
  const chosen = Object.entries(conditions.facets)
    .filter(([key]) => key !== except)
    .map(([, condition]) => condition);
  return chosen.length > 0 ? and(...chosen)! : sql`TRUE`;
}

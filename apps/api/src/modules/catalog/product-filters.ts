import type { ProductListQuery } from '@coffee/contracts/catalog';
import { type AnyColumn, and, type SQL, sql } from 'drizzle-orm';
import { products } from '../../db/schema/index.js';
import { escapeLike, NAME_SEPARATOR, normalize } from '../../lib/normalize.js';

/** Facets the side panel offers; each is filtered by every chosen facet but its own. */
export type FacetKey = 'subCategory' | 'brand' | 'seller' | 'rating' | 'price' | 'in_stock' | 'on_sale';

export type ProductConditions = {
  /** Conditions that scope the whole result: active products, the category, the search words. */
  scope: SQL;
  /** One condition per chosen facet. */
  facets: Partial<Record<FacetKey, SQL>>;
  /** Normalized search words, kept for relevance ranking. */
  words: string[];
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

/** The words that may match by resemblance: long enough for trigrams to mean something. */
export const fuzzyCandidates = (words: string[]) => words.filter((word) => word.length >= FUZZY_MIN_LENGTH);

/**
 * A row matches a search when every word appears in its text — or, for the words in `fuzzy` (those that
 * appear nowhere as typed, i.e. probably misspelt), when it resembles one of its words. A correctly spelt
 * "Hario" thus finds Hario only, not Harrar; "Hairo" still finds Hario.
 */
export function matchWords(column: AnyColumn, words: string[], fuzzy: ReadonlySet<string> = new Set()) {
  const perWord = words.map((word) =>
    fuzzy.has(word)
      ? sql`(${containsWord(column, word)} OR ${word} <% ${column})`
      : containsWord(column, word),
  );
  return perWord.length > 0 ? and(...perWord) : undefined;
}

/** Whether a product's English or Arabic name starts with the phrase (see searchNameOf). */
export const nameStartsWith = (phrase: string): SQL =>
  sql`(${products.searchName} LIKE ${`${escapeLike(phrase)}%`} OR ${products.searchName} LIKE ${`%${NAME_SEPARATOR}${escapeLike(phrase)}%`})`;

export function buildProductConditions(
  query: Partial<ProductListQuery>,
  fuzzy: ReadonlySet<string> = new Set(),
): ProductConditions {
  const words = searchWords(query.query);
  const scope = and(
    sql`${products.isActive}`,
    query.category !== undefined ? sql`${products.categoryId} = ${query.category}` : undefined,
    matchWords(products.searchText, words, fuzzy),
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
  return { scope, facets, words };
}

/** Every chosen facet except `except`: what a facet's own counts are computed under. */
export function facetsExcept(conditions: ProductConditions, except?: FacetKey): SQL {
  const chosen = Object.entries(conditions.facets)
    .filter(([key]) => key !== except)
    .map(([, condition]) => condition);
  return chosen.length > 0 ? and(...chosen)! : sql`TRUE`;
}

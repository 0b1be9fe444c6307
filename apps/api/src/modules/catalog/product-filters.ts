import type { ProductListQuery } from '@coffee/contracts/catalog';
import { type AnyColumn, and, or, type SQL, sql } from 'drizzle-orm';
import { products } from '../../db/schema/index.js';
import { escapeLike, NAME_SEPARATOR } from '../../lib/normalize.js';
import type { NamedKinds } from '../search/taxonomy.js';
import { type Corrections, correctedPhrase, matchWords, searchWords } from '../search/words.js';

/** Facets the side panel offers; each is filtered by every chosen facet but its own. */
export type FacetKey = 'subCategory' | 'brand' | 'seller' | 'rating' | 'price' | 'in_stock' | 'on_sale';

export type ProductConditions = {
  /** Conditions that scope the whole result: active products, the category, the search words. */
  scope: SQL;
  /** The chosen category, if any (part of `scope`). */
  category: number | undefined;
  /** One condition per chosen facet. */
  facets: Partial<Record<FacetKey, SQL>>;
  /** The chosen price range's bounds (part of `facets.price`), in piastres. */
  priceBand: { min?: number; max?: number };
  /** Normalized search words, kept for relevance ranking. */
  words: string[];
  /** The words to rank on: the search words, misspelt ones replaced by their best correction. */
  phrase: string;
  /** Whether every search word (or one of its alternatives) is in the product's names: ranked above the rest. */
  inName: SQL | undefined;
  /** Whether the product is of a kind the search names (search/taxonomy.ts): ranked above mere mentions. */
  ofNamedKind: SQL | undefined;
};

/** Whether a product's English or Arabic name starts with the phrase (see searchNameOf). */
export const nameStartsWith = (phrase: string): SQL =>
  sql`(${products.searchName} LIKE ${`${escapeLike(phrase)}%`} OR ${products.searchName} LIKE ${`%${NAME_SEPARATOR}${escapeLike(phrase)}%`})`;

export function buildProductConditions(
  query: Partial<ProductListQuery>,
  corrections: Corrections = new Map(),
  kinds: NamedKinds = { categoryIds: [], subCategoryIds: [] },
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
  const idIn = (column: AnyColumn, ids: number[]) =>
    ids.length > 0
      ? sql`${column} IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : undefined;
  return {
    scope,
    category: query.category,
    facets,
    priceBand: { min: query.price_min, max: query.price_max },
    words,
    phrase: correctedPhrase(words, corrections),
    inName: matchWords(products.searchName, words, corrections),
    ofNamedKind: or(
      idIn(products.subCategoryId, kinds.subCategoryIds),
      idIn(products.categoryId, kinds.categoryIds),
    ),
  };
}

/** Every chosen facet except `except`: what a facet's own counts are computed under. */
export function facetsExcept(conditions: ProductConditions, except?: FacetKey): SQL {
  const chosen = Object.entries(conditions.facets)
    .filter(([key]) => key !== except)
    .map(([, condition]) => condition);
  return chosen.length > 0 ? and(...chosen)! : sql`TRUE`;
}

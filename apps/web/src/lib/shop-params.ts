import type { ProductSort } from '@coffee/contracts/catalog';

/**
 * The shop's state as it lives in the URL (`/products?category=1&brand=2&brand=5&price_min=200…`), so a
 * reload, back/forward and a shared link all show the same page. Pure and free of zod, so the filter
 * form's small client enhancement can use it too.
 *
 * Parsing is lenient on purpose: a hand-edited or stale link never becomes an error page. Values the API
 * would reject (a non-numeric id, an unknown sort, a reversed price range, a page past 10,000) are dropped
 * or repaired before any call is made.
 *
 * Prices in the URL are whole Egyptian pounds, what a person types and reads (`price_min=250`); the API
 * takes piastres, and `toApiQuery` converts (1 EGP = 100 piastres).
 */

export const SHOP_SORTS = [
  'newest',
  'price_asc',
  'price_desc',
  'top_rated',
  'relevance',
] as const satisfies readonly ProductSort[];

export type ShopParams = {
  category?: number;
  subCategory?: number;
  /** Search text (the spec's `query`). */
  query?: string;
  /** Chosen brand ids, ascending, without repeats. */
  brand: number[];
  seller?: number;
  /** Whole EGP, as in the URL. */
  priceMin?: number;
  priceMax?: number;
  /** Minimum average stars, 1 to 5. */
  rating?: number;
  inStock: boolean;
  onSale: boolean;
  /** `undefined` = the default order (relevance when searching, else newest). */
  sort?: ProductSort;
  page: number;
};

/** The URL's query parameter names. */
export const SHOP_PARAM = {
  category: 'category',
  subCategory: 'subCategory',
  query: 'query',
  brand: 'brand',
  seller: 'seller',
  priceMin: 'price_min',
  priceMax: 'price_max',
  rating: 'rating',
  inStock: 'in_stock',
  onSale: 'on_sale',
  sort: 'sort',
  page: 'page',
} as const satisfies Record<keyof ShopParams, string>;

export type ShopParamName = (typeof SHOP_PARAM)[keyof typeof SHOP_PARAM];

/** What Next hands a page as `searchParams`, or the browser's URLSearchParams. */
export type RawSearchParams = Record<string, string | string[] | undefined> | URLSearchParams;

const MAX_ID = 2_147_483_647;
const MAX_PAGE = 10_000;
const MAX_BRANDS = 50;
/** The API refuses longer search text. */
export const MAX_QUERY_LENGTH = 100;
/** Far above any product, low enough that piastres stay a safe integer. */
const MAX_PRICE_EGP = 100_000_000;

export const EMPTY_SHOP_PARAMS: ShopParams = { brand: [], inStock: false, onSale: false, page: 1 };

function valuesOf(raw: RawSearchParams, name: string): string[] {
  if (raw instanceof URLSearchParams) return raw.getAll(name);
  const value = raw[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

const firstOf = (raw: RawSearchParams, name: string): string | undefined => valuesOf(raw, name)[0];

/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits, as an Arabic keyboard types them, become 0-9. */
function toLatinDigits(text: string): string {
  return text
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0));
}

function parseId(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const trimmed = toLatinDigits(text.trim());
  if (!/^\d{1,10}$/.test(trimmed)) return undefined;
  const id = Number(trimmed);
  return id >= 1 && id <= MAX_ID ? id : undefined;
}

function parseIdList(texts: string[]): number[] {
  const ids = new Set<number>();
  for (const part of texts.flatMap((text) => text.split(','))) {
    const id = parseId(part);
    if (id !== undefined) ids.add(id);
  }
  return [...ids].sort((a, b) => a - b).slice(0, MAX_BRANDS);
}

/** "250", "250.5", "1,250", "٢٥٠" → EGP rounded to piastres; anything else → undefined. */
function parsePrice(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const cleaned = toLatinDigits(text.trim())
    .replace(/[,٬\s]/g, '')
    .replace('٫', '.');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return undefined;
  const value = Math.round(Number(cleaned) * 100) / 100;
  return value <= MAX_PRICE_EGP ? value : undefined;
}

function parseRating(text: string | undefined): number | undefined {
  const value = parseId(text);
  return value !== undefined && value <= 5 ? value : undefined;
}

const parseFlag = (text: string | undefined): boolean => text === 'true' || text === '1';

function parseQuery(text: string | undefined): string | undefined {
  const query = text?.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();
  return query ? query : undefined;
}

/** The order a result is shown in when the shopper has not chosen one. */
export const defaultSort = (params: Pick<ShopParams, 'query'>): ProductSort =>
  params.query ? 'relevance' : 'newest';

/** The sorts a shopper can pick: relevance only makes sense for a search. */
export const availableSorts = (params: Pick<ShopParams, 'query'>): ProductSort[] =>
  SHOP_SORTS.filter((sort) => sort !== 'relevance' || params.query !== undefined);

export function parseShopParams(raw: RawSearchParams): ShopParams {
  const query = parseQuery(firstOf(raw, SHOP_PARAM.query));
  const category = parseId(firstOf(raw, SHOP_PARAM.category));
  let priceMin = parsePrice(firstOf(raw, SHOP_PARAM.priceMin));
  let priceMax = parsePrice(firstOf(raw, SHOP_PARAM.priceMax));
  // A reversed range is a slip of the hand, not a wish for nothing: swap it.
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) {
    [priceMin, priceMax] = [priceMax, priceMin];
  }
  const sortText = firstOf(raw, SHOP_PARAM.sort);
  const sort = SHOP_SORTS.find((candidate) => candidate === sortText);
  const page = parseId(firstOf(raw, SHOP_PARAM.page));

  return {
    category,
    // A sub-category only means something inside its category.
    subCategory: category === undefined ? undefined : parseId(firstOf(raw, SHOP_PARAM.subCategory)),
    query,
    brand: parseIdList(valuesOf(raw, SHOP_PARAM.brand)),
    seller: parseId(firstOf(raw, SHOP_PARAM.seller)),
    priceMin,
    priceMax,
    rating: parseRating(firstOf(raw, SHOP_PARAM.rating)),
    inStock: parseFlag(firstOf(raw, SHOP_PARAM.inStock)),
    onSale: parseFlag(firstOf(raw, SHOP_PARAM.onSale)),
    sort:
      sort !== undefined && availableSorts({ query }).includes(sort) && sort !== defaultSort({ query })
        ? sort
        : undefined,
    page: page !== undefined && page <= MAX_PAGE ? page : 1,
  };
}

/** The canonical query string entries: a fixed order, defaults left out, so equal states share a URL. */
export function toSearchEntries(params: ShopParams): [ShopParamName, string][] {
  const entries: [ShopParamName, string][] = [];
  const add = (name: ShopParamName, value: string | number | undefined) => {
    if (value !== undefined) entries.push([name, String(value)]);
  };
  add(SHOP_PARAM.category, params.category);
  add(SHOP_PARAM.subCategory, params.category === undefined ? undefined : params.subCategory);
  add(SHOP_PARAM.query, params.query);
  for (const brand of params.brand) add(SHOP_PARAM.brand, brand);
  add(SHOP_PARAM.seller, params.seller);
  add(SHOP_PARAM.priceMin, params.priceMin);
  add(SHOP_PARAM.priceMax, params.priceMax);
  add(SHOP_PARAM.rating, params.rating);
  if (params.inStock) add(SHOP_PARAM.inStock, 'true');
  if (params.onSale) add(SHOP_PARAM.onSale, 'true');
  add(SHOP_PARAM.sort, params.sort === defaultSort(params) ? undefined : params.sort);
  add(SHOP_PARAM.page, params.page > 1 ? params.page : undefined);
  return entries;
}

/** `/products?…` (or another path) for a shop state. */
export function getShopHref(params: ShopParams, pathname = '/products'): string {
  const search = new URLSearchParams(toSearchEntries(params)).toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** A new state after a change of filters: back to page 1, since the old page may no longer exist. */
export const changeShopParams = (params: ShopParams, change: Partial<ShopParams>): ShopParams => ({
  ...params,
  page: 1,
  ...change,
});

/** Every filter off; the search text and the chosen order stay (clear-all clears filters, not the search). */
export const clearFilters = (params: ShopParams): ShopParams => ({
  ...EMPTY_SHOP_PARAMS,
  query: params.query,
  sort: params.sort,
});

/** The API's query for a shop state (`GET /products`): prices in piastres, booleans spelled out. */
export function toApiQuery(params: ShopParams, perPage: number) {
  return {
    category: params.category,
    subCategory: params.category === undefined ? undefined : params.subCategory,
    query: params.query,
    brand: params.brand.length > 0 ? params.brand : undefined,
    seller: params.seller,
    price_min: params.priceMin === undefined ? undefined : Math.round(params.priceMin * 100),
    price_max: params.priceMax === undefined ? undefined : Math.round(params.priceMax * 100),
    rating: params.rating,
    in_stock: params.inStock ? 'true' : undefined,
    on_sale: params.onSale ? 'true' : undefined,
    sort: params.sort,
    page: params.page,
    per_page: perPage,
  };
}

// ---------------------------------------------------------------------------------------------------------
/**
 * Hidden form fields that carry the rest of the state when a form changes only part of it (the sort
 * select, the filter form): every canonical entry except the names the form has controls for. The page
 * is never carried: a new sort or filter starts again at page 1.
 */
export function carriedEntries(
  params: ShopParams,
  controlled: readonly ShopParamName[],
): [ShopParamName, string][] {
  return toSearchEntries(params).filter(([name]) => name !== SHOP_PARAM.page && !controlled.includes(name));
}

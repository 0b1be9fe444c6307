import { changeShopParams, type ShopParams } from './shop-params';

/**
 * The shop's filters as chips and checkboxes see them: which options a state has chosen, and the state with
 * one more or one fewer. Filters come from the API's `filters` answer: each has a key, a type (multi, single,
 * range) and options (id, name).
 */

export type FilterType = 'multi' | 'single' | 'range';

/** One chosen option, as a chip shows it and removes it: the filter's key and type, and the option's id. */
export type ChosenOption =
  | { key: 'query'; type: 'single'; id: string }
  | { key: 'category' | 'subCategory' | 'seller' | 'rating'; type: 'single'; id: number }
  | { key: 'brand'; type: 'multi'; id: number }
  | { key: 'availability'; type: 'multi'; id: 'in_stock' | 'on_sale' }
  | { key: 'price'; type: 'range'; id: 'range'; min?: number; max?: number };

const SINGLE_KEYS = ['category', 'subCategory', 'seller', 'rating'] as const;
type SingleKey = (typeof SINGLE_KEYS)[number];
const isSingleKey = (key: string): key is SingleKey => (SINGLE_KEYS as readonly string[]).includes(key);

/** Every option the state has chosen, in the order chips show them. */
export function chosenOptions(params: ShopParams): ChosenOption[] {
  const chosen: ChosenOption[] = [];
  if (params.query) chosen.push({ key: 'query', type: 'single', id: params.query });
  for (const key of SINGLE_KEYS) {
    const id = params[key];
    if (id !== undefined && (key !== 'subCategory' || params.category !== undefined)) {
      chosen.push({ key, type: 'single', id });
    }
  }
  for (const id of params.brand) chosen.push({ key: 'brand', type: 'multi', id });
  if (params.priceMin !== undefined || params.priceMax !== undefined) {
    chosen.push({ key: 'price', type: 'range', id: 'range', min: params.priceMin, max: params.priceMax });
  }
  if (params.inStock) chosen.push({ key: 'availability', type: 'multi', id: 'in_stock' });
  if (params.onSale) chosen.push({ key: 'availability', type: 'multi', id: 'on_sale' });
  return chosen;
}

/** Whether the option `id` of the filter `key` is chosen. Unknown filters are never chosen. */
export function isOptionChosen(params: ShopParams, key: string, id: string | number): boolean {
  if (isSingleKey(key)) return params[key] === Number(id);
  if (key === 'brand') return params.brand.includes(Number(id));
  if (key === 'availability') return id === 'in_stock' ? params.inStock : id === 'on_sale' && params.onSale;
  return false;
}

/** Whether this app knows how to put the filter `key` in the URL (the panel skips any it does not). */
export const isKnownFilter = (key: string): boolean =>
  isSingleKey(key) || key === 'brand' || key === 'availability' || key === 'price';

/**
 * The state with the option chosen, or unchosen if it was: a single filter switches to the option (or off
 * when it is the chosen one), a multi filter adds or removes it. A new category drops the sub-category.
 */
export function toggleOption(params: ShopParams, key: string, id: string | number): ShopParams {
  if (isSingleKey(key)) {
    const value = isOptionChosen(params, key, id) ? undefined : Number(id);
    return key === 'category'
      ? changeShopParams(params, { category: value, subCategory: undefined })
      : changeShopParams(params, { [key]: value });
  }
  if (key === 'brand') {
    const brand = Number(id);
    return changeShopParams(params, {
      brand: params.brand.includes(brand)
        ? params.brand.filter((chosen) => chosen !== brand)
        : [...params.brand, brand].sort((a, b) => a - b),
    });
  }
  if (key === 'availability' && id === 'in_stock')
    return changeShopParams(params, { inStock: !params.inStock });
  if (key === 'availability' && id === 'on_sale') return changeShopParams(params, { onSale: !params.onSale });
  return params;
}

/** The state without one chosen option: what its chip's remove link leads to. */
export function removeOption(params: ShopParams, option: ChosenOption): ShopParams {
  switch (option.key) {
    case 'query':
      return changeShopParams(params, {
        query: undefined,
        sort: params.sort === 'relevance' ? undefined : params.sort,
      });
    case 'price':
      return changeShopParams(params, { priceMin: undefined, priceMax: undefined });
    default:
      return isOptionChosen(params, option.key, option.id)
        ? toggleOption(params, option.key, option.id)
        : params;
  }
}

/** Whether any filter is on (the search text is no filter). */
export const hasFilters = (params: ShopParams): boolean =>
  chosenOptions(params).some((option) => option.key !== 'query');

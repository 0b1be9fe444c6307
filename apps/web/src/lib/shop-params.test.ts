import { describe, expect, it } from 'vitest';
import { chosenOptions, hasFilters, isOptionChosen, removeOption, toggleOption } from './shop-options';
import {
  carriedEntries,
  clearFilters,
  EMPTY_SHOP_PARAMS,
  getShopHref,
  parseShopParams,
  type ShopParams,
  toApiQuery,
} from './shop-params';

const parse = (search: string) => parseShopParams(new URLSearchParams(search));
const state = (change: Partial<ShopParams>): ShopParams => ({ ...EMPTY_SHOP_PARAMS, ...change });

describe('parseShopParams', () => {
  it('reads every filter of the URL', () => {
    expect(
      parse(
        'category=1&subCategory=3&query=ethiopia&brand=5&brand=2&seller=7&price_min=200&price_max=800' +
          '&rating=4&in_stock=true&on_sale=1&sort=price_asc&page=3',
      ),
    ).toEqual({
      category: 1,
      subCategory: 3,
      query: 'ethiopia',
      brand: [2, 5],
      seller: 7,
      priceMin: 200,
      priceMax: 800,
      rating: 4,
      inStock: true,
      onSale: true,
      sort: 'price_asc',
      page: 3,
    });
  });

  it('gives the empty state for an empty URL', () => {
    expect(parse('')).toEqual(EMPTY_SHOP_PARAMS);
  });

  it('reads the object Next passes as searchParams, repeated keys as arrays', () => {
    expect(parseShopParams({ brand: ['3', '1'], category: '2', page: undefined })).toEqual(
      state({ brand: [1, 3], category: 2 }),
    );
  });

  it('accepts brands as a comma list or repeated, without duplicates', () => {
    expect(parse('brand=4,1&brand=1&brand=9').brand).toEqual([1, 4, 9]);
  });

  it('drops values the API would refuse instead of failing the page', () => {
    expect(
      parse('category=abc&brand=x,0,-2,2&seller=1.5&rating=9&sort=bogus&page=0&price_min=cheap&in_stock=yes'),
    ).toEqual(state({ brand: [2] }));
    expect(parse('page=10001').page).toBe(1);
    expect(parse('category=99999999999').category).toBeUndefined();
  });

  it('ignores a sub-category without its category', () => {
    expect(parse('subCategory=3').subCategory).toBeUndefined();
  });

  it('swaps a reversed price range rather than show nothing', () => {
    expect(parse('price_min=900&price_max=100')).toMatchObject({ priceMin: 100, priceMax: 900 });
  });

  it('reads prices typed with Arabic-Indic digits, separators or piastres', () => {
    expect(parse('price_min=٢٥٠&price_max=1,250.75')).toMatchObject({ priceMin: 250, priceMax: 1250.75 });
  });

  it('tidies the search text and keeps it within the API limit', () => {
    expect(parse('query=%20%20قهوة%20%20تركي%20').query).toBe('قهوة تركي');
    expect(parse('query=%20%20').query).toBeUndefined();
    expect(parse(`query=${'a'.repeat(150)}`).query).toHaveLength(100);
  });

  it('treats the default order as no order, and relevance only when searching', () => {
    expect(parse('sort=newest').sort).toBeUndefined();
    expect(parse('sort=relevance').sort).toBeUndefined();
    expect(parse('query=v60&sort=relevance').sort).toBeUndefined();
    expect(parse('query=v60&sort=newest').sort).toBe('newest');
  });
});

describe('getShopHref', () => {
  it('writes a canonical URL: fixed order, defaults left out', () => {
    expect(getShopHref(EMPTY_SHOP_PARAMS)).toBe('/products');
    expect(getShopHref(state({ brand: [2, 5], category: 1, page: 2, onSale: true }))).toBe(
      '/products?category=1&brand=2&brand=5&on_sale=true&page=2',
    );
    expect(getShopHref(state({ page: 2 }), '/offers')).toBe('/offers?page=2');
  });

  it('encodes search text, Arabic included', () => {
    expect(getShopHref(state({ query: 'قهوة & هيل' }))).toBe(
      `/products?query=${encodeURIComponent('قهوة').replace(/%20/g, '+')}+%26+${encodeURIComponent('هيل')}`,
    );
  });

  it('round-trips: reading a written URL gives back the same state', () => {
    const samples: ShopParams[] = [
      EMPTY_SHOP_PARAMS,
      state({ category: 1, subCategory: 2, brand: [1, 3], priceMin: 100, priceMax: 250.5, page: 4 }),
      state({ query: 'بن يمني', sort: 'price_desc', rating: 3, inStock: true, seller: 8 }),
    ];
    for (const sample of samples) {
      const href = getShopHref(sample);
      expect(parse(href.split('?')[1] ?? '')).toEqual(sample);
    }
  });

  it('is stable: writing what was read from any URL is a fixed point', () => {
    const messy = 'page=2&brand=3,1&sort=newest&price_max=10&price_min=50&subCategory=9&category=4&x=1';
    const once = getShopHref(parse(messy));
    expect(getShopHref(parse(once.split('?')[1] ?? ''))).toBe(once);
    expect(once).toBe('/products?category=4&subCategory=9&brand=1&brand=3&price_min=10&price_max=50&page=2');
  });
});

describe('toApiQuery', () => {
  it('sends prices in piastres and flags as text', () => {
    expect(
      toApiQuery(state({ priceMin: 199.99, priceMax: 1250, inStock: true, brand: [2] }), 24),
    ).toMatchObject({
      price_min: 19_999,
      price_max: 125_000,
      in_stock: 'true',
      on_sale: undefined,
      brand: [2],
      page: 1,
      per_page: 24,
    });
  });

  it('leaves out what is not chosen', () => {
    const query = toApiQuery(EMPTY_SHOP_PARAMS, 24);
    expect(Object.entries(query).filter(([, value]) => value !== undefined)).toEqual([
      ['page', 1],
      ['per_page', 24],
    ]);
  });
});

describe('filter options by key and type', () => {
  const base = state({ category: 1, subCategory: 2, brand: [3], page: 5 });

  it('knows which option of each filter is chosen', () => {
    expect(isOptionChosen(base, 'category', 1)).toBe(true);
    expect(isOptionChosen(base, 'category', '1')).toBe(true);
    expect(isOptionChosen(base, 'brand', 4)).toBe(false);
    expect(isOptionChosen(state({ onSale: true }), 'availability', 'on_sale')).toBe(true);
    expect(isOptionChosen(base, 'colour', 1)).toBe(false);
  });

  it('switches a single filter, and off when the chosen option is clicked again', () => {
    expect(toggleOption(base, 'seller', 7).seller).toBe(7);
    expect(toggleOption(state({ rating: 4 }), 'rating', 4).rating).toBeUndefined();
  });

  it('drops the sub-category when the category changes', () => {
    expect(toggleOption(base, 'category', 2)).toMatchObject({ category: 2, subCategory: undefined });
  });

  it('adds and removes options of a multi filter', () => {
    expect(toggleOption(base, 'brand', 1).brand).toEqual([1, 3]);
    expect(toggleOption(base, 'brand', 3).brand).toEqual([]);
    expect(toggleOption(EMPTY_SHOP_PARAMS, 'availability', 'in_stock').inStock).toBe(true);
  });

  it('goes back to page 1 on every change of filters', () => {
    expect(toggleOption(base, 'brand', 1).page).toBe(1);
  });

  it('lists chosen options as chips, each removable', () => {
    const full = parse(
      'query=v60&category=1&subCategory=2&brand=3&brand=4&price_max=500&on_sale=true&rating=4',
    );
    const chips = chosenOptions(full);
    expect(chips.map((chip) => `${chip.key}:${chip.id}`)).toEqual([
      'query:v60',
      'category:1',
      'subCategory:2',
      'rating:4',
      'brand:3',
      'brand:4',
      'price:range',
      'availability:on_sale',
    ]);
    const withoutBrand = removeOption(full, { key: 'brand', type: 'multi', id: 3 });
    expect(withoutBrand.brand).toEqual([4]);
    expect(removeOption(full, chips.find((chip) => chip.key === 'price')!)).toMatchObject({
      priceMin: undefined,
      priceMax: undefined,
    });
    expect(removeOption(full, chips[0]!).query).toBeUndefined();
  });

  it('clears every filter but keeps the search and the order', () => {
    const full = parse('query=v60&brand=3&sort=price_asc&page=3&in_stock=true');
    expect(hasFilters(full)).toBe(true);
    expect(clearFilters(full)).toEqual(state({ query: 'v60', sort: 'price_asc' }));
    expect(hasFilters(clearFilters(full))).toBe(false);
  });

  it('carries the rest of the state in a form that changes part of it, never the page', () => {
    const full = parse('category=1&brand=3&sort=price_asc&page=3');
    expect(carriedEntries(full, ['sort'])).toEqual([
      ['category', '1'],
      ['brand', '3'],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { getProductPath, getProductsPath, getSellerPath } from './routes';

describe('getProductsPath', () => {
  it('links a category, and a sub-category within it, with the query names the products page reads', () => {
    expect(getProductsPath({ category: 3 })).toBe('/products?category=3');
    expect(getProductsPath({ category: 3, subCategory: 12 })).toBe('/products?category=3&subCategory=12');
  });

  it('links all products when nothing is filtered', () => {
    expect(getProductsPath()).toBe('/products');
  });
});

describe('search and product paths', () => {
  it('puts the search text in `query`, encoded, and leaves it out when empty', () => {
    expect(getProductsPath({ query: 'قهوه' })).toBe('/products?query=%D9%82%D9%87%D9%88%D9%87');
    expect(getProductsPath({ query: 'cold brew' })).toBe('/products?query=cold+brew');
    expect(getProductsPath({ query: '' })).toBe('/products');
  });

  it('links a product and a seller by id', () => {
    expect(getProductPath(76)).toBe('/single-product/76');
    expect(getSellerPath(3)).toBe('/seller-profile/3');
  });
});

import { describe, expect, it } from 'vitest';
import { getProductsPath } from './routes';

describe('getProductsPath', () => {
  it('links a category, and a sub-category within it, with the query names the products page reads', () => {
    expect(getProductsPath({ category: 3 })).toBe('/products?category=3');
    expect(getProductsPath({ category: 3, subCategory: 12 })).toBe('/products?category=3&subCategory=12');
  });

  it('links all products when nothing is filtered', () => {
    expect(getProductsPath()).toBe('/products');
  });
});

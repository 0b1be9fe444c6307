import { describe, expect, it } from 'vitest';
import { getBrandShopPath, getSortedShopPath } from './shop-links';

describe('shop links', () => {
  it('opens the shop filtered by brand or sorted, with the API parameter names', () => {
    expect(getBrandShopPath(12)).toBe('/products?brand=12');
    expect(getSortedShopPath('top_rated')).toBe('/products?sort=top_rated');
  });
});

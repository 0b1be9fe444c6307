import { describe, expect, it } from 'vitest';
import { discountPercent, formatPrice } from './money';
import { formatWeight } from './weight';

describe('formatPrice', () => {
  it('shows whole pounds without piastres and with the currency, in each language', () => {
    expect(formatPrice(125_000, 'en')).toMatch(/^EGP\s1,250$/);
    expect(formatPrice(125_000, 'ar')).toContain('١٬٢٥٠');
    expect(formatPrice(125_000, 'ar')).toContain('ج.م.');
  });

  it('shows piastres when there are some', () => {
    expect(formatPrice(1999, 'en')).toMatch(/19\.99$/);
    expect(formatPrice(1999, 'ar')).toContain('١٩٫٩٩');
  });
});

describe('discountPercent', () => {
  it('rounds down and ignores prices that are not discounts', () => {
    expect(discountPercent(6_667, 10_000)).toBe(33);
    expect(discountPercent(10_000, null)).toBe(0);
    expect(discountPercent(10_000, 9_000)).toBe(0);
  });
});

describe('formatWeight', () => {
  it('writes the unit the product is sold in, localized', () => {
    expect(formatWeight(250, 'g', 'en')).toBe('250 g');
    expect(formatWeight(1.5, 'kg', 'en')).toBe('1.5 kg');
    expect(formatWeight(250, 'g', 'ar')).toBe('٢٥٠ جم');
    expect(formatWeight(1.5, 'kg', 'ar')).toBe('١٫٥ كجم');
  });
});

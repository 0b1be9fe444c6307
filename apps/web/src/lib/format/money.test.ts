import { describe, expect, it } from 'vitest';
import { discountPercent, formatExactPrice, formatPrice, formatSignedPrice } from './money';
import { formatWeight } from './weight';

describe('formatExactPrice', () => {
  it('always shows the piastres, as an invoice does, in the page language’s digits', () => {
    expect(formatExactPrice(125_000, 'en')).toMatch(/^EGP\s1,250\.00$/);
    expect(formatExactPrice(1_404, 'en')).toMatch(/14\.04$/);
    expect(formatExactPrice(125_000, 'ar')).toContain('١٬٢٥٠٫٠٠');
  });
});

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

describe('formatSignedPrice', () => {
  it('signs credits and debits alike, in each language', () => {
    expect(formatSignedPrice(5_000, 'en')).toMatch(/^\+EGP\s50$/);
    expect(formatSignedPrice(-1_250, 'en')).toMatch(/^-EGP\s12\.50$/);
    expect(formatSignedPrice(5_000, 'ar')).toMatch(/\+.*٥٠\sج\.م\./);
    expect(formatSignedPrice(-5_000, 'ar')).toMatch(/-.*٥٠\sج\.م\./);
  });

  it('leaves zero unsigned and plain prices unsigned as before', () => {
    expect(formatSignedPrice(0, 'en')).toMatch(/^EGP\s0$/);
    expect(formatPrice(5_000, 'en')).toMatch(/^EGP\s50$/);
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

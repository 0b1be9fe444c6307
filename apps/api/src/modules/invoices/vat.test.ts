import { describe, expect, it } from 'vitest';
import { vatIncluded } from './vat.js';

describe('vatIncluded', () => {
  it('takes the VAT out of a VAT-inclusive amount', () => {
    expect(vatIncluded(11_400, 14)).toBe(1_400);
    expect(vatIncluded(114, 14)).toBe(14);
  });
  it('rounds to the nearest piastre, halves up', () => {
    // 100 × 14 / 114 = 12.28 → 12; 1,000 × 14 / 114 = 122.8 → 123
    expect(vatIncluded(100, 14)).toBe(12);
    expect(vatIncluded(1_000, 14)).toBe(123);
    // 57 × 14 / 114 = 7 exactly; 4 × 14 / 114 = 0.49 → 0; 3 × 20 / 120 = 0.5 → 1 (halves up)
    expect(vatIncluded(57, 14)).toBe(7);
    expect(vatIncluded(4, 14)).toBe(0);
    expect(vatIncluded(3, 20)).toBe(1);
    expect(vatIncluded(9, 20)).toBe(2);
  });
  it('is zero at a zero rate or for nothing', () => {
    expect(vatIncluded(5_000, 0)).toBe(0);
    expect(vatIncluded(0, 14)).toBe(0);
  });
});

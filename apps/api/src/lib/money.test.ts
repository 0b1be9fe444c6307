import { describe, expect, it } from 'vitest';
import { piastresToPounds, poundsToPiastres } from './money.js';

describe('money', () => {
  it('converts pounds to whole piastres without float noise', () => {
    expect(poundsToPiastres(450)).toBe(45_000);
    expect(poundsToPiastres(0.1 + 0.2)).toBe(30);
    expect(poundsToPiastres(19.99)).toBe(1999);
    expect(poundsToPiastres(1.005)).toBe(101);
    expect(poundsToPiastres(-12.5)).toBe(-1250);
  });

  it('refuses amounts that are not numbers', () => {
    expect(() => poundsToPiastres(Number.NaN)).toThrow(RangeError);
    expect(() => poundsToPiastres(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('converts piastres back and rejects fractions of a piastre', () => {
    expect(piastresToPounds(1999)).toBe(19.99);
    expect(() => piastresToPounds(10.5)).toThrow(RangeError);
  });
});

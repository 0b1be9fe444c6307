import { describe, expect, it } from 'vitest';
import { parsePounds, parseStock, toPoundsInput } from './money-input';

describe('parsePounds', () => {
  it('reads pounds in either digits script into piastres', () => {
    expect(parsePounds('250')).toBe(25_000);
    expect(parsePounds('249.5')).toBe(24_950);
    expect(parsePounds(' 1,250.05 ')).toBe(125_005);
    expect(parsePounds('٢٤٩٫٥٠')).toBe(24_950);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '-5', '1.234', '1e3', '12345678'])
      expect(parsePounds(text), text).toBeNull();
  });
});

describe('toPoundsInput and parseStock', () => {
  it('round-trips prices and reads whole stock counts', () => {
    expect(toPoundsInput(25_000)).toBe('250');
    expect(toPoundsInput(24_950)).toBe('249.50');
    expect(parsePounds(toPoundsInput(24_950))).toBe(24_950);
    expect(parseStock('١٢')).toBe(12);
    expect(parseStock('1.5')).toBeNull();
    expect(parseStock('-1')).toBeNull();
  });
});

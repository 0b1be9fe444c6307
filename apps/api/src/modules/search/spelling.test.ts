import { describe, expect, it } from 'vitest';
import { editDistance } from './spelling.js';

describe('editDistance', () => {
  it('counts a swap of two neighbours as one edit, as a shopper makes it', () => {
    expect(editDistance('hazlenut', 'hazelnut')).toBe(1);
    expect(editDistance('hasselnutt', 'hazelnut')).toBe(3);
  });

  it('counts letters added, dropped and replaced, Arabic letters as one each', () => {
    expect(editDistance('espreso', 'espresso')).toBe(1);
    expect(editDistance('grindr', 'grinder')).toBe(1);
    expect(editDistance('بريس', 'برس')).toBe(1);
    expect(editDistance('كنكه', 'كنكة')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { newSlug } from './slug.js';

describe('newSlug', () => {
  it('keeps the English words, lowercase and hyphenated, then a random tail', () => {
    expect(newSlug('  Café Crème — V60 Kit! ', 'item')).toMatch(/^cafe-creme-v60-kit-[0-9a-f]{10}$/);
  });

  it('falls back for a name without Latin letters or digits and never ends the words on a hyphen', () => {
    expect(newSlug('قهوة', 'brand')).toMatch(/^brand-[0-9a-f]{10}$/);
    expect(newSlug('P{Cc}}', 'brand')).toMatch(/^p-cc-[0-9a-f]{10}$/);
    expect(newSlug('ab cd', 'item', 3)).toMatch(/^ab-[0-9a-f]{10}$/);
  });

  it('gives 5,000 rows of one name 5,000 different addresses', () => {
    const slugs = new Set(Array.from({ length: 5_000 }, () => newSlug('Same name', 'item')));
    expect(slugs.size).toBe(5_000);
  });
});

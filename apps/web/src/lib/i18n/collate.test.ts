import { describe, expect, it } from 'vitest';
import { sortByText } from './collate';

const byName = (name: string) => name;

describe('sortByText', () => {
  it('orders Arabic by letter, not by code point: hamza forms and diacritics do not reorder words', () => {
    // Code-point order puts أدوات (أ U+0623) before إبريق (إ U+0625) and بُنّ after بنك.
    const names = ['بنك', 'أدوات التقطير', 'بُنّ', 'إبريق', 'بن'];
    expect(sortByText(names, byName, 'ar')).toEqual(['إبريق', 'أدوات التقطير', 'بن', 'بُنّ', 'بنك']);
  });

  it('orders English ignoring case and accents, and leaves the input untouched', () => {
    const names = ['Zebra', 'éclair', 'apple', 'Banana'];
    expect(sortByText(names, byName, 'en')).toEqual(['apple', 'Banana', 'éclair', 'Zebra']);
    expect(names[0]).toBe('Zebra');
  });
});

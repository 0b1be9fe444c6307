import { describe, expect, it } from 'vitest';
import { normalize } from '../../lib/normalize.js';
import {
  ArabicVocabulary,
  francoPrefixes,
  francoSpellings,
  isFrancoCandidate,
  MAX_SPELLINGS,
} from './franco.js';

// Words as the demo catalog stores them (normalized): names, categories, sub-categories.
const vocabulary = new ArabicVocabulary(
  [
    'قهوة',
    'تركي',
    'كنكة',
    'كنك',
    'البن',
    'بن',
    'سادة',
    'محوج',
    'بالهيل',
    'نحاس',
    'ماكينة',
    'مطحنة',
    'يدوية',
    'فناجين',
    'كوباية',
    'مج',
    'سكر',
    'صوص',
    'شوكولاتة',
    'بالبندق',
    'إبريق',
    'حليب',
    'سريعة',
    'مجات',
    'إسبريسو',
    'برازيلي',
    'طقم',
    'توليب',
  ].map(normalize),
);

describe('Franco-Arabic readings', () => {
  it.each([
    ['2ahwa', 'قهوه'],
    ['ahwa', 'قهوه'],
    ['qahwa', 'قهوه'],
    ['torki', 'تركي'],
    ['turky', 'تركي'],
    ['kanaka', 'كنكه'],
    ['bonn', 'بن'],
    ['sada', 'ساده'],
    ['mo7awag', 'محوج'],
    ['ne7as', 'نحاس'],
    ['makinet', 'ماكينه'],
    ['mat7ana', 'مطحنه'],
    ['fenagin', 'فناجين'],
    ['mag', 'مج'],
    ['sos', 'صوص'],
    ['shokolata', 'شوكولاته'],
    ['bondo2', 'بندق'],
    ['ebri2', 'ابريق'],
    ['7alib', 'حليب'],
    ['sare3a', 'سريعه'],
    ['hel', 'هيل'],
  ])('reads %s as %s', (latin, arabic) => {
    expect(francoSpellings(latin, vocabulary).words).toContain(arabic);
  });

  it('offers the beginnings of catalog words for a word still being typed', () => {
    expect(francoSpellings('2ahw', vocabulary)).toEqual({ words: [], prefixes: ['قهو'] });
  });

  it('reads nothing into a word the catalog has no Arabic for', () => {
    expect(francoSpellings('xyzzy', vocabulary)).toEqual({ words: [], prefixes: [] });
  });

  it('stays bounded on long and repetitive input', () => {
    const many = new ArabicVocabulary(
      Array.from(
        { length: 5000 },
        (_, i) => 'ا'.repeat(1 + (i % 12)) + 'ب'.repeat(i % 7) + 'ه'.repeat(i % 5),
      ),
    );
    for (const latin of ['aaaaaaaaaaaaaaaa', 'ahahahahahahahah', 'a2a2a2a2a2a2a2a2']) {
      const started = performance.now();
      const { words, prefixes } = francoSpellings(latin, many);
      expect(performance.now() - started).toBeLessThan(50);
      expect(words.length).toBeLessThanOrEqual(MAX_SPELLINGS);
      expect(prefixes.length).toBeLessThanOrEqual(MAX_SPELLINGS);
    }
  });

  it('reads only Latin words of reasonable length', () => {
    expect(isFrancoCandidate('2ahwa')).toBe(true);
    expect(isFrancoCandidate("3'ala")).toBe(true);
    expect(isFrancoCandidate('500')).toBe(false);
    expect(isFrancoCandidate('قهوه')).toBe(false);
    expect(isFrancoCandidate('a'.repeat(17))).toBe(false);
  });

  describe('a two-letter word still being typed after a Franco one', () => {
    it.each([
      ['to', 'ت'],
      ['es', 'اس'],
      ['br', 'بر'],
      ['2a', 'ق'],
    ])('reads %s first as the start %s', (latin, arabic) => {
      expect(francoPrefixes(latin, vocabulary)[0]).toBe(arabic);
    });

    it('keeps a few readings, each the start of a catalog word, the last letter read as inside a word', () => {
      // ت (تركي, the vowel unwritten), تو (توليب), ط (طقم): never the taa marbuta of a finished word.
      expect(francoPrefixes('to', vocabulary)).toEqual(['ت', 'تو', 'ط']);
      expect(francoPrefixes('ma', vocabulary)).toEqual(['م', 'ما']);
      for (const latin of ['to', 'es', 'ma', 'ka', 'sa', 'a2', 'ee']) {
        const readings = francoPrefixes(latin, vocabulary);
        expect(readings.length).toBeLessThanOrEqual(MAX_SPELLINGS);
        for (const reading of readings) expect(vocabulary.startsAny(reading), reading).toBe(true);
      }
    });

    it('reads only two Latin letters, and nothing the catalog has no word for', () => {
      expect(francoPrefixes('t', vocabulary)).toEqual([]);
      expect(francoPrefixes('tor', vocabulary)).toEqual([]);
      expect(francoPrefixes('22', vocabulary)).toEqual([]);
      expect(francoPrefixes('تر', vocabulary)).toEqual([]);
      expect(francoPrefixes('xx', vocabulary)).toEqual([]);
    });
  });
});

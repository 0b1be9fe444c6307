import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';

// One word for one thing, in one register (docs/glossary.md): no Arabic message, the storefront's
// (apps/web/messages/ar.json) or the API's (emails, text messages, errors), uses a word the glossary sets
// aside (docs/glossary-words.json) or an Egyptian colloquial word among its formal sentences.

type Word = { word: string; use: string };
type Words = { avoid: Word[]; colloquial: Word[] };
type Tree = { [key: string]: string | Tree };

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const words = JSON.parse(read('../../../../docs/glossary-words.json')) as Words;

const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );

const catalogues: Record<string, [string, string][]> = {
  'apps/web/messages/ar.json': flatten(JSON.parse(read('../../../web/messages/ar.json')) as Tree),
  "the API's Arabic messages": Object.entries(messages.ar),
};

/** Without short vowels, shadda, sukun and tatweel: «تحقّق» and «تحقق» are one word. */
const bare = (text: string) => text.replace(/[\u064B-\u0652\u0670\u0640]/g, '');

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A word standing whole: not inside a longer word, with or without the letters written onto it
 * (و، ف، ب، ل، ال; a colloquial particle takes only و and ف, so «الدول» is not «دول»).
 */
function pattern(word: string, prefixes: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{M}])(?:${prefixes})?${literal(bare(word))}(?![\\p{L}\\p{M}])`, 'u');
}

function uses(list: Word[], prefixes: string) {
  const matchers = list.map((entry) => ({ ...entry, re: pattern(entry.word, prefixes) }));
  return (text: string) => matchers.filter((entry) => entry.re.test(bare(text)));
}

const avoided = uses(words.avoid, 'و|ف|ب|ل|ال|وال|بال|لل|فال');
const colloquial = uses(words.colloquial, 'و|ف');

describe('the glossary', () => {
  it('lists each word once, with the word to use instead', () => {
    const all = [...words.avoid, ...words.colloquial];
    expect(new Set(all.map((entry) => entry.word)).size).toBe(all.length);
    for (const entry of all) expect(entry.use.trim(), entry.word).not.toBe('');
  });

  it('catches what it lists, and only whole words', () => {
    expect(avoided('أدخل رقم الهاتف المحمول').map((entry) => entry.use)).toEqual(['رقم الموبايل']);
    expect(avoided('أدخل الكود المرسل').map((entry) => entry.use)).toEqual(['رمز']);
    expect(avoided('أدخل الرمز المرسل')).toEqual([]);
    expect(colloquial('المنتج اللي في السلة').map((entry) => entry.use)).toEqual(['الذي، التي']);
    expect(colloquial('وعلشان كده').map((entry) => entry.word)).toEqual(['علشان', 'كده']);
    expect(colloquial('في كل الدول، هذا مشروب')).toEqual([]);
  });

  for (const [name, entries] of Object.entries(catalogues)) {
    it(`${name} use the glossary's words`, () => {
      const found = entries.flatMap(([key, text]) =>
        avoided(text).map((entry) => `${key}: «${entry.word}» → «${entry.use}»`),
      );
      expect(found).toEqual([]);
    });

    it(`${name} keep to formal Arabic`, () => {
      const found = entries.flatMap(([key, text]) =>
        colloquial(text).map((entry) => `${key}: «${entry.word}» → «${entry.use}»`),
      );
      expect(found).toEqual([]);
    });
  }
});

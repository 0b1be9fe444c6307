import { describe, expect, it } from 'vitest';
import ar from '../../messages/ar.json';
import en from '../../messages/en.json';

type Tree = { [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );

describe('message files', () => {
  const english = new Map(flatten(en));
  const arabic = new Map(flatten(ar));

  it('give Arabic exactly the keys English has', () => {
    expect([...arabic.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('translate every Arabic message rather than leave it empty or in English', () => {
    for (const [key, value] of arabic) {
      expect(value.trim(), key).not.toBe('');
      expect(value, key).not.toBe(english.get(key));
    }
  });
});

describe('global error page texts', () => {
  it('match the Error messages of each language', async () => {
    const { fatalErrorText } = await import('./fatal-error-text');
    expect(fatalErrorText.en).toEqual(en.Error);
    expect(fatalErrorText.ar).toEqual(ar.Error);
  });
});

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

describe('the checkout, order and payment pages’ messages', () => {
  // Their figures (days, megabytes, amounts) come in as arguments the page formats with its locale, so an Arabic
  // page has one digit system and a figure changed in the code changes in both languages. The example mobile
  // number is what the shopper types, in the Latin digits the field takes.
  const namespaces = [
    'Checkout',
    'CheckoutSuccess',
    'OrderHistory',
    'FawryPayment',
    'InstapayPayment',
    'Payments',
  ];
  const typedExamples = new Set(['Checkout.mobileHint']);
  // `{formatted}` and `=2` are the message's syntax; the words of a plural's branches are still read.
  const withoutArguments = (message: string) => message.replace(/\{\w+\}/g, '').replace(/=\d+/g, '');

  it('write no figure as digits of their own', () => {
    for (const [tree, language] of [
      [en, 'en'],
      [ar, 'ar'],
    ] as const) {
      for (const [key, message] of flatten(tree as Tree)) {
        if (!namespaces.includes(key.split('.')[0] ?? '') || typedExamples.has(key)) continue;
        expect(withoutArguments(message), `${language} ${key}`).not.toMatch(/[0-9٠-٩]/);
      }
    }
  });
});

describe('a size limit in any message', () => {
  // Each comes from the constant the API enforces (`PHOTO_MAX_BYTES`…), formatted in the page's digits: a limit
  // changed in the code changes every hint and error that states it, in both languages.
  it('is an argument, never megabytes written out', () => {
    for (const [tree, language, unit] of [
      [en, 'en', 'MB'],
      [ar, 'ar', 'ميجابايت'],
    ] as const) {
      for (const [key, message] of flatten(tree as Tree)) {
        if (!message.includes(unit)) continue;
        expect(message, `${language} ${key}`).toContain(`{size} ${unit}`);
        expect(message.replaceAll(`{size} ${unit}`, ''), `${language} ${key}`).not.toContain(unit);
      }
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

import {
  isArgumentElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  type MessageFormatElement,
  parse,
} from '@formatjs/icu-messageformat-parser';
import type { FastifySchemaValidationError } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Lang } from './lang.js';
import { type MessageKey, messages, translate } from './messages.js';
import { describeProblem } from './validation.js';

// Counts in what the API says, as docs/glossary.md has them: every count goes through an ICU plural with
// Arabic's one, two, few, many and other (English: one and other), and every number in an Arabic sentence
// is written by the formatter (`#` or `{x, number}`), in the Arabic-Indic digits of the prices.

type Use = { plurals: { name: string; forms: string[] }[]; bare: { name: string; formatted: boolean }[] };

function usesOf(elements: MessageFormatElement[], within: string[] = [], use?: Use): Use {
  const found = use ?? { plurals: [], bare: [] };
  for (const element of elements) {
    if (isPluralElement(element)) {
      found.plurals.push({ name: element.value, forms: Object.keys(element.options) });
      for (const option of Object.values(element.options))
        usesOf(option.value, [...within, element.value], found);
    } else if (isSelectElement(element)) {
      for (const option of Object.values(element.options)) usesOf(option.value, within, found);
    } else if ((isArgumentElement(element) || isNumberElement(element)) && !within.includes(element.value)) {
      found.bare.push({ name: element.value, formatted: isNumberElement(element) });
    }
  }
  return found;
}

const uses = (lang: Lang) =>
  Object.entries(messages[lang]).map(
    ([key, text]) => [key, usesOf(parse(text, { ignoreTag: true }))] as const,
  );

/** Placeholders that hold a count: every plural's own, and the usual names. */
const COUNTS = new Set([
  ...['count', 'n', 'min', 'max', 'days', 'hours', 'minutes', 'seconds', 'items', 'quantity', 'limit'],
  ...['used', 'available', 'stock', 'line'],
  ...[...uses('ar'), ...uses('en')].flatMap(([, use]) => use.plurals.map((plural) => plural.name)),
]);

/** Numbers with no noun to agree with: a bound ("ألا تقل قيمة per_page عن ١"), a line, a quantity. */
const BARE_NUMBERS: Record<string, string[]> = {
  atLeast: ['limit'],
  atMost: ['limit'],
  greaterThan: ['limit'],
  lessThan: ['limit'],
  cartCappedAtStock: ['stock'],
  csvRowDuplicate: ['line'],
};

const ARABIC_FORMS = ['one', 'two', 'few', 'many', 'other'];

describe('counts in the API’s messages', () => {
  it('give every Arabic plural the forms one, two, few, many and other', () => {
    const lacking = uses('ar').flatMap(([key, use]) =>
      use.plurals
        .filter((plural) => ARABIC_FORMS.some((form) => !plural.forms.includes(form)))
        .map((plural) => `${key} {${plural.name}}`),
    );
    expect(lacking).toEqual([]);
  });

  it('give every English plural one and other', () => {
    const lacking = uses('en').flatMap(([key, use]) =>
      use.plurals.filter((p) => !p.forms.includes('one') || !p.forms.includes('other')).map(() => key),
    );
    expect(lacking).toEqual([]);
  });

  it('never show an Arabic count outside a plural, except a number with no noun to agree with', () => {
    const bare = uses('ar').flatMap(([key, use]) =>
      use.bare
        .filter(({ name }) => COUNTS.has(name) && !BARE_NUMBERS[key]?.includes(name))
        .map(({ name }) => `${key} {${name}}`),
    );
    expect(bare).toEqual([]);
  });

  it('write the Arabic numbers that stand alone through the number formatter', () => {
    const arabic = new Map(uses('ar'));
    const plain = Object.entries(BARE_NUMBERS).flatMap(([key, names]) =>
      names
        .filter((name) => !arabic.get(key)?.bare.some((use) => use.name === name && use.formatted))
        .map((name) => `${key} {${name}}`),
    );
    expect(plain).toEqual([]);
  });
});

const problem = (lang: Lang, keyword: string, params: Record<string, unknown>) =>
  describeProblem(lang, {
    keyword,
    instancePath: '/name',
    schemaPath: '',
    params,
  } as FastifySchemaValidationError);

describe('translate', () => {
  it('words the length a field needs for 1, 2, 3, 11 and 100 characters, in Arabic-Indic digits', () => {
    const tooShort = (limit: number) => problem('ar', 'too_small', { minimum: limit, origin: 'string' });
    expect([1, 2, 3, 11, 100].map(tooShort)).toEqual([
      'يجب ألا يقل طول name عن حرف واحد.',
      'يجب ألا يقل طول name عن حرفين.',
      'يجب ألا يقل طول name عن ٣ أحرف.',
      'يجب ألا يقل طول name عن ١١ حرفًا.',
      'يجب ألا يقل طول name عن ١٠٠ حرف.',
    ]);
    expect(problem('en', 'too_big', { maximum: 1, origin: 'string' })).toBe(
      'name must have at most 1 character.',
    );
    expect(problem('en', 'too_big', { maximum: 120, origin: 'string' })).toBe(
      'name must have at most 120 characters.',
    );
    expect(problem('ar', 'too_big', { maximum: 100, origin: 'number' })).toBe(
      'يجب ألا تزيد قيمة name على ١٠٠.',
    );
  });

  it('words the seconds to wait and the minutes a code lasts', () => {
    const wait = (seconds: number) => translate('ar', 'loginDelayed', { seconds });
    expect(wait(2)).toContain('حاول مرة أخرى بعد ثانيتين،');
    expect(wait(5)).toContain('حاول مرة أخرى بعد ٥ ثوانٍ،');
    expect(wait(30)).toContain('حاول مرة أخرى بعد ٣٠ ثانية،');
    expect(translate('en', 'loginDelayed', { seconds: 30 })).toContain('Try again in 30 seconds,');
    const body = translate('ar', 'verifyCodeBody', { name: 'منى', code: '123456', minutes: 10 });
    expect(body).toContain('رمز التحقق الخاص بك في بُنّ هو 123456، وتنتهي صلاحيته خلال ١٠ دقائق.');
    expect(translate('ar', 'verifyCodeBody', { name: 'منى', code: '1', minutes: 15 })).toContain(
      'خلال ١٥ دقيقة.',
    );
  });

  it('words what is left of a product and the rows with errors', () => {
    const left = (available: number) => translate('ar', 'outOfStockLine', { name: 'بن', available });
    expect([0, 1, 2, 7].map(left)).toEqual([
      'بن: نفدت الكمية.',
      'بن: لم يتبقَّ إلا قطعة واحدة.',
      'بن: لم يتبقَّ إلا قطعتان.',
      'بن: لم يتبقَّ إلا ٧ قطع.',
    ]);
    expect(translate('en', 'outOfStockLine', { name: 'Beans', available: 1 })).toBe('Beans: only 1 left.');
    expect(translate('ar', 'csvHasErrors', { count: 11 })).toBe(
      'لم يتغير شيء: في ١١ سطرًا أخطاء. صحّحها ثم استورد الملف مرة أخرى.',
    );
  });

  it('shows other values as given, and keeps a placeholder it has no value for', () => {
    expect(translate('en', 'cartUnknownProduct', { id: 1234 })).toBe(
      'We could not find product 1234, so it is not in your cart.',
    );
    expect(translate('en', 'required')).toBe('{field} is required.');
  });

  it('parses every message of both languages', () => {
    for (const lang of ['en', 'ar'] as const) {
      for (const key of Object.keys(messages[lang]) as MessageKey[]) {
        expect(() => translate(lang, key), `${lang} ${key}`).not.toThrow();
      }
    }
  });
});

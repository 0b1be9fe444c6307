import {
  isArgumentElement,
  isNumberElement,
  isPluralElement,
  isPoundElement,
  isSelectElement,
  isTagElement,
  type MessageFormatElement,
  parse,
} from '@formatjs/icu-messageformat-parser';
import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatNumber } from '@/lib/format/number';
import { describeIssue, readValidationMessages } from '@/lib/forms/validation-messages';
import { fillMessage } from '@/lib/i18n/fill-template';
import ar from '../../messages/ar.json';
import en from '../../messages/en.json';

// Counts in the message files, as docs/glossary.md has them: every count goes through an ICU plural, with
// Arabic's one, two, few, many and other (zero where it reads better), and its digits come formatted by the
// page (`{formatted}`, from lib/format/number.ts) — never `#`, which next-intl writes with plain `ar`'s
// Western digits.

type Tree = { [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );

const catalogues = { ar: flatten(ar), en: flatten(en) };

type Use = { plurals: { name: string; forms: string[] }[]; bare: string[]; pound: boolean };

/** The plurals of a message, the arguments it shows outside a plural of their own, and whether it uses `#`. */
function usesOf(elements: MessageFormatElement[], within: string[] = [], use?: Use): Use {
  const found = use ?? { plurals: [], bare: [], pound: false };
  for (const element of elements) {
    if (isPluralElement(element)) {
      found.plurals.push({ name: element.value, forms: Object.keys(element.options) });
      for (const option of Object.values(element.options))
        usesOf(option.value, [...within, element.value], found);
    } else if (isSelectElement(element)) {
      for (const option of Object.values(element.options)) usesOf(option.value, within, found);
    } else if (isTagElement(element)) {
      usesOf(element.children, within, found);
    } else if (isPoundElement(element)) {
      found.pound = true;
    } else if (isArgumentElement(element) || isNumberElement(element)) {
      // `{formatted}` shows the number of the plural around it; `{shownFormatted}` the one of `shown`.
      const owner = element.value === 'formatted' ? within.at(-1) : element.value.replace(/Formatted$/, '');
      if (owner === undefined || !within.includes(owner)) found.bare.push(element.value);
    }
  }
  return found;
}

const uses = (messages: [string, string][]) =>
  messages.map(([key, message]) => [key, usesOf(parse(message, { ignoreTag: false }))] as const);

/** Argument names that hold a count: every plural's own, their formatted forms, and the usual names. */
const COUNTS = new Set([
  ...['count', 'n', 'min', 'max', 'days', 'hours', 'minutes', 'seconds', 'items', 'quantity', 'limit'],
  ...['used', 'shown', 'total', 'changed', 'unchanged', 'errors', 'available', 'stock', 'stars'],
  ...['index', 'page', 'lastPage', 'position', 'formatted'],
  ...[...uses(catalogues.ar), ...uses(catalogues.en)].flatMap(([, use]) => use.plurals.map((p) => p.name)),
]);
const isCount = (name: string) => COUNTS.has(name) || name.endsWith('Formatted');

/**
 * Numbers with no noun to agree with, so no plural: a position or a page ("٢ من ٥"), a label and its value
 * ("الكمية: ٣"), prices, a count in brackets after its noun ("منتجاته (١٢)").
 */
const BARE_NUMBERS: Record<string, string[]> = {
  'Carousel.slideLabel': ['index', 'total'],
  'Carousel.goToSlide': ['index', 'total'],
  'Product.imageAlt': ['index', 'total'],
  'Product.showImage': ['index', 'total'],
  'Pagination.status': ['page', 'lastPage'],
  'Shop.pagedTitle': ['page'],
  'Wallet.pagedTitle': ['page'],
  'OrderHistory.pagedTitle': ['page'],
  'Blog.pagedTitle': ['page'],
  'Admin.pagedTitle': ['page'],
  'AdminCatalog.imageAlt': ['position'],
  'AdminCatalog.moveEarlier': ['position'],
  'AdminCatalog.moveLater': ['position'],
  'AdminCatalog.removeImage': ['position'],
  'Admin.content.ingredientEn': ['n'],
  'Admin.content.ingredientAr': ['n'],
  'Admin.content.removeIngredient': ['n'],
  'OrderHistory.quantityTimesPrice': ['count'],
  'Checkout.quantity': ['count'],
  'Admin.lineItem': ['count'],
  'Returns.lineQuantity': ['quantity'],
  'Admin.coupons.usageOf': ['used', 'limit'],
  'Admin.coupons.unlimited': ['used'],
  'Shop.priceBounds': ['min', 'max'],
  'Shop.priceChip': ['min', 'max'],
  'Shop.priceFromChip': ['min'],
  'Shop.priceUpToChip': ['max'],
  'AdminCatalog.salesChartSummary': ['total'],
  'Seller.visitShop': ['formatted'],
};

const ARABIC_FORMS = ['one', 'two', 'few', 'many', 'other'];

describe('counts in the message files', () => {
  it('give every Arabic plural the forms one, two, few, many and other', () => {
    const lacking = uses(catalogues.ar).flatMap(([key, use]) =>
      use.plurals
        .filter((plural) => ARABIC_FORMS.some((form) => !plural.forms.includes(form)))
        .map(
          (plural) =>
            `${key} {${plural.name}}: lacks ${ARABIC_FORMS.filter((f) => !plural.forms.includes(f))}`,
        ),
    );
    expect(lacking).toEqual([]);
  });

  it('never show an Arabic count outside a plural, except a number with no noun to agree with', () => {
    const bare = uses(catalogues.ar).flatMap(([key, use]) =>
      use.bare
        .filter((name) => isCount(name) && !BARE_NUMBERS[key]?.includes(name))
        .map((name) => `${key} {${name}}`),
    );
    expect(bare).toEqual([]);
  });

  it('list as bare numbers only arguments that are shown bare', () => {
    const arabic = new Map(uses(catalogues.ar));
    const stale = Object.entries(BARE_NUMBERS).flatMap(([key, names]) =>
      names.filter((name) => !arabic.get(key)?.bare.includes(name)).map((name) => `${key} {${name}}`),
    );
    expect(stale).toEqual([]);
  });

  it('give every English plural one and other', () => {
    const lacking = uses(catalogues.en).flatMap(([key, use]) =>
      use.plurals.filter((p) => !p.forms.includes('one') || !p.forms.includes('other')).map(() => key),
    );
    expect(lacking).toEqual([]);
  });

  it('show numbers formatted by the page, never with #', () => {
    const pound = [...uses(catalogues.ar), ...uses(catalogues.en)].filter(([, use]) => use.pound);
    expect(pound.map(([key]) => key)).toEqual([]);
  });
});

type Translate = (key: string, values?: Record<string, string | number>) => string;
const translatorOf = (locale: 'ar' | 'en'): Translate =>
  createTranslator({ locale, messages: locale === 'ar' ? ar : en }) as unknown as Translate;
const arabic = translatorOf('ar');
const rawArabic = new Map(catalogues.ar);

const counted = (count: number) => ({ count, formatted: formatNumber(count, 'ar', 0) });
const SAMPLES = [0, 1, 2, 3, 11, 100];

describe('Arabic counts as a reader sees them', () => {
  it('word the orders of the dashboard for 0, 1, 2, 3, 11 and 100 (in the page and in a client component)', () => {
    const expected = ['لا توجد طلبات', 'طلب واحد', 'طلبان', '٣ طلبات', '١١ طلبًا', '١٠٠ طلب'];
    expect(SAMPLES.map((n) => arabic('AdminCatalog.ordersCount', counted(n)))).toEqual(expected);
    const template = rawArabic.get('AdminCatalog.ordersCount') ?? '';
    expect(SAMPLES.map((n) => fillMessage(template, counted(n), 'ar'))).toEqual(expected);
  });

  it('word a form’s length limits in the form’s sentences', () => {
    const messages = readValidationMessages((key) => ar.Validation[key], 'ar');
    const problem = (schema: z.ZodType, value: string) => {
      const issue = schema.safeParse(value).error?.issues[0];
      if (!issue) throw new Error('the value should be refused');
      return describeIssue(issue, messages);
    };
    expect(problem(z.string().max(1), 'ab')).toBe('استخدم حرفًا واحدًا على الأكثر.');
    expect(problem(z.string().min(2), 'a')).toBe('استخدم حرفين على الأقل.');
    expect(problem(z.string().min(3), 'a')).toBe('استخدم ٣ أحرف على الأقل.');
    expect(problem(z.string().min(11), 'a')).toBe('استخدم ١١ حرفًا على الأقل.');
    expect(problem(z.string().max(100), 'a'.repeat(101))).toBe('استخدم ١٠٠ حرف على الأكثر.');
  });

  it('word a recipe’s minutes and servings', () => {
    expect(SAMPLES.slice(1).map((n) => arabic('Recipes.minutes', counted(n)))).toEqual([
      'دقيقة واحدة',
      'دقيقتان',
      '٣ دقائق',
      '١١ دقيقة',
      '١٠٠ دقيقة',
    ]);
    expect(arabic('Recipes.servings', counted(11))).toBe('١١ حصة');
  });

  it('word the days of delivery', () => {
    const days = (min: number, max: number) =>
      arabic('OrderHistory.deliveryEstimate', {
        min,
        max,
        minFormatted: formatNumber(min, 'ar', 0),
        maxFormatted: formatNumber(max, 'ar', 0),
      });
    expect(days(1, 3)).toBe('يصلك خلال يوم إلى ٣ أيام من تأكيد الطلب.');
    expect(days(1, 2)).toBe('يصلك خلال يوم إلى يومين من تأكيد الطلب.');
    expect(days(3, 14)).toBe('يصلك خلال ٣ إلى ١٤ يومًا من تأكيد الطلب.');
  });
});

describe('fillMessage', () => {
  // Client components fill raw templates with it; it must word every count as next-intl does on the server.
  const valuesOf = (message: string, count: number) => {
    const values: Record<string, string | number> = {};
    const visit = (elements: MessageFormatElement[]) => {
      for (const element of elements) {
        if (isPluralElement(element)) {
          values[element.value] = count;
          for (const option of Object.values(element.options)) visit(option.value);
        } else if (isSelectElement(element)) {
          for (const option of Object.values(element.options)) visit(option.value);
        } else if (isTagElement(element)) {
          visit(element.children);
        } else if (isArgumentElement(element)) {
          const number = element.value === 'formatted' || element.value.endsWith('Formatted');
          values[element.value] ??= number ? formatNumber(count, 'ar', 0) : 'نص';
        }
      }
    };
    visit(parse(message));
    return values;
  };

  for (const locale of ['ar', 'en'] as const) {
    it(`words every ${locale} plural as next-intl does`, () => {
      const t = translatorOf(locale);
      for (const [key, message] of catalogues[locale].filter(([, text]) => text.includes(', plural,'))) {
        if (message.includes('<')) continue; // rich texts are the server's alone
        for (const count of [...SAMPLES, 101, 1002]) {
          const values = valuesOf(message, count);
          expect(fillMessage(message, values, locale), `${key} (${count})`).toBe(t(key, values));
        }
      }
    });
  }
});

import type { Lang } from './lang.js';

type Forms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * Phrases with a count, in every plural form the language has: Arabic has six (zero, one, two, few, many,
 * other), English two. `{count}` is the number written the way the page's money is (Arabic-Indic digits in
 * Arabic).
 */
const plurals = {
  workingDays: {
    en: { one: '{count} working day', other: '{count} working days' },
    ar: {
      zero: '{count} يوم عمل',
      one: 'يوم عمل واحد',
      two: 'يومَي عمل',
      few: '{count} أيام عمل',
      many: '{count} يوم عمل',
      other: '{count} يوم عمل',
    },
  },
} as const satisfies Record<string, Record<Lang, Forms>>;

export type PluralKey = keyof typeof plurals;

const numberLocales: Record<Lang, string> = { en: 'en-US', ar: 'ar-EG' };

/** "7 working days" / "٧ أيام عمل": the form the count takes in the reader's language. */
export function translateCount(lang: Lang, key: PluralKey, count: number): string {
  const forms: Forms = plurals[key][lang];
  const rule = new Intl.PluralRules(numberLocales[lang]).select(count);
  const text = forms[rule] ?? forms.other;
  return text.replace('{count}', new Intl.NumberFormat(numberLocales[lang]).format(count));
}

import type { Locale } from '@coffee/contracts/common';
import { fillMessage } from '@/lib/i18n/fill-template';
import {
  type CountKey,
  type CountSentence,
  VALIDATION_KEYS,
  type ValidationKey,
  type ValidationMessages,
} from './validation-messages';

/** The count each sentence with a limit names (`{min, plural, …}`). */
const COUNTS: Record<CountKey, 'min' | 'max'> = { tooShort: 'min', tooLong: 'max' };

/**
 * An ICU sentence with a count, split into its plural forms: each form as the count of a number of that
 * category fills it, `{formatted}` kept for the number. (The `Validation` sentences use no `=N` cases.)
 */
export function splitPlural(template: string, count: string, locale: Locale): CountSentence {
  const rules = new Intl.PluralRules(locale);
  const forms: Partial<Record<Intl.LDMLPluralRule, string>> = {};
  for (let n = 0; n <= 200; n++) {
    forms[rules.select(n)] ??= fillMessage(template, { [count]: n, formatted: '{formatted}' }, locale);
  }
  return forms;
}

/**
 * The `Validation` sentences, read raw through a translator of that namespace, the counted ones split into
 * their plural forms: on the server for the store's forms, in the browser for the back office's.
 */
export function readValidationMessages(
  raw: (key: ValidationKey) => unknown,
  locale: Locale,
): ValidationMessages {
  const sentences: Record<string, string | CountSentence> = {};
  for (const key of VALIDATION_KEYS) {
    const text = String(raw(key));
    sentences[key] = key in COUNTS ? splitPlural(text, COUNTS[key as CountKey], locale) : text;
  }
  // Every key of VALIDATION_KEYS is read above, each counted one split.
  return { ...(sentences as Omit<ValidationMessages, 'locale'>), locale };
}

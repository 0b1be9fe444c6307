import type { Locale } from '@coffee/contracts/common';
import type { z } from 'zod';
import { formatNumber } from '@/lib/format/number';
import { fillTemplate } from '@/lib/i18n/fill-template';

/** The keys of the `Validation` namespace of the message files. */
export const VALIDATION_KEYS = [
  'required',
  'tooShort',
  'tooLong',
  'invalidEmail',
  'invalidValue',
  'invalidMobile',
  'invalidLogin',
  'identifierRequired',
  'passwordLetterDigit',
  'passwordMismatch',
  'invalidCode',
] as const;

export type ValidationKey = (typeof VALIDATION_KEYS)[number];

/** The sentences with a count of characters: their plural forms come split (`readValidationMessages`). */
export type CountKey = 'tooShort' | 'tooLong';

/**
 * A sentence with a count in each plural form of its language (Arabic: zero, one, two, few, many, other),
 * `{formatted}` standing for the number: a form picks its own with `Intl.PluralRules`, so no message parser
 * ships to the store's pages.
 */
export type CountSentence = Readonly<Partial<Record<Intl.LDMLPluralRule, string>>>;

/**
 * Sentences for form problems, in the page's language: the `Validation` namespace of the message files,
 * passed to client forms as a plain object (client components get their texts as props).
 */
export type ValidationMessages = Record<Exclude<ValidationKey, CountKey>, string> &
  Record<CountKey, CountSentence> & { locale: Locale };

/** A form's own sentences, where it says more than the `Validation` ones. */
export type FormSentences = {
  /** One sentence for any problem of a field, by its name (an amount in pounds, a slug's shape). */
  fields?: Readonly<Partial<Record<string, string>>>;
  /** The sentences of the contract's refinements that `Validation` does not word, by `params.messageKey`. */
  keys?: Readonly<Partial<Record<string, string>>>;
};

/** "Use at least 3 characters" in the form its language gives that count. */
function fillLimit(sentence: CountSentence, limit: number, locale: Locale): string {
  const form = sentence[new Intl.PluralRules(locale).select(limit)] ?? sentence.other ?? '';
  return fillTemplate(form, { formatted: formatNumber(limit, locale, 0) });
}

const isMessageKey = (key: unknown): key is Exclude<ValidationKey, CountKey> =>
  typeof key === 'string' &&
  key !== 'tooShort' &&
  key !== 'tooLong' &&
  (VALIDATION_KEYS as readonly string[]).includes(key);

const messageKeyOf = (issue: z.core.$ZodIssue): unknown =>
  issue.code === 'custom' ? (issue.params as { messageKey?: unknown } | undefined)?.messageKey : undefined;

/**
 * The sentence for a problem at `path` (`ingredients.0.text_en`): the form's own one for that field (or the
 * field it is part of) or for the refinement's key, else the `Validation` one.
 */
export function describeFieldIssue(
  issue: z.core.$ZodIssue,
  messages: ValidationMessages,
  own: FormSentences = {},
): string {
  const path = issue.path.map(String);
  const key = messageKeyOf(issue);
  return (
    own.fields?.[path.join('.')] ??
    own.fields?.[path[0] ?? ''] ??
    (typeof key === 'string' ? own.keys?.[key] : undefined) ??
    describeIssue(issue, messages)
  );
}

/**
 * One zod problem as a sentence. The contracts' own refinements name their sentence in
 * `params.messageKey` (passwordMismatch, invalidMobile…); the API words the same problems the same way.
 */
export function describeIssue(issue: z.core.$ZodIssue, messages: ValidationMessages): string {
  switch (issue.code) {
    case 'invalid_type':
      return messages.required;
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return messages.required;
      return fillLimit(messages.tooShort, Number(issue.minimum), messages.locale);
    case 'too_big':
      return fillLimit(messages.tooLong, Number(issue.maximum), messages.locale);
    case 'invalid_format':
      return issue.format === 'email' ? messages.invalidEmail : messages.invalidValue;
    case 'custom': {
      const key = messageKeyOf(issue);
      return isMessageKey(key) ? messages[key] : messages.invalidValue;
    }
    default:
      return messages.invalidValue;
  }
}

import type { Locale } from '@coffee/contracts/common';
import type { z } from 'zod';
import { formatNumber } from '@/lib/format/number';
import { fillMessage } from '@/lib/i18n/fill-template';

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

type ValidationKey = (typeof VALIDATION_KEYS)[number];

/**
 * Sentences for form problems, in the page's language: the `Validation` namespace of the message files,
 * passed to client forms as a plain object (client components get their texts as props). `{min}` and `{max}`
 * are counts of characters, worded with the plural rules of `locale`.
 */
export type ValidationMessages = Record<ValidationKey, string> & { locale: Locale };

/** The `Validation` sentences, read raw (`{min}` kept) through a translator of that namespace. */
export function readValidationMessages(
  raw: (key: ValidationKey) => unknown,
  locale: Locale,
): ValidationMessages {
  const sentences = Object.fromEntries(VALIDATION_KEYS.map((key) => [key, String(raw(key))]));
  return { ...(sentences as Record<ValidationKey, string>), locale };
}

/** A form's own sentences, where it says more than the `Validation` ones. */
export type FormSentences = {
  /** One sentence for any problem of a field, by its name (an amount in pounds, a slug's shape). */
  fields?: Readonly<Partial<Record<string, string>>>;
  /** The sentences of the contract's refinements that `Validation` does not word, by `params.messageKey`. */
  keys?: Readonly<Partial<Record<string, string>>>;
};

/** "Use at least {min} characters" with the count worded for it: one, two, few, many (Arabic) or other. */
function fillLimit(template: string, name: 'min' | 'max', limit: number, locale: Locale): string {
  return fillMessage(template, { [name]: limit, formatted: formatNumber(limit, locale, 0) }, locale);
}

const isMessageKey = (key: unknown): key is ValidationKey =>
  typeof key === 'string' && (VALIDATION_KEYS as readonly string[]).includes(key);

const messageKeyOf = (issue: z.core.$ZodIssue): unknown =>
  issue.code === 'custom' ? (issue.params as { messageKey?: unknown } | undefined)?.messageKey : undefined;

/**
 * The sentence for a problem at `path` (`ingredients.0.text_en`): the form's own one for that field (or the
 * field it is part of) or for the refinement's key, else the `Validation` one. `input` is what the field
 * held, when the caller knows it (a form's values): an empty field is said to be required.
 */
export function describeFieldIssue(
  issue: z.core.$ZodIssue,
  messages: ValidationMessages,
  own: FormSentences = {},
  input?: unknown,
): string {
  const path = issue.path.map(String);
  const key = messageKeyOf(issue);
  return (
    own.fields?.[path.join('.')] ??
    own.fields?.[path[0] ?? ''] ??
    (typeof key === 'string' ? own.keys?.[key] : undefined) ??
    describeIssue(issue, messages, input)
  );
}

/** Text left empty, or only spaces (which the contracts trim away). */
export const isBlank = (input: unknown): boolean => typeof input === 'string' && input.trim() === '';

/** What `values` holds at a problem's path (`ingredients.0.text_en`), if anything. */
export function inputAt(values: unknown, path: readonly PropertyKey[]): unknown {
  let value = values;
  for (const step of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[step];
  }
  return value;
}

/**
 * One zod problem as a sentence. The contracts' own refinements name their sentence in
 * `params.messageKey` (passwordMismatch, invalidMobile…); the API words the same problems the same way.
 * A text too short because nothing was typed is required, not "use at least 2 characters": zod reports both
 * as `too_small`, so `input` (the field's value, when known) tells them apart.
 */
export function describeIssue(
  issue: z.core.$ZodIssue,
  messages: ValidationMessages,
  input?: unknown,
): string {
  switch (issue.code) {
    case 'invalid_type':
      return messages.required;
    case 'too_small':
      if (issue.origin === 'string' && (Number(issue.minimum) <= 1 || isBlank(input)))
        return messages.required;
      return fillLimit(messages.tooShort, 'min', Number(issue.minimum), messages.locale);
    case 'too_big':
      return fillLimit(messages.tooLong, 'max', Number(issue.maximum), messages.locale);
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

import type { z } from 'zod';

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

/**
 * Sentences for form problems, in the page's language: the `Validation` namespace of the message files,
 * passed to client forms as a plain object (client components get their texts as props). `{min}` and `{max}`
 * are replaced by the limit.
 */
export type ValidationMessages = Record<(typeof VALIDATION_KEYS)[number], string>;

/** The `Validation` sentences, read raw (`{min}` kept) through a translator of that namespace. */
export function readValidationMessages(raw: (key: (typeof VALIDATION_KEYS)[number]) => unknown) {
  return Object.fromEntries(VALIDATION_KEYS.map((key) => [key, String(raw(key))])) as ValidationMessages;
}

/** A form's own sentences, where it says more than the `Validation` ones. */
export type FormSentences = {
  /** One sentence for any problem of a field, by its name (an amount in pounds, a slug's shape). */
  fields?: Readonly<Partial<Record<string, string>>>;
  /** The sentences of the contract's refinements that `Validation` does not word, by `params.messageKey`. */
  keys?: Readonly<Partial<Record<string, string>>>;
};

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

const isMessageKey = (key: unknown, messages: ValidationMessages): key is keyof ValidationMessages =>
  typeof key === 'string' && Object.hasOwn(messages, key);

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
      return fill(messages.tooShort, { min: Number(issue.minimum) });
    case 'too_big':
      return fill(messages.tooLong, { max: Number(issue.maximum) });
    case 'invalid_format':
      return issue.format === 'email' ? messages.invalidEmail : messages.invalidValue;
    case 'custom': {
      const key = messageKeyOf(issue);
      return isMessageKey(key, messages) ? messages[key] : messages.invalidValue;
    }
    default:
      return messages.invalidValue;
  }
}

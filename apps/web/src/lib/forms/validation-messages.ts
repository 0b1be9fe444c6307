import type { z } from 'zod';

/**
 * Sentences for form problems, in the page's language: the `Validation` namespace of the message files,
 * passed to client forms as a plain object (client components get their texts as props). `{min}` and `{max}`
 * are replaced by the limit.
 */
export type ValidationMessages = {
  required: string;
  tooShort: string;
  tooLong: string;
  invalidEmail: string;
  invalidValue: string;
  invalidMobile: string;
  invalidLogin: string;
  identifierRequired: string;
  passwordLetterDigit: string;
  passwordMismatch: string;
  invalidCode: string;
};

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

const isMessageKey = (key: unknown, messages: ValidationMessages): key is keyof ValidationMessages =>
  typeof key === 'string' && key in messages;

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
      const key = (issue.params as { messageKey?: unknown } | undefined)?.messageKey;
      return isMessageKey(key, messages) ? messages[key] : messages.invalidValue;
    }
    default:
      return messages.invalidValue;
  }
}

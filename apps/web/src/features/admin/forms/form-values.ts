import { z } from 'zod';
import { parsePounds, parseStock, toPoundsInput } from '../kit/money-input';

const orUndefined = <T>(value: T | null) => (value === null ? undefined : value);
const blank = (text: string) => text.trim() === '';

/**
 * A text input read as what a contract's field takes, and checked by that field's own schema (its limits
 * stay the contract's). `read` answers undefined for text that is no such value; either problem is one
 * issue on the field, which the form words with its own sentence ("Enter an amount such as 250 or 249.50"),
 * else as the `Validation` messages do: "required" for an empty field, "not valid" for anything else.
 */
export function typedAs<Field extends z.ZodType>(
  field: Field,
  read: (text: string) => z.input<Field> | undefined,
) {
  return z.string().transform((text, context): z.output<Field> => {
    const value = read(text);
    const checked = value === undefined ? undefined : field.safeParse(value);
    if (checked?.success) return checked.data;
    context.addIssue({
      code: 'custom',
      input: text,
      message: 'Not a value this field takes',
      params: { messageKey: blank(text) ? 'required' : 'invalidValue' },
    });
    return z.NEVER;
  });
}

/**
 * Money typed in pounds ("250", "249.50", "٢٤٩٫٥") for a contract that takes piastres: the one place the
 * back office converts EGP to piastres (`toPoundsInput` is the way back, for a form's starting values).
 */
export const pounds = (field: z.ZodType<number>) => typedAs(field, (text) => orUndefined(parsePounds(text)));

/** The same, where an empty field means none (`null`): a price before a sale, a cap. */
export const optionalPounds = (field: z.ZodType<number | null>) =>
  typedAs(field, (text) => (blank(text) ? null : orUndefined(parsePounds(text))));

/** A whole number typed in either digits script (stock, a limit, minutes). */
export const wholeNumber = (field: z.ZodType<number>) =>
  typedAs(field, (text) => orUndefined(parseStock(text)));

/** The same, where an empty field means none (`null`): no limit. */
export const optionalWholeNumber = (field: z.ZodType<number | null>) =>
  typedAs(field, (text) => (blank(text) ? null : orUndefined(parseStock(text))));

/** A select's chosen id (its value, as text); the empty "Choose…" option is none, so "required". */
export const chosenId = (field: z.ZodType<number>) =>
  typedAs(field, (text) => (blank(text) ? undefined : orUndefined(parseStock(text))));

/**
 * A multiple select's chosen ids (their values, as text) as the contract's list of numbers: a JSON body's
 * ids are numbers, never text (the contracts coerce nothing in bodies).
 */
export function chosenIds(field: z.ZodType<number[]>) {
  return z.array(z.string()).transform((texts, context): number[] => {
    const values = texts.map((text) => parseStock(text));
    const checked = values.includes(null) ? undefined : field.safeParse(values);
    if (checked?.success) return checked.data;
    context.addIssue({
      code: 'custom',
      input: texts,
      message: 'Not a value this field takes',
      params: { messageKey: 'invalidValue' },
    });
    return z.NEVER;
  });
}

/** An amount (or none) as a form starts with it: "250", "249.50", or empty. */
export const toOptionalPoundsInput = (piastres: number | null): string =>
  piastres === null ? '' : toPoundsInput(piastres);

/** A saved thing's texts as a form starts with them (empty for a new one, or where it has none). */
export function textsOf<Key extends string>(
  saved: Partial<Record<Key, string | null>> | null | undefined,
  keys: readonly Key[],
): Record<Key, string> {
  return Object.fromEntries(keys.map((key) => [key, saved?.[key] ?? ''])) as Record<Key, string>;
}

'use client';

import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { type BoundProps, TextAreaField, TextField } from '@/components/forms/bound-fields';

type NumberFieldProps<Values extends FieldValues, Output> = Omit<BoundProps<Values, Output>, 'rules'> & {
  label: string;
  hint?: string;
  placeholder?: string;
  className?: string;
};

/** An amount in pounds (read into piastres by the form's schema, `form-values.ts`): digits left to right. */
export function PoundsField<Values extends FieldValues, Output>(props: NumberFieldProps<Values, Output>) {
  return <TextField {...props} inputMode="decimal" ltr />;
}

/** A whole number (stock, a limit, minutes): the digits keyboard, left to right. */
export function CountField<Values extends FieldValues, Output>(props: NumberFieldProps<Values, Output>) {
  return <TextField {...props} inputMode="numeric" ltr />;
}

/** `{ en: t('titleEn'), ar: t('titleAr') }`: the labels of a text in both languages, named `…En`, `…Ar`. */
export const bothLabels = <Key extends string>(t: (key: `${Key}En` | `${Key}Ar`) => string, key: Key) => ({
  en: t(`${key}En`),
  ar: t(`${key}Ar`),
});

/** The names `x` of a form's values that come in both languages, as `x_en` and `x_ar`. */
type BilingualName<Values> = {
  [Key in keyof Values & string]: Key extends `${infer Base}_en`
    ? `${Base}_ar` extends keyof Values
      ? Base
      : never
    : never;
}[keyof Values & string];

/**
 * One text in both languages, English then Arabic (side by side in the caller's two-column grid), each typed
 * in its own language's direction whatever the page's: `name="title"` draws `title_en` and `title_ar`.
 */
export function BilingualFields<Values extends FieldValues, Output>({
  control,
  name,
  labels,
  maxLength,
  rows,
}: {
  control: Control<Values, unknown, Output>;
  name: BilingualName<Values>;
  labels: { en: string; ar: string };
  maxLength?: number;
  /** A text area of this many rows rather than one line. */
  rows?: number;
}) {
  return (['en', 'ar'] as const).map((lang) => {
    // NOTE: `${name}_${lang}` is a field of `Values` by the type of `name`; TypeScript cannot see it.
    const field = {
      control,
      name: `${name}_${lang}` as FieldPath<Values>,
      label: labels[lang],
      maxLength,
      lang,
    };
    return rows ? <TextAreaField key={lang} {...field} rows={rows} /> : <TextField key={lang} {...field} />;
  });
}

'use client';

import type { Locale } from '@coffee/contracts/common';
import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues, RegisterOptions } from 'react-hook-form';
import { controlClass, textAreaClass } from '@/components/ui/form/control-class';
import { FormField, type InputFieldProps, languageDirection } from '@/components/ui/form/form-field';
import { useFieldError } from './use-field-error';

/** Which field of which form a component draws: it registers itself and shows its own problem. */
export type BoundProps<Values extends FieldValues, Output> = {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  rules?: RegisterOptions<Values, FieldPath<Values>>;
};

type FrameProps = { label: string; labelNote?: string; hint?: string; className?: string };

/** A text input of a react-hook-form form (`FormField` with its registration and its problem). */
export function TextField<Values extends FieldValues, Output>({
  control,
  name,
  rules,
  ...field
}: BoundProps<Values, Output> & Omit<InputFieldProps, 'registration' | 'error'>) {
  const error = useFieldError(control, name);
  return <FormField {...field} registration={control.register(name, rules)} error={error} />;
}

/** A text area of a react-hook-form form; `lang` for text written in one language whatever the page's. */
export function TextAreaField<Values extends FieldValues, Output>({
  control,
  name,
  rules,
  rows = 4,
  maxLength,
  lang,
  ...frame
}: BoundProps<Values, Output> & FrameProps & { rows?: number; maxLength?: number; lang?: Locale }) {
  const error = useFieldError(control, name);
  return (
    <FormField {...frame} error={error}>
      {(ids) => (
        <textarea
          {...ids}
          {...control.register(name, rules)}
          rows={rows}
          maxLength={maxLength}
          lang={lang}
          dir={lang ? languageDirection(lang) : undefined}
          className={textAreaClass}
        />
      )}
    </FormField>
  );
}

export type SelectOption = { value: string | number; label: string };

/**
 * A select of a react-hook-form form. `choose` is the empty first option ("Choose…"); an id is read with
 * `rules={{ setValueAs: toOptionalId }}`.
 */
export function SelectField<Values extends FieldValues, Output>({
  control,
  name,
  rules,
  options,
  choose,
  autoComplete,
  ...frame
}: BoundProps<Values, Output> &
  FrameProps & { options: readonly SelectOption[]; choose?: string; autoComplete?: string }) {
  const error = useFieldError(control, name);
  return (
    <FormField {...frame} error={error}>
      {(ids) => (
        <select
          {...ids}
          {...control.register(name, rules)}
          autoComplete={autoComplete}
          className={controlClass}
        >
          {choose === undefined ? null : <option value="">{choose}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** A yes-or-no box of a react-hook-form form, its label beside it. */
export function CheckboxField<Values extends FieldValues, Output>({
  control,
  name,
  children,
}: Omit<BoundProps<Values, Output>, 'rules'> & { children: ReactNode }) {
  return (
    <label className="flex items-center gap-3 font-medium text-espresso-900 text-sm">
      <input type="checkbox" {...control.register(name)} className="size-5 shrink-0 accent-caramel-700" />
      {children}
    </label>
  );
}

import type { Locale } from '@coffee/contracts/common';
import { clsx } from 'clsx';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { controlClass } from './control-class';
import { FieldError } from './field-error';

/** What a control needs to be tied to its label, hint and error. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FieldFrameProps = {
  label: string;
  /** Said after the label in a lighter weight, e.g. "(optional)"; part of the control's name. */
  labelNote?: string;
  /** A standing help sentence under the control (the password rule, the mobile format). */
  hint?: string;
  /** The problem with what was typed, in the page's language; shown under the control and announced. */
  error?: string;
  className?: string;
};

type NativeInputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'spellCheck' | 'placeholder' | 'autoCapitalize'
>;

/** The usual case: the field draws a text input for one react-hook-form `register`. */
export type InputFieldProps = FieldFrameProps &
  NativeInputProps & {
    registration: UseFormRegisterReturn;
    /**
     * Emails, mobile numbers and codes read left to right on Arabic pages too, but start where the page's
     * lines start (the right in Arabic), as the newsletter field does.
     */
    ltr?: boolean;
    /**
     * Text written in one language whatever the page's (the Arabic name of a product on an English page):
     * the input says so and runs in that language's direction.
     */
    lang?: Locale;
    /** A control inside the field at the end of the line (the password toggle). */
    endSlot?: ReactNode;
    children?: never;
  };

/** Any other control (a select, a textarea): the field gives it the ids to spread, the caller draws it. */
type CustomFieldProps = FieldFrameProps & {
  children: (control: FieldControlProps) => ReactNode;
  registration?: never;
};

export type FormFieldProps = InputFieldProps | CustomFieldProps;

/**
 * A labelled form control with its hint and error under it: the control gets `aria-invalid` and
 * `aria-describedby` pointing at both, so a screen reader reads the problem with the field.
 */
export function FormField(props: FormFieldProps) {
  const { label, labelNote, hint, error, className } = props;
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const control: FieldControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': clsx(hint && hintId, error && errorId) || undefined,
  };

  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="font-semibold text-espresso-900 text-sm">
        {label}
        {labelNote ? <span className="ms-1 font-normal text-mocha-500">{labelNote}</span> : null}
      </label>
      {props.children ? props.children(control) : <FieldInput input={props} control={control} />}
      {hint ? (
        <p id={hintId} className="text-mocha-600 text-xs">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** The direction text of a language runs in. */
export const languageDirection = (lang: Locale) => (lang === 'ar' ? 'rtl' : 'ltr');

function FieldInput({ input, control }: { input: InputFieldProps; control: FieldControlProps }) {
  const { registration, ltr = false, lang, endSlot, type = 'text' } = input;
  const { autoComplete, inputMode, maxLength, spellCheck, placeholder, autoCapitalize } = input;
  return (
    <div className="relative">
      <input
        {...control}
        type={type}
        dir={lang ? languageDirection(lang) : ltr ? 'ltr' : undefined}
        lang={lang}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        spellCheck={spellCheck}
        placeholder={placeholder}
        autoCapitalize={autoCapitalize}
        {...registration}
        className={clsx(
          controlClass,
          // The input itself is left to right: its end is the right edge, where Arabic lines start.
          ltr && 'rtl:text-end rtl:placeholder:text-end',
          endSlot && 'pe-12',
        )}
      />
      {endSlot ? <div className="absolute inset-y-0 end-1 flex items-center">{endSlot}</div> : null}
    </div>
  );
}

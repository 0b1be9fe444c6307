import { clsx } from 'clsx';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { AlertIcon } from './auth-icons';

type NativeProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'autoFocus' | 'enterKeyHint' | 'spellCheck'
>;

export type TextFieldProps = NativeProps & {
  label: string;
  /** The problem with what was typed, in the page's language; shown under the field and announced. */
  error?: string;
  /** A standing help sentence under the field (the password rule, the mobile format). */
  hint?: string;
  registration: UseFormRegisterReturn;
  /**
   * Emails, mobile numbers and codes read left to right on Arabic pages too, but start where the page's
   * lines start (the right in Arabic), as the newsletter field does.
   */
  ltr?: boolean;
  /** Centred text (the code field) instead of aligned to the start. */
  centered?: boolean;
  /** Extra classes for the input (the code field's large digits). */
  inputClassName?: string;
  /** A control inside the field at the end of the line (the password toggle). */
  endSlot?: ReactNode;
};

/** A labelled input of an account form, wired for react-hook-form, with its hint and error tied to it. */
export function TextField({
  label,
  error,
  hint,
  registration,
  ltr = false,
  centered = false,
  inputClassName,
  endSlot,
  type = 'text',
  ...native
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = clsx(hint && hintId, error && errorId) || undefined;

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-semibold text-espresso-900 text-sm">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={type}
          dir={ltr ? 'ltr' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...native}
          {...registration}
          className={clsx(
            'h-12 w-full min-w-0 rounded-xl bg-cream-50 px-4 text-base text-espresso-900 ring-1 transition-shadow placeholder:text-mocha-400 focus-visible:bg-white focus-visible:outline-none focus-visible:ring-2',
            error
              ? 'ring-cherry-700 focus-visible:ring-cherry-700'
              : 'ring-crema-300 hover:ring-mocha-400 focus-visible:ring-caramel-500',
            centered ? 'text-center' : ltr && 'rtl:text-end rtl:placeholder:text-end',
            endSlot ? 'pe-12' : undefined,
            inputClassName,
          )}
        />
        {endSlot ? <div className="absolute inset-y-0 end-1 flex items-center">{endSlot}</div> : null}
      </div>
      {hint ? (
        <p id={hintId} className="text-mocha-600 text-xs">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="flex items-start gap-1.5 font-medium text-cherry-700 text-sm">
          <AlertIcon className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}

import { clsx } from 'clsx';
import { type ReactNode, useId } from 'react';

/** What a control needs to be tied to its label, hint and error. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

type FormFieldProps = {
  label: string;
  /** Shown after the label, e.g. "(optional)". */
  labelNote?: string;
  hint?: string;
  /** The problem with what was typed, in the page's language; shown under the control and announced. */
  error?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** The look of the account forms' text inputs and selects; invalid ones turn cherry. */
export const controlClass =
  'h-11 w-full min-w-0 rounded-xl bg-white px-4 text-espresso-900 text-sm ring-1 ring-crema-300 transition-shadow placeholder:text-mocha-400 hover:ring-mocha-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-caramel-500 disabled:cursor-not-allowed disabled:bg-latte-100 aria-invalid:ring-2 aria-invalid:ring-cherry-700';

/**
 * A labelled form control with its hint and error beside it: the control gets `aria-invalid` and
 * `aria-describedby` pointing at both, so a screen reader reads the problem with the field.
 */
export function FormField({ label, labelNote, hint, error, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="font-semibold text-espresso-900 text-sm">
        {label}
        {labelNote ? <span className="ms-1 font-normal text-mocha-500">{labelNote}</span> : null}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-mocha-600 text-xs">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="font-medium text-cherry-700 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A problem that belongs to no single field (the store could not be reached…), above the form. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl bg-cherry-700/10 px-4 py-3 font-medium text-cherry-700 text-sm">
      {message}
    </p>
  );
}

/** The forms' submit button look. */
export const submitClass =
  'inline-flex h-11 items-center justify-center rounded-full bg-espresso-900 px-6 font-semibold text-cream-50 text-sm shadow-card transition-colors hover:bg-mocha-700 focus-visible:outline-offset-4 disabled:cursor-progress disabled:opacity-70';

/** A quieter button (cancel, secondary actions). */
export const secondaryButtonClass =
  'inline-flex h-11 items-center justify-center rounded-full bg-white px-6 font-semibold text-espresso-900 text-sm ring-1 ring-crema-300 transition-colors hover:bg-latte-100';

'use client';

import type { FormEventHandler, ReactNode } from 'react';
import { type Control, type FieldValues, useFormState } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form/form-alert';

/**
 * A back-office form's frame, as the store's forms are drawn: POST (a press before the page is interactive
 * never puts what was typed into the URL), no browser validation (the contract's schema says it), busy while
 * it sends, and the form's own problem above its fields (after its `heading`).
 */
export function AdminForm<Values extends FieldValues, Output>({
  control,
  onSubmit,
  label,
  labelledBy,
  heading,
  busy = false,
  alert,
  className,
  children,
}: {
  control: Control<Values, unknown, Output>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's accessible name, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  heading?: ReactNode;
  /** Busy with something besides sending (an upload). */
  busy?: boolean;
  /** A problem from outside the form's own call (removing the thing), shown when the form has none. */
  alert?: string;
  className?: string;
  children: ReactNode;
}) {
  const { errors, isSubmitting } = useFormState({ control });
  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-busy={isSubmitting || busy}
      aria-label={label}
      aria-labelledby={labelledBy}
      className={className}
    >
      {heading}
      <FormAlert message={errors.root?.server?.message ?? alert} />
      {children}
    </form>
  );
}

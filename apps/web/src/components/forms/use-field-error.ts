'use client';

import {
  type Control,
  type FieldError,
  type FieldPath,
  type FieldValues,
  get,
  useFormState,
} from 'react-hook-form';

/** The problem with one field of a react-hook-form form, in the page's language, for the field to show. */
export function useFieldError<Values extends FieldValues, Output>(
  control: Control<Values, unknown, Output>,
  name: FieldPath<Values>,
): string | undefined {
  const { errors } = useFormState({ control, name });
  return (get(errors, name) as FieldError | undefined)?.message;
}

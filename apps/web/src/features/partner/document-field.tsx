'use client';

import { useId } from 'react';
import { FieldError } from '@/components/ui/form/field-error';

type DocumentFieldProps = {
  name: 'contract' | 'tax_card';
  label: string;
  hint: string;
  chosenLabel: string | null;
  error: string | undefined;
  onChange: (file: File | undefined) => void;
};

/** One document of the application: a native file input (keyboard and screen-reader friendly), its hint and problem. */
export function DocumentField({ name, label, hint, chosenLabel, error, onChange }: DocumentFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-semibold text-espresso-900 text-sm">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="file"
        accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange(event.currentTarget.files?.[0])}
        className="w-full rounded-xl bg-cream-50 p-2 text-espresso-900 text-sm ring-1 ring-crema-300 file:me-3 file:rounded-full file:border-0 file:bg-espresso-900 file:px-4 file:py-2 file:font-semibold file:text-cream-50 aria-invalid:ring-cherry-700"
      />
      <p id={`${id}-hint`} className="text-mocha-600 text-xs">
        {chosenLabel ?? hint}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

'use client';

import { useId, useRef } from 'react';
import { FieldError } from '@/components/ui/form/field-error';

type DocumentFieldProps = {
  name: 'contract' | 'tax_card';
  label: string;
  /** What the document is. */
  about: string;
  /** The files it may be. */
  hint: string;
  labels: { choose: string; noFile: string };
  /** The chosen file's name, or null. */
  fileName: string | null;
  error: string | undefined;
  onChange: (file: File | undefined) => void;
};

/**
 * One document of the application. The native file input does the work (keyboard, screen readers, the
 * system's file picker) but is drawn by us: its own button and "no file chosen" speak the browser's
 * language, not the page's.
 */
export function DocumentField({
  name,
  label,
  about,
  hint,
  labels,
  fileName,
  error,
  onChange,
}: DocumentFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-semibold text-espresso-900 text-sm">
        {label}
      </label>
      <p id={`${id}-about`} className="text-espresso-900 text-sm">
        {about}
      </p>
      <div className="relative">
        <input
          ref={input}
          id={id}
          name={name}
          type="file"
          accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-about ${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => onChange(event.currentTarget.files?.[0])}
          className="peer sr-only"
        />
        {/* Clicks land on the input through this drawing; keyboard users reach the input itself. */}
        <div
          aria-hidden="true"
          onClick={() => input.current?.click()}
          className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl bg-cream-50 p-2 ring-1 ring-crema-300 peer-focus-visible:ring-2 peer-focus-visible:ring-caramel-500 peer-aria-invalid:ring-cherry-700"
        >
          <span className="shrink-0 rounded-full bg-espresso-900 px-4 py-2 font-semibold text-cream-50 text-sm">
            {labels.choose}
          </span>
          <span className="min-w-0 truncate text-espresso-900 text-sm">{fileName ?? labels.noFile}</span>
        </div>
      </div>
      <p id={`${id}-hint`} className="text-mocha-600 text-xs">
        {hint}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

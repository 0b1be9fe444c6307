import type { Locale } from '@coffee/contracts/common';
import type { ReactNode } from 'react';
import { AlertIcon } from '@/components/ui/form/form-icons';
import { formatNumber } from '@/lib/format/number';

type StepSectionProps = { id: string; number: number; title: string; locale: Locale; children: ReactNode };

/** One step of the checkout (address, delivery, payment): a numbered card (the page's digits) with its heading. */
export function StepSection({ id, number, title, locale, children }: StepSectionProps) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-card bg-white p-5 shadow-card ring-1 ring-crema-200 sm:p-6"
    >
      <h2 id={`${id}-title`} className="mb-4 flex items-center gap-3 font-bold text-espresso-900 text-xl">
        <span
          aria-hidden="true"
          className="grid size-8 shrink-0 place-items-center rounded-full bg-espresso-900 font-bold text-cream-50 text-sm"
        >
          {formatNumber(number, locale, 0)}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What is wrong with a step or a line, said beside it and announced when it appears. */
export function StepError({ id, message }: { id?: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-3 flex items-start gap-1.5 font-semibold text-cherry-700 text-sm">
      <AlertIcon className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

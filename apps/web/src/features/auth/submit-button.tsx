'use client';

import { CoffeeBeanIcon } from '@/components/ui/icons';
import { useHydrated } from './use-hydrated';

type SubmitButtonProps = {
  label: string;
  /** Said instead of the label while the request runs ("Logging in…"). */
  pendingLabel: string;
  pending: boolean;
};

/**
 * The form's main button. While the request runs it is disabled (a second press sends nothing) and says
 * what is happening; `aria-busy` tells assistive technology the same. It is also disabled until the page
 * has hydrated: before that, pressing it (or Enter in a field) would submit the form natively.
 */
export function SubmitButton({ label, pendingLabel, pending }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      disabled={pending || !hydrated}
      aria-busy={pending}
      className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-full bg-espresso-900 px-6 font-semibold text-cream-50 shadow-card transition-colors hover:bg-mocha-700 focus-visible:outline-offset-4 disabled:bg-mocha-600 aria-busy:cursor-progress"
    >
      {pending ? <CoffeeBeanIcon className="size-5 text-caramel-300 motion-safe:animate-spin" /> : null}
      {pending ? pendingLabel : label}
    </button>
  );
}

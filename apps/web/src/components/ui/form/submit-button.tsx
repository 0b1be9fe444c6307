'use client';

import { CoffeeBeanIcon } from '@/components/ui/icons';
import { primaryButtonClass } from './button-classes';
import { useHydrated } from './use-hydrated';

type SubmitButtonProps = {
  label: string;
  /** Said instead of the label while the request runs ("Logging in…"); without it the label stays. */
  pendingLabel?: string;
  pending: boolean;
};

/**
 * A form's main button. While the request runs it is disabled (a second press sends nothing) and shows a
 * turning bean; `aria-busy` tells assistive technology the same. It is also disabled until the page has
 * hydrated: before that, pressing it (or Enter in a field) would submit the form natively. Forms are
 * `method="post"` as well, so even then nothing typed would land in the URL. Its width is the layout's: a
 * column form stretches it, a row of buttons does not.
 */
export function SubmitButton({ label, pendingLabel = label, pending }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <button type="submit" disabled={pending || !hydrated} aria-busy={pending} className={primaryButtonClass}>
      {pending ? <CoffeeBeanIcon className="size-5 text-caramel-300 motion-safe:animate-spin" /> : null}
      {pending ? pendingLabel : label}
    </button>
  );
}

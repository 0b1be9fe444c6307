import { clsx } from 'clsx';
import type { ReactNode } from 'react';

type TimelineStepProps = {
  /** The last step: it stands out and carries no line down to a next one. */
  latest: boolean;
  /** A step that went wrong (canceled, refused, lost) is marked red. */
  bad: boolean;
  children: ReactNode;
};

/** One step of a vertical timeline (an order's statuses, a parcel's states): a dot, a line to the next, its text. */
export function TimelineStep({ latest, bad, children }: TimelineStepProps) {
  return (
    <li className="relative flex gap-4 pb-5 last:pb-0">
      {latest ? null : (
        <span aria-hidden="true" className="absolute start-[0.6875rem] top-6 bottom-0 w-0.5 bg-crema-200" />
      )}
      <span
        aria-hidden="true"
        className={clsx(
          'relative mt-1 size-6 shrink-0 rounded-full ring-4 ring-white',
          bad ? 'bg-cherry-700' : latest ? 'bg-caramel-500' : 'bg-espresso-900',
        )}
      />
      <div className="text-sm" aria-current={latest ? 'step' : undefined}>
        {children}
      </div>
    </li>
  );
}

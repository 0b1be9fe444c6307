import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from screen readers) and bots
 * fill in: the API drops a submission that has it. Not `display: none`, which many bots skip.
 */
export function HoneypotField({
  label,
  registration,
}: {
  label: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -start-[9999px] size-px overflow-hidden">
      <label>
        {label}
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}

import type { ReactNode } from 'react';
import { AlertIcon } from './form-icons';

type FormAlertProps = {
  /** Nothing is drawn without one, so a form can always render its alert. */
  message: string | undefined;
  /** A way out of the problem ("Verify my account"). */
  action?: ReactNode;
};

/** A problem that belongs to the whole form (wrong login, too many tries, no connection), above it. */
export function FormAlert({ message, action }: FormAlertProps) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-xl bg-cherry-700/8 p-4 text-cherry-700 text-sm ring-1 ring-cherry-700/25"
    >
      <p className="flex items-start gap-2 font-medium">
        <AlertIcon className="mt-0.5 size-5 shrink-0" />
        <span>{message}</span>
      </p>
      {action ? <div className="ps-7">{action}</div> : null}
    </div>
  );
}

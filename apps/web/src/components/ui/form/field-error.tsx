import { AlertIcon } from './form-icons';

type FieldErrorProps = {
  /** The control's `aria-describedby` points here, so the problem is read with the field. */
  id: string;
  message: string | undefined;
};

/** The problem with what was typed, under its control, in the page's language. Nothing when there is none. */
export function FieldError({ id, message }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p id={id} className="flex items-start gap-1.5 font-medium text-cherry-700 text-sm">
      <AlertIcon className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

'use client';

import { useEffect, useId, useRef } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/form/button-classes';

type ConfirmDialogProps = {
  open: boolean;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A question before a step that cannot be undone, instead of the browser's `confirm()`: a modal `<dialog>`
 * (focus held inside, Escape cancels, the page behind inert), worded and laid out in the page's language
 * and direction. The safe answer has the focus first.
 */
export function ConfirmDialog({
  open,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-message`}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-card bg-white p-6 text-espresso-900 shadow-card backdrop:bg-espresso-900/50"
    >
      {open ? (
        <div className="flex flex-col gap-5">
          <p id={`${id}-message`} className="font-semibold text-lg">
            {message}
          </p>
          <div className="flex flex-wrap justify-end gap-3">
            {/* biome-ignore lint/a11y/noAutofocus: a modal's safe answer takes the focus when it opens */}
            <button type="button" autoFocus onClick={onCancel} className={secondaryButtonClass}>
              {cancelLabel}
            </button>
            <button type="button" onClick={onConfirm} className={primaryButtonClass}>
              {confirmLabel}
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}

'use client';

import { type ReactNode, useEffect, useId, useRef } from 'react';

type ModalDialogProps = {
  open: boolean;
  title: string;
  /** Esc, or the dialog's own cancel button: the parent sets `open` to false. */
  onClose: () => void;
  /**
   * Where focus goes when the dialog closes and the control that opened it is gone (a deleted address's
   * button); by default focus returns to that control.
   */
  fallbackFocus?: () => HTMLElement | null;
  size?: 'form' | 'confirm';
  children: ReactNode;
};

/**
 * A native modal <dialog>: the browser traps focus inside, makes the page behind inert, moves focus to the
 * first control and closes on Esc. Focus goes back to the control that opened it, or to `fallbackFocus`.
 */
export function ModalDialog({
  open,
  title,
  onClose,
  fallbackFocus,
  size = 'form',
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      const target = opener.current?.isConnected ? opener.current : fallbackFocus?.();
      target?.focus();
    }
  }, [open, fallbackFocus]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Esc: let React's state close it, so `open` and the element never disagree.
        event.preventDefault();
        onClose();
      }}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] overflow-y-auto rounded-card bg-white p-0 text-espresso-900 shadow-card-hover backdrop:bg-espresso-950/50 ${size === 'form' ? 'max-w-2xl' : 'max-w-md'}`}
    >
      {open ? (
        <div className="p-5 sm:p-8">
          <h2 id={titleId} className="mb-5 font-bold text-espresso-900 text-xl">
            {title}
          </h2>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}

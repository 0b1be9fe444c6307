'use client';

import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';

type MobileMenuProps = {
  openLabel: string;
  closeLabel: string;
  title: string;
  children: ReactNode;
};

/** Wide enough for the desktop navbar (the spec's 992 px): the drawer has no purpose there. */
const DESKTOP_QUERY = '(min-width: 62rem)';

/**
 * The navbar below 992 px: a button that opens a side drawer holding the server-rendered links. A modal
 * <dialog> gives focus handling for free (focus moves in, the page behind is inert, Escape closes, focus
 * returns to the button); a press on the backdrop or a chosen link closes it too.
 */
export function MobileMenu({ openLabel, closeLabel, title, children }: MobileMenuProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const dialogId = useId();
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onClick = (event: MouseEvent) => {
      // Clicks on the backdrop report the dialog as their target, as do clicks on its own empty area:
      // only the first lie outside its box.
      const box = dialog.getBoundingClientRect();
      const onBackdrop =
        event.target === dialog &&
        (event.clientX < box.left ||
          event.clientX > box.right ||
          event.clientY < box.top ||
          event.clientY > box.bottom);
      const onLink = event.target instanceof Element && event.target.closest('a[href]') !== null;
      if (onBackdrop || onLink) dialog.close();
    };
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onResize = () => desktop.matches && dialog.close();
    dialog.addEventListener('click', onClick);
    desktop.addEventListener('change', onResize);
    return () => {
      dialog.removeEventListener('click', onClick);
      desktop.removeEventListener('change', onResize);
    };
  }, []);

  useEffect(() => {
    if (!open) return;
    // The page behind must not scroll under the drawer.
    const { documentElement } = document;
    const previous = documentElement.style.overflow;
    documentElement.style.overflow = 'hidden';
    return () => {
      documentElement.style.overflow = previous;
    };
  }, [open]);

  function show() {
    dialogRef.current?.showModal();
    setOpen(true);
  }

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={dialogId}
        onClick={show}
        className="-ms-2 grid size-11 place-items-center rounded-full text-espresso-900 transition-colors hover:bg-latte-100 nav:hidden"
      >
        <MenuIcon className="size-6" />
        <span className="sr-only">{openLabel}</span>
      </button>
      <dialog
        ref={dialogRef}
        id={dialogId}
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        className="fixed inset-y-0 start-0 end-auto m-0 h-dvh max-h-none w-80 max-w-[85vw] overflow-y-auto bg-cream-50 text-espresso-900 shadow-card-hover backdrop:bg-espresso-950/50"
      >
        <div className="sticky top-0 z-10 flex items-center justify-between border-crema-200 border-b bg-cream-50 px-4 py-3">
          <p id={titleId} className="font-bold text-lg">
            {title}
          </p>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            className="-me-2 grid size-11 place-items-center rounded-full transition-colors hover:bg-latte-100"
          >
            <CloseIcon className="size-5" />
            <span className="sr-only">{closeLabel}</span>
          </button>
        </div>
        <div className="px-4 py-4">{children}</div>
      </dialog>
    </>
  );
}

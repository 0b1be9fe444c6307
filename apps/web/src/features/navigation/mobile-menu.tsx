'use client';

import { lazy, Suspense, startTransition, useEffect, useId, useRef, useState } from 'react';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import type { MenuCategory } from './mobile-category-list';

export type MenuLink = { href: string; label: string; accent?: boolean };

type MobileMenuProps = {
  openLabel: string;
  closeLabel: string;
  title: string;
  /** The page links, then the account links (or Login), as the drawer lists them. */
  links: MenuLink[];
  pagesLabel: string;
  categoriesLabel: string;
  categories: MenuCategory[];
};

/** Wide enough for the desktop navbar (the spec's 992 px): the drawer has no purpose there. */
const DESKTOP_QUERY = '(min-width: 62rem)';

/**
 * The drawer's links and category tree, and the focus handling that makes the non-modal drawer modal for the
 * shopper (drawer-focus.ts): not in the first load, fetched once the page is idle on a phone. `loaded` holds
 * the module once it has come, for the press to use synchronously.
 */
let loaded: typeof import('./mobile-menu-links') | null = null;
const loadLinks = () =>
  import('./mobile-menu-links').then((module) => {
    loaded = module;
    return module;
  });
const MobileMenuLinks = lazy(() => loadLinks().then((module) => ({ default: module.MobileMenuLinks })));

/**
 * The navbar below 992 px: a button that opens a side drawer with the page links and the category tree.
 * The drawer's contents are rendered on its first opening, from the props (the same `categories` object the
 * desktop dropdowns draw from when opened, so the page's data carries the tree once): ≈ 150 elements off
 * every phone's start-up. Their code (mobile-menu-links.tsx) is not in the first load either: below 992 px it
 * is fetched once the page has loaded and the browser is idle (as PwaBoot's), or as the pointer or focus
 * reaches the button.
 *
 * The drawer is a modal dialog for the shopper but opens with the non-modal `show()` (decision 0066):
 * `showModal()` makes the rest of the document inert inside the call, and inertness is an inherited style bit
 * in Blink, so the press restyled every element the page had drawn (40–100 ms at 4× CPU, most of the press).
 * Here the press draws the drawer and its backdrop and moves the focus in (`show()` focuses the close
 * button); the page around it is made inert after that frame. What the modal dialog did besides is done
 * by drawer-focus.ts (Tab and Shift+Tab go round inside, focus that lands outside is brought back, both for
 * the frame before the page is inert; Escape closes), which comes in the links' chunk: a press before that
 * chunk has come opens the drawer with showModal() instead. Here: the focus returns to the button, the
 * backdrop takes every press on the page and closes the drawer, and the root does not scroll.
 */
export function MobileMenu({
  openLabel,
  closeLabel,
  title,
  links,
  pagesLabel,
  categoriesLabel,
  categories,
}: MobileMenuProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  const releaseRef = useRef<(() => void) | null>(null);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const categoriesId = useId();
  const dialogId = useId();
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    const backdrop = backdropRef.current;
    if (!dialog || !backdrop) return;
    const listening = new AbortController();
    const { signal } = listening;
    const close = () => dialog.close();
    const release = () => {
      releaseRef.current?.();
      releaseRef.current = null;
    };
    // The page is given back, then the focus (it was in the drawer, no longer drawn) goes back to the
    // button, as a modal dialog's close() does.
    dialog.addEventListener(
      'close',
      () => {
        release();
        buttonRef.current?.focus();
      },
      { signal },
    );
    dialog.addEventListener(
      'click',
      (event) => {
        if (event.target instanceof Element && event.target.closest('a[href]')) close();
        // Opened with showModal() (before the focus handling's chunk came), a press beside the drawer
        // lands on the dialog's own ::backdrop, whose events target the dialog: it closes, as ours does.
        const box = dialog.getBoundingClientRect();
        if (event.target === dialog && (event.clientX < box.left || event.clientX > box.right)) close();
      },
      { signal },
    );
    backdrop.addEventListener('click', close, { signal });
    const desktop = window.matchMedia(DESKTOP_QUERY);
    desktop.addEventListener('change', () => desktop.matches && close(), { signal });
    const prefetch = () => {
      if (!desktop.matches)
        (window.requestIdleCallback ?? setTimeout)(() => loadLinks().catch(() => undefined));
    };
    if (document.readyState === 'complete') prefetch();
    else window.addEventListener('load', prefetch, { once: true, signal });
    return () => {
      listening.abort();
      release();
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
    const dialog = dialogRef.current;
    const backdrop = backdropRef.current;
    if (!dialog || !backdrop || dialog.open) return;
    // With the focus handling's chunk (fetched when the page was idle, or as the pointer or focus reached the
    // button): show(), not showModal(), see the comment above MobileMenu and decision 0066; the page behind is
    // made inert after the drawer's frame. Before it has come (a first press on a slow phone): showModal(),
    // which gives the focus trap, Escape and the inert page by itself, at the cost of a slower press.
    if (loaded) releaseRef.current = loaded.openAsModal(dialog, backdrop);
    else dialog.showModal();
    // React renders the button's state, the root's scroll lock and the links after the press's frame (their
    // lazy component suspends on its first render, decision 0059).
    startTransition(() => {
      setOpen(true);
      setOpened(true);
    });
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={dialogId}
        onClick={show}
        onPointerEnter={loadLinks}
        onFocus={loadLinks}
        className="-ms-2 grid size-11 place-items-center rounded-full text-espresso-900 transition-colors hover:bg-latte-100 nav:hidden"
      >
        <MenuIcon className="size-6" />
        <span className="sr-only">{openLabel}</span>
      </button>
      <dialog
        ref={dialogRef}
        id={dialogId}
        aria-labelledby={titleId}
        aria-modal="true"
        onClose={() => setOpen(false)}
        className="peer fixed inset-y-0 start-0 end-auto z-[56] m-0 backdrop:bg-transparent h-dvh max-h-none w-80 max-w-[85vw] overflow-y-auto bg-cream-50 text-espresso-900 shadow-card-hover"
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
        {opened ? (
          <Suspense fallback={null}>
            <MobileMenuLinks
              links={links}
              pagesLabel={pagesLabel}
              categoriesLabel={categoriesLabel}
              categoriesId={categoriesId}
              categories={categories}
            />
          </Suspense>
        ) : null}
      </dialog>
      {/* The backdrop: drawn while the dialog is open (CSS, in the press's own frame), over the whole page. */}
      <div
        ref={backdropRef}
        aria-hidden="true"
        className="fixed inset-0 z-[55] hidden bg-espresso-950/50 peer-open:block"
      />
    </>
  );
}

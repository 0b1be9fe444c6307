'use client';

import { lazy, Suspense, startTransition, useEffect, useId, useRef, useState } from 'react';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { afterNextPaint } from '@/lib/after-next-paint';
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

/** The drawer's links and category tree: not in the first load, fetched once the page is idle on a phone. */
const loadLinks = () => import('./mobile-menu-links');
const MobileMenuLinks = lazy(() => loadLinks().then((module) => ({ default: module.MobileMenuLinks })));

/** What Tab can reach inside the drawer: its close button, its links and the category disclosures. */
const TABBABLE = 'a[href], button:not([disabled]), summary';

/**
 * Makes the page around the drawer inert, as `showModal()` makes the whole document: every sibling of the
 * dialog and of each of its ancestors, but the drawer's backdrop. Returns the function that undoes it.
 */
function makeInertAround(dialog: HTMLElement, backdrop: Element): () => void {
  const made: HTMLElement[] = [];
  for (let node = dialog; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || sibling === backdrop || !(sibling instanceof HTMLElement) || sibling.inert)
        continue;
      sibling.inert = true;
      made.push(sibling);
    }
  }
  return () => {
    for (const element of made) element.inert = false;
  };
}

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
 * here: Tab and Shift+Tab go round inside, focus that lands outside is brought back (both for the frame
 * before the page is inert), Escape closes, the focus returns to the button, the backdrop takes every press
 * on the page and closes the drawer, and the root does not scroll.
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
    const tabbable = () =>
      Array.from(dialog.querySelectorAll<HTMLElement>(TABBABLE)).filter((element) =>
        element.checkVisibility(),
      );
    // While the drawer is open: Escape closes it; Tab from its last control goes to its first, Shift+Tab
    // from the first to the last; focus that lands on the page behind (a script, a screen reader's cursor)
    // is brought back to the first.
    document.addEventListener(
      'keydown',
      (event) => {
        if (!dialog.open) return;
        if (event.key === 'Escape') close();
        if (event.key !== 'Tab') return;
        const items = tabbable();
        const [from, to] = event.shiftKey ? [items[0], items.at(-1)] : [items.at(-1), items[0]];
        if (document.activeElement === from) {
          event.preventDefault();
          to?.focus();
        }
      },
      { signal },
    );
    document.addEventListener(
      'focusin',
      (event) => {
        if (dialog.open && !dialog.contains(event.target as Node)) tabbable()[0]?.focus();
      },
      { signal },
    );
    // The page is given back, then the focus (it was in the drawer, no longer drawn) goes back to the
    // button, as a modal dialog's close() does.
    const release = () => {
      releaseRef.current?.();
      releaseRef.current = null;
    };
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
    if (!dialog || dialog.open) return;
    // Not showModal(): see the comment above MobileMenu and decision 0066. The drawer (focus moved in, the
    // backdrop) is drawn in the press's frame; after it, the page behind is made inert, and React renders the
    // button's state, the root's scroll lock and the links (their lazy component suspends on its first
    // render, decision 0059).
    dialog.show();
    afterNextPaint().then(() => {
      const backdrop = backdropRef.current;
      if (dialog.open && backdrop && !releaseRef.current)
        releaseRef.current = makeInertAround(dialog, backdrop);
    });
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
        className="peer fixed inset-y-0 start-0 end-auto z-[56] m-0 h-dvh max-h-none w-80 max-w-[85vw] overflow-y-auto bg-cream-50 text-espresso-900 shadow-card-hover"
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

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
 * The drawer's links and category tree: not in the first load, fetched once the page is idle on a phone. The
 * same chunk brings `skipOutOfSight` (decision 0064), kept here once loaded: a press before it has come opens
 * the drawer without it (the restyle then covers the whole drawn page, as before).
 */
let skipOutOfSight: ((dialog: Element) => () => void) | null = null;
const loadLinks = () =>
  import('./mobile-menu-links').then((module) => {
    skipOutOfSight = module.skipOutOfSight;
    return module;
  });
const MobileMenuLinks = lazy(() => loadLinks().then((module) => ({ default: module.MobileMenuLinks })));

/**
 * The navbar below 992 px: a button that opens a side drawer with the page links and the category tree. A
 * modal <dialog> gives focus handling for free (focus moves in, the page behind is inert, Escape closes, focus
 * returns to the button); a press on the backdrop or a chosen link closes it too. The drawer's contents are
 * rendered on its first opening, from the props (the same `categories` object the desktop dropdowns draw
 * from when opened, so the page's data carries the tree once): ≈ 150 elements off every phone's start-up.
 * Their code (mobile-menu-links.tsx) is not in the first load either: below 992 px it is fetched once the page
 * has loaded and the browser is idle (as PwaBoot's), or as the pointer or focus reaches the button.
 * Opening a modal dialog makes the page behind inert, and the browser restyles every element it has styled
 * for that, inside showModal(): the press costs as much as the page's drawn DOM. Sections well below the
 * first screen are `defer-render` (content-visibility: auto), which that restyle skips (decision 0054), and
 * whatever else lies wholly below or beside the viewport is skipped while the drawer is open (decision 0064).
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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const unskipRef = useRef<(() => void) | null>(null);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const categoriesId = useId();
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
    const prefetch = () => {
      if (!desktop.matches)
        (window.requestIdleCallback ?? setTimeout)(() => loadLinks().catch(() => undefined));
    };
    if (document.readyState === 'complete') prefetch();
    else window.addEventListener('load', prefetch, { once: true });
    // After the browser has given the focus back (close() does that before this event).
    const onClose = () => {
      unskipRef.current?.();
      unskipRef.current = null;
    };
    dialog.addEventListener('click', onClick);
    dialog.addEventListener('close', onClose);
    desktop.addEventListener('change', onResize);
    return () => {
      onClose();
      dialog.removeEventListener('click', onClick);
      dialog.removeEventListener('close', onClose);
      desktop.removeEventListener('change', onResize);
      window.removeEventListener('load', prefetch);
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
    unskipRef.current = skipOutOfSight?.(dialog) ?? null;
    dialog.showModal();
    setOpen(true);
    // The links come in a render of their own, after the press's frame (they were never in it: their lazy
    // component suspends on its first render); the press's own render is then only the button's state
    // (decision 0059).
    startTransition(() => setOpened(true));
  }

  return (
    <>
      <button
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
    </>
  );
}

import { afterNextPaint } from '@/lib/after-next-paint';

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
 * Opens the phone menu's drawer with the non-modal `show()` and does for the shopper what `showModal()`
 * would (decision 0066): while it is open, Escape closes it, Tab from its last control goes to its first and
 * Shift+Tab from the first to the last, focus that lands on the page behind is brought back; after the
 * drawer's frame the page around it is made inert. Returns what undoes all of it (called on `close`, before
 * the focus goes back to the menu button). In the chunk the drawer's links come in (decision 0066's
 * amendment): until it has come, the menu opens with `showModal()`.
 */
export function openAsModal(dialog: HTMLDialogElement, backdrop: Element): () => void {
  const listening = new AbortController();
  const { signal } = listening;
  let giveBack: (() => void) | null = null;
  const tabbable = () =>
    Array.from(dialog.querySelectorAll<HTMLElement>(TABBABLE)).filter((element) => element.checkVisibility());
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Escape') dialog.close();
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
      if (!dialog.contains(event.target as Node)) tabbable()[0]?.focus();
    },
    { signal },
  );
  // show() runs the dialog focusing steps as showModal() does: the focus moves to the close button.
  dialog.show();
  afterNextPaint().then(() => {
    if (!signal.aborted && dialog.open) giveBack = makeInertAround(dialog, backdrop);
  });
  return () => {
    listening.abort();
    giveBack?.();
    giveBack = null;
  };
}

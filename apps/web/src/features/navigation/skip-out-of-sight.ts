/**
 * Whether `content-visibility` applies to a box of this display: not to inline boxes, `display: contents` or
 * table parts. (Written with display names the stylesheet has anyway: Tailwind reads this file for classes.)
 */
const skippable = (display: string) =>
  display !== 'inline' && display !== 'contents' && !display.startsWith('table');

/** How deep the walk goes into parts that are partly in sight before it stops looking. */
const MAX_DEPTH = 8;

/**
 * Called just before a modal dialog opens: every part of the page that lies wholly below the viewport, or
 * beside it (the hero's later slides in their scrolling row), gets `content-visibility: hidden` with its
 * present content size as `contain-intrinsic-size`, so the style recalculation that `showModal()` forces on
 * the whole document (inertness is an inherited style bit in Blink) skips their contents. Nothing of it can be
 * seen or reached while the dialog is open: the page is inert, the root does not scroll, and these parts keep
 * their size, so nothing in sight moves. Parts above the viewport are left alone (a change of their height
 * would move what is in sight), as are the dialog, the parts that hold it and the focused control. Returns the
 * function that gives every part its own styles back; call it when the dialog closes (decision 0064).
 */
export function skipOutOfSight(dialog: Element): () => void {
  const width = window.innerWidth;
  const height = window.innerHeight;
  const focused = document.activeElement;
  const found: HTMLElement[] = [];

  const visit = (parent: Element, depth: number) => {
    for (const child of parent.children) {
      if (!(child instanceof HTMLElement) || child === dialog) continue;
      if (child.contains(dialog) || (focused && child.contains(focused))) {
        if (depth < MAX_DEPTH) visit(child, depth + 1);
        continue;
      }
      // A leaf costs one element either way; an empty box is not drawn (display: none) or holds nothing.
      if (!child.firstElementChild) continue;
      const box = child.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.top >= height || box.left >= width || box.right <= 0) found.push(child);
      else if (box.bottom > 0 && depth < MAX_DEPTH) visit(child, depth + 1);
    }
  };
  visit(document.body, 0);

  // Every read before any write: a write between two reads would make the browser restyle for each.
  const sizes = found.map((element) => {
    const style = getComputedStyle(element);
    if (!skippable(style.display)) return null;
    // From the fractional border box (clientWidth and clientHeight are rounded: a part 0.5 px off would move
    // what follows it by as much), less padding and border, since the intrinsic size is the content's.
    const box = element.getBoundingClientRect();
    const px = (name: string) => Number.parseFloat(style.getPropertyValue(name)) || 0;
    const contentWidth =
      box.width -
      px('padding-left') -
      px('padding-right') -
      px('border-left-width') -
      px('border-right-width');
    const contentHeight =
      box.height -
      px('padding-top') -
      px('padding-bottom') -
      px('border-top-width') -
      px('border-bottom-width');
    // `auto`: a part that remembers its drawn size (a `defer-render` section) keeps remembering it.
    return `auto ${Math.max(0, contentWidth)}px auto ${Math.max(0, contentHeight)}px`;
  });
  const restore: (() => void)[] = [];
  found.forEach((element, index) => {
    const size = sizes[index];
    if (!size) return;
    const { contentVisibility, containIntrinsicSize } = element.style;
    element.style.containIntrinsicSize = size;
    element.style.contentVisibility = 'hidden';
    restore.push(() => {
      element.style.contentVisibility = contentVisibility;
      element.style.containIntrinsicSize = containIntrinsicSize;
    });
  });
  return () => {
    for (const undo of restore.splice(0)) undo();
  };
}

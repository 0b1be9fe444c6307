'use client';

import { type RefObject, useEffect } from 'react';

/**
 * While `open`, calls `close` on Escape, on a press outside `root`, when focus moves to something outside
 * it (Tab past the end), and on a click on a link inside it (the page is changing). Escape also puts focus
 * back on `returnFocus` when it was inside, as menus should.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  root: RefObject<HTMLElement | null>,
  returnFocus?: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const hadFocus = root.current?.contains(document.activeElement);
      close();
      if (hadFocus) returnFocus?.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) close();
    };
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) close();
    };
    // Only focus that lands somewhere else closes: a click on a panel's padding blurs to nothing.
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !root.current?.contains(event.relatedTarget)) close();
    };
    const element = root.current;
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    element?.addEventListener('click', onClick);
    element?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      element?.removeEventListener('click', onClick);
      element?.removeEventListener('focusout', onFocusOut);
    };
  }, [open, close, root, returnFocus]);
}

/**
 * Resolves once the browser has drawn the next frame (the frame callback, then a task after it), or after
 * `maxMs` where no frame comes (a hidden tab). Work a press starts after this is not part of the press's own
 * frame: the change the shopper asked for is drawn first (decision 0059; `showToast()` waits the same way
 * with its own copy of these lines, which keeps this module out of every page's first load).
 */
export function afterNextPaint(maxMs = 100): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve));
    setTimeout(resolve, maxMs);
  });
}

/**
 * Resolves once the browser has drawn the next frame (the frame callback, then a task after it), or after
 * `maxMs` where no frame comes (a hidden tab). Work a press starts after this is not part of the press's own
 * frame: the change the shopper asked for is drawn first (decisions 0051, 0059 and 0066: toasts, a filter's
 * navigation, the page made inert behind the phone menu).
 */
export function afterNextPaint(maxMs = 100): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve));
    setTimeout(resolve, maxMs);
  });
}

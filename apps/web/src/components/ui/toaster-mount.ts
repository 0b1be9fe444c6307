/**
 * When the page's toaster mounts: asked for by the first showToast(), resolved by sonner-toaster.tsx once
 * sonner listens. A module of its own so the toaster (first load) and sonner's chunk (later) share it.
 */
let requested = false;
const listeners = new Set<() => void>();
let resolveMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  resolveMounted = resolve;
});

export const markToasterMounted = () => resolveMounted();

/** Mounts the toaster (once) and resolves when it listens. */
export function requestToaster(): Promise<void> {
  requested = true;
  for (const listener of listeners) listener();
  return mounted;
}

/** Calls `listener` when a toaster is asked for (at once if it already was); returns the unsubscribe. */
export function onToasterRequest(listener: () => void): () => void {
  listeners.add(listener);
  if (requested) listener();
  return () => {
    listeners.delete(listener);
  };
}

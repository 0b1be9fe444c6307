import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the page hydrates, true once React runs the form. Until then a submit
 * would be the browser's own (a GET with the password in the URL, were the form not `method="post"`), so
 * the submit buttons wait for this.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

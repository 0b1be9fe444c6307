'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { afterNextPaint } from '@/lib/after-next-paint';
import { onToasterRequest, requestToaster } from './toaster-mount';

/** The spec's toast lifetime, success or error. */
export const TOAST_DURATION_MS = 5000;

// sonner is fetched on the first toast, never in a visit without one (decision 0015): the Toaster mounts
// when showToast() first asks for it, and showToast() waits until sonner listens before adding the toast.
const SonnerToaster = dynamic(() => import('./sonner-toaster'), { ssr: false });

type ToasterProps = {
  dir: 'ltr' | 'rtl';
  /** Name of the notifications region, in the page's language. */
  label: string;
};

/** Toasts shown and not yet dismissed here, by id, with the page (path) each was shown on. */
const shownOn = new Map<string, { path: string; at: number }>();
/**
 * A toast younger than this when the page changes came with the change ("Recipe created", then its page opens,
 * however slowly) and stays; an older one was read on the page left behind and goes.
 */
const CARRIED_MS = 4000;
let counter = 0;

/** A phone's narrow window: toasts go to the top, where they cover no "Place order" or "Add to cart". */
const PHONE = '(max-width: 639px)';

/**
 * Where toasts appear: on a phone at the top, elsewhere the bottom corner at the end of the line (right in
 * English, left in Arabic). A toast belongs to the page it was shown on: moving to another page dismisses it.
 */
export function Toaster({ dir, label }: ToasterProps) {
  const [wanted, setWanted] = useState(false);
  const pathname = usePathname();
  useEffect(() => onToasterRequest(() => setWanted(true)), []);
  useEffect(() => {
    if (shownOn.size === 0) return;
    void import('sonner').then(({ toast }) => {
      for (const [id, { path, at }] of shownOn) {
        if (path === pathname || Date.now() - at < CARRIED_MS) continue;
        toast.dismiss(id);
        shownOn.delete(id);
      }
    });
  }, [pathname]);
  if (!wanted) return null;
  // Read when the first toast mounts it (in the browser only, as `wanted` is): a phone stays a phone.
  const phone = window.matchMedia(PHONE).matches;
  return (
    <SonnerToaster
      dir={dir}
      position={phone ? 'top-center' : dir === 'rtl' ? 'bottom-left' : 'bottom-right'}
      duration={TOAST_DURATION_MS}
      containerAriaLabel={label}
      richColors
      toastOptions={{ className: 'font-sans' }}
    />
  );
}

/** Shows a toast on this page; any client component may call it. */
export async function showToast(kind: 'success' | 'error', message: string): Promise<void> {
  // The page it belongs to is the one it was asked on (the router has updated the address before a new page's
  // effects run, so a toast a page shows as it opens belongs to it).
  const path = window.location.pathname;
  // The press that asked for it paints its own change first; sonner's chunk is evaluated and the toaster mounts
  // after (≈ 20 ms on a phone's CPU otherwise in the press's frame; decision 0051).
  await afterNextPaint();
  let toast: typeof import('sonner').toast;
  try {
    // Both chunks before the toaster mounts: offline, a chunk this visit never fetched cannot load, and the
    // toaster would throw where it mounts. The press has shown its own change (the cart keeps working
    // offline), so the toast is left out rather than failing the page.
    [{ toast }] = await Promise.all([import('sonner'), import('./sonner-toaster')]);
  } catch {
    return;
  }
  await requestToaster();
  counter += 1;
  const id = `toast-${counter}`;
  shownOn.set(id, { path, at: Date.now() });
  toast[kind](message, { id, onDismiss: () => shownOn.delete(id), onAutoClose: () => shownOn.delete(id) });
}

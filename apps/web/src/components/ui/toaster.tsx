'use client';

import dynamic from 'next/dynamic';

/** The spec's toast lifetime, success or error. */
export const TOAST_DURATION_MS = 5000;

// sonner loads after the page is interactive, never in the first-load bundle: nothing needs a toast that
// early. showToast() imports the same module, so the toast and this Toaster share one store.
const SonnerToaster = dynamic(() => import('sonner').then((module) => module.Toaster), { ssr: false });

type ToasterProps = {
  dir: 'ltr' | 'rtl';
  /** Name of the notifications region, in the page's language. */
  label: string;
};

/** Where toasts appear: the bottom corner at the end of the line (right in English, left in Arabic). */
export function Toaster({ dir, label }: ToasterProps) {
  return (
    <SonnerToaster
      dir={dir}
      position={dir === 'rtl' ? 'bottom-left' : 'bottom-right'}
      duration={TOAST_DURATION_MS}
      containerAriaLabel={label}
      richColors
      toastOptions={{ className: 'font-sans' }}
    />
  );
}

/** Shows a toast; any client component may call it. */
export async function showToast(kind: 'success' | 'error', message: string): Promise<void> {
  const { toast } = await import('sonner');
  toast[kind](message);
}

'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
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

/** Where toasts appear: the bottom corner at the end of the line (right in English, left in Arabic). */
export function Toaster({ dir, label }: ToasterProps) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToasterRequest(() => setWanted(true)), []);
  if (!wanted) return null;
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
  const [{ toast }] = await Promise.all([import('sonner'), requestToaster()]);
  toast[kind](message);
}

'use client';

import { type ComponentProps, useEffect } from 'react';
import { Toaster } from 'sonner';
import { markToasterMounted } from './toaster-mount';

/** sonner's Toaster, telling showToast() once it listens; loaded by Toaster on the first toast only. */
export default function SonnerToaster(props: ComponentProps<typeof Toaster>) {
  // Effects run child first: when this one runs, sonner's Toaster already listens.
  useEffect(() => markToasterMounted(), []);
  return <Toaster {...props} />;
}

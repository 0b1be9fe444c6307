'use client';

import { useEffect } from 'react';
import { showToast } from '@/components/ui/toaster';

type PaymentToastProps = { kind: 'success' | 'error'; message: string };

/**
 * Says "Payment successful" or "Payment failed" (spec §8) once, when the shopper lands back from the
 * gateway; renders nothing itself.
 */
export function PaymentToast({ kind, message }: PaymentToastProps) {
  useEffect(() => {
    void showToast(kind, message);
  }, [kind, message]);
  return null;
}

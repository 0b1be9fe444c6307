'use client';

import { showToast } from '@/components/ui/toaster';
import type { CartToastLabels } from './cart-labels';
import type { CartOutcome } from './cart-store';

/**
 * Tells the shopper what a change came to: the change's toast, or the server's own words when it held the
 * line back (capped at stock, sold out). Refusals (the lock, stock bounds) and failures show nothing, as the
 * spec says; the controls already hide what cannot be done.
 */
export async function announceCartOutcome(outcome: CartOutcome, labels: CartToastLabels): Promise<void> {
  if (!outcome.ok) return;
  const [adjustment] = outcome.adjustments;
  if (adjustment) {
    await showToast('error', adjustment.message);
    return;
  }
  await showToast('success', labels[outcome.change]);
}

'use client';

import type { Locale } from '@coffee/contracts/common';
import { useState } from 'react';
import { primaryButtonClass } from '@/components/ui/form/button-classes';
import { showToast } from '@/components/ui/toaster';
import { useRouter } from '@/i18n/navigation';
import { callBff } from '@/lib/bff/call-bff';
import { markLineReady } from '@/lib/bff/calls/seller';

type MarkReadyButtonProps = {
  lineId: number;
  locale: Locale;
  /** Already filled with the line's name (and order number for `label`). */
  labels: { text: string; label: string; done: string; networkError: string };
};

/** Marks one of the seller's order lines ready; the list is drawn again from the server. */
export function MarkReadyButton({ lineId, locale, labels }: MarkReadyButtonProps) {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function markReady() {
    setPending(true);
    const result = await callBff(markLineReady, { locale, params: { id: lineId } });
    setPending(false);
    if (!result.ok) {
      await showToast('error', result.status === 0 ? labels.networkError : result.error.message);
      return;
    }
    router.refresh();
    await showToast('success', labels.done);
  }

  return (
    <button
      type="button"
      onClick={markReady}
      disabled={pending}
      aria-busy={pending}
      aria-label={labels.label}
      className={primaryButtonClass}
    >
      {labels.text}
    </button>
  );
}

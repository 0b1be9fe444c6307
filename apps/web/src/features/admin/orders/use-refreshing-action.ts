'use client';

import { useState } from 'react';
import { showToast } from '@/components/ui/toaster';
import { useRouter } from '@/i18n/navigation';
import type { BffResult } from '@/lib/bff/call-bff';

/**
 * A back-office button's call: while it runs the button is busy; a refusal is toasted (the API's words, or
 * the network's); an answer is toasted as `said` tells (what went well, what did not) and the page is drawn
 * again from the server.
 */
export function useRefreshingAction(networkError: string) {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function run<T>(
    call: () => Promise<BffResult<T>>,
    said: (data: T) => { done: string[]; failed: string[] },
  ) {
    setPending(true);
    const result = await call();
    setPending(false);
    if (!result.ok) {
      await showToast('error', result.status === 0 ? networkError : result.error.message);
      return;
    }
    router.refresh();
    const { done, failed } = said(result.data);
    for (const message of done) await showToast('success', message);
    for (const message of failed) await showToast('error', message);
  }

  return { pending, run };
}

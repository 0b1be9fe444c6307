'use client';

import type { Locale } from '@coffee/contracts/common';
import { useState } from 'react';
import { showToast } from '@/components/ui/toaster';
import { useRouter } from '@/i18n/navigation';
import type { BffResult } from '@/lib/bff/call-bff';
import { refreshStorefront } from './refresh-storefront';

/**
 * One catalog (or content) write from a back-office form: sends it, and on success expires the storefront's
 * cached catalog (or content), reloads the page's data and says so in a toast. A refusal comes back as the
 * API's sentence (with each problem, for a 400), already in the page's language, for the form's alert, and
 * its code (`SLUG_TAKEN`) for a form that says it beside a field instead.
 */
export function useCatalogCall(
  locale: Locale,
  networkError: string,
  what: 'catalog' | 'content' = 'catalog',
) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [code, setCode] = useState<string | undefined>();

  /** `send` makes the call (`() => callBff(entry, …)`); its answer's data, or undefined when refused. */
  async function run<T>(send: () => Promise<BffResult<T>>, success?: string): Promise<T | undefined> {
    setPending(true);
    setError(undefined);
    setCode(undefined);
    const result = await send();
    if (!result.ok) {
      setPending(false);
      const { message, messages } = result.error;
      setCode(result.error.code);
      setError(result.status === 0 ? networkError : [message || networkError, ...(messages ?? [])].join(' '));
      return undefined;
    }
    await refreshStorefront(locale, what);
    setPending(false);
    router.refresh();
    if (success) await showToast('success', success);
    return result.data;
  }

  return { run, pending, error, setError, code };
}

'use client';

import type { Locale } from '@coffee/contracts/common';
import type { City } from '@coffee/contracts/locations';
import { useCallback, useEffect, useState } from 'react';
import { callBff } from '@/lib/bff/call-bff';
import { listCities } from '@/lib/bff/calls/locations';
import { sortByText } from '@/lib/i18n/collate';

export type CitiesState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; cities: City[] }
  | { status: 'error' };

// Cities never change while a page is open: each governorate's list is fetched once per language.
const loaded = new Map<string, City[]>();

/** The cities of a governorate in the page's language and alphabetical order, loaded when it is chosen. */
export function useCities(governorateId: number | undefined, locale: Locale) {
  const key = governorateId ? `${locale}:${governorateId}` : null;
  const [state, setState] = useState<CitiesState>(() => {
    const cached = key ? loaded.get(key) : undefined;
    return cached ? { status: 'ready', cities: cached } : { status: key ? 'loading' : 'idle' };
  });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` changes only to fetch again (retry)
  useEffect(() => {
    if (!governorateId || !key) {
      setState({ status: 'idle' });
      return;
    }
    const cached = loaded.get(key);
    if (cached) {
      setState({ status: 'ready', cities: cached });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    callBff(listCities, { locale, params: { id: governorateId }, signal: controller.signal })
      .then((result) => {
        if (!result.ok) return setState({ status: 'error' });
        const cities = sortByText(result.data, (city) => city.name, locale);
        loaded.set(key, cities);
        setState({ status: 'ready', cities });
      })
      .catch(() => {
        // Aborted: another governorate was chosen, or the form closed.
      });
    return () => controller.abort();
  }, [governorateId, key, locale, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}

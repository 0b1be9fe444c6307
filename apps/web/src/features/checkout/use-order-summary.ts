'use client';

import type { OrderSummary } from '@coffee/contracts/checkout';
import type { Locale } from '@coffee/contracts/common';
import { useCallback, useEffect, useState } from 'react';
import { getOrderSummary, type SummaryChoices, toSummaryQuery } from './checkout-requests';

export type SummaryState = { summary: OrderSummary | null; loading: boolean; failed: boolean };

/** Quick changes (typing a coupon, flipping the wallet) are asked for once they settle. */
const SETTLE_MS = 150;

/**
 * The server's price of the cart for the page's choices, asked again whenever a choice or the cart changes
 * (`cartVersion`); an answer to older choices is dropped. The last figures stay shown while new ones load.
 */
export function useOrderSummary(
  choices: SummaryChoices,
  cartVersion: string,
  enabled: boolean,
  locale: Locale,
) {
  const [state, setState] = useState<SummaryState>({ summary: null, loading: enabled, failed: false });
  const [attempt, setAttempt] = useState(0);
  const query = toSummaryQuery(choices);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `query` stands for the choices; `attempt` retries
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, failed: false }));
    const timer = setTimeout(() => {
      getOrderSummary(choices, locale, controller.signal)
        .then((result) => {
          if (result.ok) setState({ summary: result.data, loading: false, failed: false });
          else setState((previous) => ({ ...previous, loading: false, failed: true }));
        })
        .catch(() => {
          // Aborted: newer choices are on their way.
        });
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, cartVersion, enabled, locale, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}

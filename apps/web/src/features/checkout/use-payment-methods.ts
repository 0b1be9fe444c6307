'use client';

import type { PaymentMethod } from '@coffee/contracts/checkout';
import type { Locale } from '@coffee/contracts/common';
import { useEffect, useState } from 'react';
import { listPaymentMethods, type SummaryChoices } from './checkout-requests';

/**
 * The payment methods for this cart. What can be used depends on the total (cash on delivery has a
 * maximum, the wallet must cover it), so they are asked for again, with the page's choices, whenever the
 * priced total changes.
 */
export function usePaymentMethods(
  initial: PaymentMethod[],
  choices: SummaryChoices,
  total: number | undefined,
  locale: Locale,
) {
  const [methods, setMethods] = useState(initial);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the choices matter through the total they price
  useEffect(() => {
    if (total === undefined) return;
    const controller = new AbortController();
    listPaymentMethods(choices, locale, controller.signal)
      .then((result) => {
        if (result.ok) setMethods(result.data);
      })
      .catch(() => {
        // Aborted: the total changed again.
      });
    return () => controller.abort();
  }, [total, locale]);
  return methods;
}

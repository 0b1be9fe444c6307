'use client';

import type { PaymentMethodId, PlaceOrderBody } from '@coffee/contracts/checkout';
import type { Locale } from '@coffee/contracts/common';
import type { Order } from '@coffee/contracts/orders';
import { isOnlinePaymentMethod } from '@coffee/contracts/payment-method-ids';
import { useMemo, useState } from 'react';
import { useRouter } from '@/i18n/navigation';
import { formatNumber } from '@/lib/format/number';
import { fillMessage } from '@/lib/i18n/fill-template';
import { getOrderSuccessPath, getPaymentFailedPath } from '@/lib/routes';
import { type CheckoutErrors, placeCheckoutError } from './checkout-errors';
import type { CheckoutLabels } from './checkout-labels';
import { sendOrder } from './checkout-requests';
import { createOrderAttempts } from './order-attempt';

/** A v4 UUID; `crypto.randomUUID` exists only on secure origins, so plain http gets one made by hand. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function getSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export type PlacePhase = 'idle' | 'placing' | 'redirecting';

/**
 * Placing the order: one attempt's Idempotency-Key for every retry of the same order, then cash on delivery
 * (or a wallet that pays it all) to the success page, an online method to its gateway. The cart in the
 * browser is emptied once the order exists (`onPlaced`); the server emptied its own copy.
 */
export function usePlaceOrder(locale: Locale, labels: CheckoutLabels, onPlaced: () => void) {
  const router = useRouter();
  const [phase, setPhase] = useState<PlacePhase>('idle');
  const attempts = useMemo(
    () =>
      createOrderAttempts({
        send: (body, key) => sendOrder(body as PlaceOrderBody, key, locale),
        newKey: newIdempotencyKey,
        storage: typeof window === 'undefined' ? null : getSessionStorage(),
      }),
    [locale],
  );

  /** Opens the gateway's page for an order waiting for payment; a sentence when it could not be started. */
  async function payOnline(orderNumber: string, method: PaymentMethodId): Promise<string | null> {
    setPhase('redirecting');
    // The gateways' calls load only when an order goes to one; a chunk that cannot load is a network failure.
    const started = await import('./start-online-payment').then(
      (module) => module.startOnlinePayment(orderNumber, method, locale),
      () => null,
    );
    if (started?.ok) {
      window.location.assign(started.data.redirect_url);
      return null;
    }
    setPhase('idle');
    if (!started || started.status === 0) return labels.networkError;
    return started.error.message || labels.networkError;
  }

  /** Places the order; resolves with what to show where when it was refused, else null (the page moves on). */
  async function place(body: PlaceOrderBody): Promise<CheckoutErrors | null> {
    setPhase('placing');
    const result = await attempts.place(body);
    if (!result.ok) {
      setPhase('idle');
      return placeCheckoutError(result, {
        networkError: labels.networkError,
        soldOut: labels.soldOut,
        onlyLeft: (available) =>
          fillMessage(
            labels.onlyLeft,
            { count: available, formatted: formatNumber(available, locale, 0) },
            locale,
          ),
      });
    }
    const order: Order = result.data;
    onPlaced();
    // An InstaPay order has no gateway page: the success page tells where to transfer.
    if (
      order.status === 'PENDING' &&
      isOnlinePaymentMethod(order.payment_method) &&
      order.payment_method !== 'instapay'
    ) {
      const problem = await payOnline(order.number, order.payment_method);
      // The order waits for its payment: the page for a payment that did not happen offers to try again.
      if (problem) router.replace(getPaymentFailedPath(order.number));
      return null;
    }
    router.push(getOrderSuccessPath(order.number));
    return null;
  }

  return { phase, place, payOnline };
}

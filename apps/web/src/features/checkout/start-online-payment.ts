'use client';

import type { PaymentMethodId } from '@coffee/contracts/checkout';
import type { Locale } from '@coffee/contracts/common';
import { type BffResult, callBff } from '@/lib/bff-client';

export type PaymentStart = { redirect_url: string; attempt_id: string | number };

/**
 * Starts paying an order online (the payments module): PayTabs for card and instalments, OPay for mobile
 * wallets. The answer's `redirect_url` is the gateway's page; it sends the shopper back to the success page,
 * or to the checkout with `?order=…&payment=failed`.
 */
export function startOnlinePayment(
  orderNumber: string,
  method: PaymentMethodId,
  locale: Locale,
): Promise<BffResult<PaymentStart>> {
  if (method === 'opay') {
    return callBff<PaymentStart>('payments/opay', { locale, body: { order_number: orderNumber } });
  }
  return callBff<PaymentStart>('payments/paytabs', {
    locale,
    body: { order_number: orderNumber, method },
  });
}

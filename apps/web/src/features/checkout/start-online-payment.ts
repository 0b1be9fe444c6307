'use client';

import type { PaymentMethodId } from '@coffee/contracts/checkout';
import type { Locale } from '@coffee/contracts/common';
import type { PaymentStart } from '@coffee/contracts/payment-start';
import { type BffResult, callBff } from '@/lib/bff/call-bff';
import { startOpay, startPaytabs } from '@/lib/bff/calls/checkout';

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
  if (method === 'opay') return callBff(startOpay, { locale, body: { order_number: orderNumber } });
  if (method === 'card' || method === 'installments') {
    return callBff(startPaytabs, { locale, body: { order_number: orderNumber, method } });
  }
  // Only orders paid online wait for a payment: the checkout never asks this of cash or the wallet.
  throw new Error(`${method} is not paid online`);
}

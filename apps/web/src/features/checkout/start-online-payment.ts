'use client';

import type { PaymentMethodId } from '@coffee/contracts/checkout';
import type { Locale } from '@coffee/contracts/common';
import type { PaymentStart } from '@coffee/contracts/payments';
import { type BffResult, callBff } from '@/lib/bff/call-bff';
import { startFawryPayment, startOpayPayment, startPaytabsPayment } from '@/lib/bff/calls/payments';

/**
 * Starts paying an order online (the payments module): PayTabs for card and instalments, OPay for mobile
 * wallets, FawryPay for a Pay at Fawry code (its `redirect_url` is our success page, showing the code). The answer's `redirect_url` is the gateway's page; it sends the shopper back to the success page,
 * or to the checkout with `?order=…&payment=failed`.
 */
export function startOnlinePayment(
  orderNumber: string,
  method: PaymentMethodId,
  locale: Locale,
): Promise<BffResult<PaymentStart>> {
  if (method === 'opay') {
    return callBff(startOpayPayment, { locale, body: { order_number: orderNumber } });
  }
  if (method === 'fawry') {
    return callBff(startFawryPayment, { locale, body: { order_number: orderNumber } });
  }
  if (method === 'card' || method === 'installments') {
    return callBff(startPaytabsPayment, { locale, body: { order_number: orderNumber, method } });
  }
  // Cash on delivery and the wallet have nothing to pay online (the API would refuse them the same way).
  return Promise.resolve({ ok: false, status: 422, error: { message: '', code: 'NOT_ONLINE' } });
}

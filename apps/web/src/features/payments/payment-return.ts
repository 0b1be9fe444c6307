import type { PaymentReturn } from '@coffee/contracts/payments';
import { getOrderPath, getOrderSuccessPath, getPaymentFailedPath, homePath } from '@/lib/routes';

/** The query flag the success page reads to say "Payment successful". */
export const PAID_FLAG = { payment: 'success' } as const;

/**
 * Where the shopper goes once the API has verified a gateway's return: the success page (paid), the checkout's
 * "Payment failed" with a way to try again (failed), or the order's page while the gateway still decides.
 * An unreadable or refused return lands on the order when its number is known, else on the home page.
 */
export function getReturnDestination(result: PaymentReturn | null, orderNumber: string | null): string {
  if (!result) return orderNumber ? getOrderPath(orderNumber) : homePath;
  if (result.status === 'paid') {
    return `${getOrderSuccessPath(result.order_number)}&${new URLSearchParams(PAID_FLAG)}`;
  }
  if (result.status === 'failed') return getPaymentFailedPath(result.order_number);
  return getOrderPath(result.order_number);
}

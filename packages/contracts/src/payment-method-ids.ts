/**
 * Ways to pay, by id, without zod: the checkout's first load names them (which ones wait for a gateway)
 * before any schema has loaded. `checkout.ts` builds its schemas on these.
 *
 * `card`, `installments` (PayTabs), `opay`, `fawry` (a reference code paid at a Fawry outlet, ATM or the
 * myFawry app) and `instapay` (a bank transfer staff confirm) are online: the order waits for its payment.
 */
export const PAYMENT_METHOD_IDS = [
  'cod',
  'wallet',
  'card',
  'installments',
  'opay',
  'fawry',
  'instapay',
] as const;
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number];
export const ONLINE_PAYMENT_METHODS: readonly PaymentMethodId[] = [
  'card',
  'installments',
  'opay',
  'fawry',
  'instapay',
];
/** Whether an order paid so waits for a gateway; takes any stored method name (the API's enum also names providers). */
export const isOnlinePaymentMethod = (
  method: string,
): method is 'card' | 'installments' | 'opay' | 'fawry' | 'instapay' =>
  (ONLINE_PAYMENT_METHODS as readonly string[]).includes(method);

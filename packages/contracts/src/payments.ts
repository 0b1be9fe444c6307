import { z } from 'zod';
import { dataEnvelope } from './common';

// The browser's part, in a module of its own (see there); the API takes it from here too.
export { PaymentStart, PaymentStartResponse, StartOpayBody, StartPaytabsBody } from './payment-start';

/**
 * The browser is back from the gateway (the storefront's return handler forwards what it brought): PayTabs
 * posts signed form fields; OPay only sends the shopper to our return URL, which carries our reference.
 */
export const PaytabsReturnBody = z.strictObject({
  fields: z.record(z.string().max(64), z.string().max(1000)),
});
/**
 * OPay's return names our reference, and `signature` is the token the API put in that return URL (OPay signs
 * nothing there): without it a reference alone discloses nothing.
 */
export const OpayReturnBody = z.strictObject({
  reference: z.string().regex(/^[A-Za-z0-9-]{1,80}$/),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

export const PaymentReturn = z.object({
  order_number: z.string(),
  status: z.enum(['paid', 'failed', 'pending']).describe('paid: the order is placed'),
});
export type PaymentReturn = z.infer<typeof PaymentReturn>;
export const PaymentReturnResponse = dataEnvelope(PaymentReturn);

/** What a gateway's notification is answered when accepted (a repeat included): the gateway stops retrying. */
export const NotificationAck = z.object({
  received: z.literal(true),
  result: z.enum(['settled', 'duplicate', 'failed', 'refunding', 'pending']),
});
export type NotificationAck = z.infer<typeof NotificationAck>;

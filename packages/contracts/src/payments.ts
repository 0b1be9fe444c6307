import { z } from 'zod';
import { dataEnvelope } from './common';
import { OrderNumber } from './orders';

/** `POST /payments/paytabs`: a new PayTabs attempt (card, or card instalments) for the caller's PENDING order. */
export const StartPaytabsBody = z.strictObject({
  order_number: OrderNumber,
  method: z.enum(['card', 'installments']),
});
/** `POST /payments/opay`: a new OPay cashier attempt (mobile wallets) for the caller's PENDING order. */
export const StartOpayBody = z.strictObject({ order_number: OrderNumber });
/** `POST /payments/fawry`: a Pay at Fawry reference code for the caller's PENDING order (or the open one). */
export const StartFawryBody = z.strictObject({ order_number: OrderNumber });

export const PaymentStart = z.object({
  redirect_url: z.string().describe("The gateway's payment page: send the shopper's browser there"),
  attempt_id: z.number().int(),
});
export type PaymentStart = z.infer<typeof PaymentStart>;
export const PaymentStartResponse = dataEnvelope(PaymentStart);

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

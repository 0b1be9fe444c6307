import { z } from 'zod';
import { MultilineText } from './auth';
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

/** An InstaPay address (IPA) as banks show it: a user name and `@instapay`, kept in lower case. */
export const InstapayAddress = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9._-]{0,39}@instapay$/);

/** The bank's reference of an InstaPay transfer, as the shopper copies it from their bank app. */
export const InstapayTransferReference = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{4,40}$/);

/** `POST /orders/{number}/instapay-proof` answers the proof as the order now shows it. */
export const InstapayProof = z.object({
  submitted_at: z.string(),
  transfer_reference: z.string().nullable(),
  has_screenshot: z.boolean(),
});
export const InstapayProofResponse = dataEnvelope(InstapayProof);

/** One InstaPay order waiting for staff, oldest deadline first. */
export const InstapayQueueItem = z.object({
  order_number: z.string(),
  customer_name: z.string(),
  customer_email: z.string(),
  amount: z.number().int().describe('Piastres to expect in the bank account'),
  placed_at: z.string(),
  expires_at: z.string().describe('After this the order is canceled and the confirmation refused'),
  proof: InstapayProof.nullable().describe('null: the shopper has sent nothing yet'),
});
export type InstapayQueueItem = z.infer<typeof InstapayQueueItem>;
export const InstapayQueueResponse = dataEnvelope(z.array(InstapayQueueItem));

/** `POST /admin/instapay/{number}/refuse`: why, mailed to the shopper as written. */
export const InstapayRefuseBody = z.strictObject({ reason: MultilineText.trim().min(3).max(500) });

export const InstapayDecision = z.object({
  order_number: z.string(),
  status: z.string().describe('PLACED when confirmed, CANCELED when refused'),
  payment_status: z.string(),
  result: z.enum(['confirmed', 'refused', 'duplicate']).describe('duplicate: it was already decided so'),
});
export const InstapayDecisionResponse = dataEnvelope(InstapayDecision);

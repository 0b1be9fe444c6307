import { z } from 'zod';
import { dataEnvelope } from './common';
import { OrderNumber } from './orders';

// Starting an online payment, the part of the payments' contracts the browser calls (and checks the answer
// of). NOTE: apart from payments.ts, whose gateway-return bodies use z.record: the storefront's pages share
// one copy of zod, which takes in every part of zod that any schema the browser loads uses.

/** `POST /payments/paytabs`: a new PayTabs attempt (card, or card instalments) for the caller's PENDING order. */
export const StartPaytabsBody = z.strictObject({
  order_number: OrderNumber,
  method: z.enum(['card', 'installments']),
});
/** `POST /payments/opay`: a new OPay cashier attempt (mobile wallets) for the caller's PENDING order. */
export const StartOpayBody = z.strictObject({ order_number: OrderNumber });

export const PaymentStart = z.object({
  redirect_url: z.string().describe("The gateway's payment page: send the shopper's browser there"),
  attempt_id: z.number().int(),
});
export type PaymentStart = z.infer<typeof PaymentStart>;
export const PaymentStartResponse = dataEnvelope(PaymentStart);

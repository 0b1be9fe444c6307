import { PaymentStart, StartFawryBody, StartOpayBody, StartPaytabsBody } from '@coffee/contracts/payments';
import { defineCall } from '../define-call';

// Starting an online payment: the answer's `redirect_url` is the gateway's page.

/** PayTabs: card and card instalments. */
export const startPaytabsPayment = defineCall({
  method: 'POST',
  path: 'payments/paytabs',
  body: StartPaytabsBody,
  answer: PaymentStart,
});
/** OPay: mobile wallets. */
export const startOpayPayment = defineCall({
  method: 'POST',
  path: 'payments/opay',
  body: StartOpayBody,
  answer: PaymentStart,
});
/** Pay at Fawry: a reference code; `redirect_url` is our own success page, which shows it. */
export const startFawryPayment = defineCall({
  method: 'POST',
  path: 'payments/fawry',
  body: StartFawryBody,
  answer: PaymentStart,
});

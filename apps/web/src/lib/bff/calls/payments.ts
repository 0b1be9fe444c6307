import {
  InstapayDecision,
  InstapayRefuseBody,
  PaymentStart,
  StartFawryBody,
  StartOpayBody,
  StartPaytabsBody,
} from '@coffee/contracts/payments';
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

// InstaPay: the shopper's proof of transfer, and staff's decisions on it.

/** The screenshot an order's proof carries, opened by a link (staff). */
export const downloadInstapayScreenshot = defineCall({
  method: 'GET',
  path: 'admin/instapay/:number/screenshot',
  params: { number: 'orderNumber' },
  answer: 'download',
});
export const confirmInstapay = defineCall({
  method: 'POST',
  path: 'admin/instapay/:number/confirm',
  params: { number: 'orderNumber' },
  answer: InstapayDecision,
});
export const refuseInstapay = defineCall({
  method: 'POST',
  path: 'admin/instapay/:number/refuse',
  params: { number: 'orderNumber' },
  body: InstapayRefuseBody,
  answer: InstapayDecision,
});

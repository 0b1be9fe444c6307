import { defineCall, lazySchema } from '../define-call';

// Apart from calls/payments.ts: the order and success pages send it, and its answer's schema loads only when a
// proof is sent, so zod stays out of those pages' first load (budgets.json).
const InstapayProof = lazySchema(() =>
  import('@coffee/contracts/payments').then((schemas) => schemas.InstapayProof),
);

/** multipart: `screenshot` (JPG or PNG, 5 MB) and/or `transfer_reference`. */
export const sendInstapayProof = defineCall({
  method: 'POST',
  path: 'orders/:number/instapay-proof',
  params: { number: 'orderNumber' },
  body: 'multipart',
  answer: InstapayProof,
});

/** The screenshot the shopper sent for their own order, opened by a link (the API answers 404 to anyone else). */
export const viewInstapayScreenshot = defineCall({
  method: 'GET',
  path: 'orders/:number/instapay-proof/screenshot',
  params: { number: 'orderNumber' },
  answer: 'download',
});

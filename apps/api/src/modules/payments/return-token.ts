import { createHmac } from 'node:crypto';
import { equalDigests } from './providers/signatures.js';

/**
 * OPay signs nothing on the browser's way back, and a payment's reference alone must not tell whoever has it
 * how that payment went. The return URL we give OPay therefore carries this token: an HMAC of the attempt's
 * reference under a key of its own derived from the API's secret. Only the browser we sent to the cashier has
 * it, and it names one attempt only.
 */
export function returnToken(secret: string, reference: string): string {
  const key = createHmac('sha256', secret).update('coffee/payment-return-key').digest();
  return createHmac('sha256', key).update(reference).digest('hex');
}

export const returnTokenMatches = (secret: string, reference: string, token: string): boolean =>
  equalDigests(returnToken(secret, reference), token);

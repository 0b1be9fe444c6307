import { createHmac, timingSafeEqual } from 'node:crypto';

// The gateways' signature formats, exactly as their documents give them. Pure functions: the adapters verify
// with them and the fixed-vector tests pin them.

/** Compares two hex digests in constant time; a digest of another length is simply unequal. */
export function equalDigests(expected: string, given: string): boolean {
  const a = Buffer.from(expected.toLowerCase(), 'utf8');
  const b = Buffer.from(given.trim().toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

const hmacHex = (algorithm: string, key: string, text: string | Buffer) =>
  createHmac(algorithm, key).update(text).digest('hex');

/** PayTabs callback (IPN): header `Signature` = HMAC-SHA256 of the raw request body, keyed by the server key. */
export const signPaytabsBody = (serverKey: string, rawBody: string | Buffer) =>
  hmacHex('sha256', serverKey, rawBody);

/**
 * PHP's `urlencode` (what `http_build_query` applies, RFC 1738): like encodeURIComponent, but a space is `+`
 * and `!*'()~` are escaped too.
 */
function encodeLikePhp(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*~]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/**
 * The string PayTabs signs on the browser return: every field but `signature` whose value is not empty,
 * sorted by name, as `http_build_query` joins them.
 */
export function paytabsReturnString(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((name) => name !== 'signature' && fields[name] !== '' && fields[name] !== undefined)
    .sort()
    .map((name) => `${encodeLikePhp(name)}=${encodeLikePhp(fields[name] ?? '')}`)
    .join('&');
}

export const signPaytabsReturn = (serverKey: string, fields: Record<string, string>) =>
  hmacHex('sha256', serverKey, paytabsReturnString(fields));

/** The fields of an OPay cashier callback that its `sha512` covers. */
export type OpayCallbackFields = {
  amount: string;
  currency: string;
  reference: string;
  refunded: boolean;
  status: string;
  timestamp: string;
  token: string;
  transactionId: string;
};

/** OPay's documented callback string: fixed field order, quoted values, `Refunded:t|f` unquoted. */
export function opayCallbackString(payload: OpayCallbackFields): string {
  return (
    `{Amount:"${payload.amount}",Currency:"${payload.currency}",Reference:"${payload.reference}",` +
    `Refunded:${payload.refunded ? 't' : 'f'},Status:"${payload.status}",Timestamp:"${payload.timestamp}",` +
    `Token:"${payload.token}",TransactionID:"${payload.transactionId}"}`
  );
}

/** OPay callback `sha512`: HMAC-SHA3-512 of the callback string, keyed by the merchant's secret key. */
export const signOpayCallback = (secretKey: string, payload: OpayCallbackFields) =>
  hmacHex('sha3-512', secretKey, opayCallbackString(payload));

/** OPay's signed API calls (status, refund): `Authorization: Bearer` HMAC-SHA512 of the exact JSON body sent. */
export const signOpayRequest = (secretKey: string, body: string) => hmacHex('sha512', secretKey, body);

import { createHash, createHmac } from 'node:crypto';

// How the gateways sign, written from their documents and independent of the API's verifying code, so the
// API's tests check its verification against a second reading of the same documents.

const hmac = (algorithm: string, key: string, text: string) =>
  createHmac(algorithm, key).update(text).digest('hex');

/** PayTabs IPN: `signature` header, HMAC-SHA256 of the exact body bytes sent, keyed by the server key. */
export const signPaytabsCallback = (serverKey: string, body: string) => hmac('sha256', serverKey, body);

/** PHP urlencode: RFC 1738 (`+` for space; `!'()*~` escaped as well). */
const urlencode = (text: string) =>
  encodeURIComponent(text)
    .replace(/[!'()*~]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');

/** PayTabs return: non-empty fields, sorted by name, `http_build_query`-joined, HMAC-SHA256 with the server key. */
export function signPaytabsReturn(serverKey: string, fields: Record<string, string>): string {
  const query = Object.entries(fields)
    .filter(([name, value]) => name !== 'signature' && value !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${urlencode(name)}=${urlencode(value)}`)
    .join('&');
  return hmac('sha256', serverKey, query);
}

/** OPay callback `sha512`: HMAC-SHA3-512 of the documented `{Amount:"…",…}` string, keyed by the secret key. */
export function signOpayCallback(
  secretKey: string,
  p: {
    amount: string;
    currency: string;
    reference: string;
    refunded: boolean;
    status: string;
    timestamp: string;
    token: string;
    transactionId: string;
  },
): string {
  const text = `{Amount:"${p.amount}",Currency:"${p.currency}",Reference:"${p.reference}",Refunded:${p.refunded ? 't' : 'f'},Status:"${p.status}",Timestamp:"${p.timestamp}",Token:"${p.token}",TransactionID:"${p.transactionId}"}`;
  return hmac('sha3-512', secretKey, text);
}

/** OPay signed API calls: `Authorization: Bearer` HMAC-SHA512 of the raw request body with the secret key. */
export const signOpayRequest = (secretKey: string, body: string) => hmac('sha512', secretKey, body);

/** FawryPay: SHA-256 (hex) of the listed values written one after another, the secure key appended. */
export const fawrySign = (secureKey: string, ...values: string[]) =>
  createHash('sha256')
    .update([...values, secureKey].join(''))
    .digest('hex');

import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

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

// FawryPay (https://developer.fawrystaging.com/docs): plain SHA-256 (no HMAC) of the documented fields joined
// with nothing between them, the merchant's secure key last; amounts with exactly two decimals.

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Two decimals, as FawryPay writes amounts in its strings (`150` → `150.00`). Piastres in, pounds out. */
export const fawryAmount = (piastres: number) => (piastres / 100).toFixed(2);

/**
 * Charge request (Pay at Fawry): merchantCode + merchantRefNum + customerProfileId + paymentMethod +
 * amount (two decimals) + secureKey (a card token would follow the amount; a reference code has none).
 */
export const signFawryCharge = (
  secureKey: string,
  f: {
    merchantCode: string;
    merchantRefNum: string;
    customerProfileId: string;
    paymentMethod: string;
    amount: string;
  },
) =>
  sha256Hex(
    `${f.merchantCode}${f.merchantRefNum}${f.customerProfileId}${f.paymentMethod}${f.amount}${secureKey}`,
  );

/** The fields of a server notification V2 (and of a payment status V2 answer) its `messageSignature` covers. */
export type FawryNotificationFields = {
  fawryRefNumber: string;
  merchantRefNumber: string;
  /** Two decimals. */
  paymentAmount: string;
  /** Two decimals. */
  orderAmount: string;
  orderStatus: string;
  paymentMethod: string;
  /** Empty when the notification has none. */
  paymentRefrenceNumber: string;
};

/**
 * Server notification V2 `messageSignature`: fawryRefNumber + merchantRefNumber + paymentAmount +
 * orderAmount + orderStatus + paymentMethod + paymentRefrenceNumber (FawryPay's spelling; empty if absent) +
 * secureKey.
 */
export const signFawryNotification = (secureKey: string, f: FawryNotificationFields) =>
  sha256Hex(
    `${f.fawryRefNumber}${f.merchantRefNumber}${f.paymentAmount}${f.orderAmount}${f.orderStatus}` +
      `${f.paymentMethod}${f.paymentRefrenceNumber}${secureKey}`,
  );

/** Payment status V2 (GET): merchantCode + merchantRefNumber + secureKey. */
export const signFawryStatusQuery = (secureKey: string, merchantCode: string, merchantRefNumber: string) =>
  sha256Hex(`${merchantCode}${merchantRefNumber}${secureKey}`);

/** Refund: merchantCode + referenceNumber + refundAmount (two decimals) + reason + secureKey. */
export const signFawryRefund = (
  secureKey: string,
  f: { merchantCode: string; referenceNumber: string; refundAmount: string; reason: string },
) => sha256Hex(`${f.merchantCode}${f.referenceNumber}${f.refundAmount}${f.reason}${secureKey}`);

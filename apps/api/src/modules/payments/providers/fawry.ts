import type { FawryConfig } from '../../../config-gateways.js';
import { getJson, postJson } from './http.js';
import {
  equalDigests,
  type FawryNotificationFields,
  fawryAmount,
  signFawryCharge,
  signFawryNotification,
  signFawryRefund,
  signFawryStatusQuery,
} from './signatures.js';
import {
  GatewayError,
  type IncomingNotification,
  type PaymentOutcome,
  type PaymentProvider,
  type RefundInput,
  type RefundResult,
  type StartPaymentInput,
} from './types.js';

// FawryPay server APIs (https://developer.fawrystaging.com/docs): the charge request with paymentMethod
// PAYATFAWRY answers a reference number the shopper pays at any Fawry outlet, ATM or the myFawry app before
// `paymentExpiry`; FawryPay then posts a server notification V2 (JSON, `messageSignature`) to the callback
// URL set at onboarding; payment status V2 is the query. Amounts are pounds with two decimals; every
// signature is a plain SHA-256 of fields joined in a documented order, the secure key last.

const PAYMENTS = '/ECommerceWeb/Fawry/payments';
export const PAY_AT_FAWRY = 'PAYATFAWRY';

/**
 * FawryPay order statuses: PAID is paid; NEW and UNPAID wait; EXPIRED, CANCELED and FAILED are final
 * failures. REFUNDED and PARTIAL_REFUNDED follow our own refund: nothing to settle (`pending` changes nothing).
 */
const statusOf = (status: string): PaymentOutcome['status'] =>
  status === 'PAID'
    ? 'paid'
    : status === 'EXPIRED' || status === 'CANCELED' || status === 'FAILED'
      ? 'failed'
      : 'pending';

/** A JSON number or numeric string as FawryPay's two-decimal text; null when it is neither. */
function twoDecimals(value: unknown): string | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  if (typeof value === 'string' && !/^\d+(\.\d+)?$/.test(value.trim())) return null;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number.toFixed(2) : null;
}

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * A V2 body (notification or status answer) whose `messageSignature` checks out, as an outcome; null when
 * it is not authentic or not readable. The amount compared with ours is `orderAmount` (what we asked for);
 * `paymentAmount` adds FawryPay's fees, which the shopper pays on top.
 */
export function readFawryV2(secureKey: string, body: Record<string, unknown>): PaymentOutcome | null {
  const paymentAmount = twoDecimals(body.paymentAmount);
  const orderAmount = twoDecimals(body.orderAmount);
  const signature = body.messageSignature;
  if (paymentAmount === null || orderAmount === null || typeof signature !== 'string') return null;
  const fields: FawryNotificationFields = {
    fawryRefNumber: text(body.fawryRefNumber),
    merchantRefNumber: text(body.merchantRefNumber),
    paymentAmount,
    orderAmount,
    orderStatus: text(body.orderStatus),
    paymentMethod: text(body.paymentMethod),
    paymentRefrenceNumber: text(body.paymentRefrenceNumber),
  };
  if (!fields.fawryRefNumber || !fields.merchantRefNumber) return null;
  if (!equalDigests(signFawryNotification(secureKey, fields), signature)) return null;
  return {
    reference: fields.merchantRefNumber,
    providerRef: fields.fawryRefNumber,
    status: statusOf(fields.orderStatus),
    amount: Math.round(Number(orderAmount) * 100),
    // FawryPay takes Egyptian pounds only and names no currency in V2 bodies.
    currency: 'EGP',
    message: [fields.orderStatus, text(body.failureReason)].filter(Boolean).join(': '),
  };
}

export class FawryProvider implements PaymentProvider {
  readonly name = 'fawry' as const;
  constructor(private readonly config: FawryConfig) {}

  private refuse(answer: Record<string, unknown>): never {
    throw new GatewayError('fawry', `${text(answer.statusCode)} ${text(answer.statusDescription)}`.trim());
  }

  async startPayment(input: StartPaymentInput) {
    const { merchantCode, secureKey } = this.config;
    const amount = fawryAmount(input.amount);
    const signed = {
      merchantCode,
      merchantRefNum: input.reference,
      customerProfileId: input.customer.id,
      paymentMethod: PAY_AT_FAWRY,
      amount,
    };
    const body = {
      ...signed,
      // A JSON number (pounds): FawryPay reads it to two decimals, as the signature writes it.
      amount: Number(amount),
      customerName: input.customer.name,
      customerMobile: input.customer.phone,
      customerEmail: input.customer.email,
      currencyCode: 'EGP',
      description: input.description,
      language: input.lang === 'ar' ? 'ar-eg' : 'en-gb',
      paymentExpiry: input.expiresAt.getTime(),
      // Where FawryPay posts this charge's notifications V2 (else the URL set at onboarding).
      orderWebHookUrl: input.callbackUrl,
      // One line for the whole order: its total (shipping, discounts and the wallet's part included) is what
      // the code collects, and FawryPay checks that its items add up to the amount.
      chargeItems: [
        { itemId: input.reference, description: input.description, price: Number(amount), quantity: 1 },
      ],
      signature: signFawryCharge(secureKey, signed),
    };
    const answer = await postJson(
      'fawry',
      `${this.config.baseUrl}${PAYMENTS}/charge`,
      JSON.stringify(body),
      {},
    );
    const referenceNumber = text(answer.referenceNumber);
    if (text(answer.statusCode) !== '200' || !referenceNumber) this.refuse(answer);
    // No page to send the shopper to: the caller shows the reference number on our own pages.
    return { redirectUrl: '', providerRef: referenceNumber };
  }

  verifyNotification({ rawBody }: IncomingNotification): PaymentOutcome | null {
    let body: unknown;
    try {
      body = JSON.parse(rawBody);
    } catch {
      return null;
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
    return readFawryV2(this.config.secureKey, body as Record<string, unknown>);
  }

  async queryPayment({ reference }: { reference: string; providerRef: string }) {
    const { merchantCode, secureKey } = this.config;
    const query = new URLSearchParams({
      merchantCode,
      merchantRefNumber: reference,
      signature: signFawryStatusQuery(secureKey, merchantCode, reference),
    });
    const answer = await getJson('fawry', `${this.config.baseUrl}${PAYMENTS}/status/v2?${query}`);
    if (answer.statusCode !== undefined && text(answer.statusCode) !== '200') this.refuse(answer);
    const outcome = readFawryV2(secureKey, answer);
    // The answer is signed like a notification: an unsigned or altered one is not FawryPay's word.
    if (!outcome) throw new GatewayError('fawry', 'status answer with a bad signature');
    return outcome;
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    const { merchantCode, secureKey } = this.config;
    const signed = {
      merchantCode,
      referenceNumber: input.providerRef,
      refundAmount: fawryAmount(input.amount),
      reason: input.reason,
    };
    const body = { ...signed, signature: signFawryRefund(secureKey, signed) };
    const answer = await postJson(
      'fawry',
      `${this.config.baseUrl}${PAYMENTS}/refund`,
      JSON.stringify(body),
      {},
    );
    if (text(answer.statusCode) !== '200') this.refuse(answer);
    return { providerRef: input.providerRef, status: 'refunded' };
  }
}

/**
 * Pay at Fawry turned off (FAWRY=off): the method is not offered, so nothing should reach it; should a
 * notification come anyway, no key can sign it (refused), and every call is a GatewayError.
 */
export class FawryOff implements PaymentProvider {
  readonly name = 'fawry' as const;
  private off(): never {
    throw new GatewayError('fawry', 'Pay at Fawry is turned off (FAWRY=off)');
  }
  startPayment(): Promise<never> {
    this.off();
  }
  verifyNotification(): null {
    return null;
  }
  queryPayment(): Promise<never> {
    this.off();
  }
  refund(): Promise<never> {
    this.off();
  }
}

import type { PaytabsConfig } from '../../../config-gateways.js';
import { headerOf } from '../../../lib/headers.js';
import { poundsToPiastres } from '../../../lib/money.js';
import { postJson } from './http.js';
import { equalDigests, signPaytabsBody, signPaytabsReturn } from './signatures.js';
import {
  GatewayError,
  type IncomingNotification,
  type PaymentOutcome,
  type PaymentProvider,
  type RefundInput,
  type RefundResult,
  type StartPaymentInput,
} from './types.js';

// PayTabs PT2, Hosted Payment Page (https://site.paytabs.com/en/pt2-documentation/): the server key goes as
// the raw `authorization` header; amounts are pounds with two decimals.

const toPounds = (piastres: number) => (piastres / 100).toFixed(2);

/** "1250.50" or 1250.5 → 125050; anything else → NaN, which never equals an amount of ours. */
function parsePounds(value: unknown): number {
  const text = String(value ?? '');
  return /^\d+(\.\d{1,3})?$/.test(text) ? poundsToPiastres(Number(text)) : Number.NaN;
}

type PaytabsTransaction = {
  tran_ref?: unknown;
  cart_id?: unknown;
  cart_currency?: unknown;
  cart_amount?: unknown;
  payment_result?: { response_status?: unknown; response_message?: unknown };
};

/** `A` is authorised; `H` (hold) and `P` (pending) are not final; the rest (D, E, V, C, X) failed. */
function outcomeOf(transaction: PaytabsTransaction): PaymentOutcome {
  const code = String(transaction.payment_result?.response_status ?? '');
  return {
    reference: String(transaction.cart_id ?? ''),
    providerRef: String(transaction.tran_ref ?? ''),
    status: code === 'A' ? 'paid' : code === 'H' || code === 'P' || code === '' ? 'pending' : 'failed',
    amount: parsePounds(transaction.cart_amount),
    currency: String(transaction.cart_currency ?? ''),
    message: String(transaction.payment_result?.response_message ?? code),
  };
}

/** What the browser brings back to the return URL, once its signature checks out. */
export type PaytabsReturn = { reference: string; providerRef: string; status: 'paid' | 'failed' | 'pending' };

export class PaytabsProvider implements PaymentProvider {
  readonly name = 'paytabs' as const;
  constructor(private readonly config: PaytabsConfig) {}

  private call(path: string, body: Record<string, unknown>) {
    return postJson('paytabs', `${this.config.baseUrl}${path}`, JSON.stringify(body), {
      authorization: this.config.serverKey,
    });
  }

  async startPayment(input: StartPaymentInput) {
    const address = {
      name: input.customer.name,
      email: input.customer.email,
      phone: input.customer.phone,
      street1: input.customer.street,
      city: input.customer.city,
      state: input.customer.state,
      country: 'EG',
      ...(input.ip && { ip: input.ip }),
    };
    const answer = await this.call('/payment/request', {
      profile_id: Number(this.config.profileId),
      tran_type: 'sale',
      tran_class: 'ecom',
      cart_id: input.reference,
      cart_currency: 'EGP',
      cart_amount: toPounds(input.amount),
      cart_description: input.description,
      paypage_lang: input.lang,
      customer_details: address,
      shipping_details: address,
      hide_shipping: true,
      // Instalments are a payment method of the profile's page; a card payment offers cards only.
      payment_methods: input.method === 'installments' ? ['installment'] : ['creditcard'],
      callback: input.callbackUrl,
      return: input.returnUrl,
    });
    const redirectUrl = typeof answer.redirect_url === 'string' ? answer.redirect_url : '';
    const providerRef = typeof answer.tran_ref === 'string' ? answer.tran_ref : '';
    if (!redirectUrl || !providerRef) throw new GatewayError('paytabs', 'no redirect_url in the answer');
    return { redirectUrl, providerRef };
  }

  verifyNotification({ rawBody, headers }: IncomingNotification): PaymentOutcome | null {
    const signature = headerOf(headers, 'signature');
    if (!signature || !equalDigests(signPaytabsBody(this.config.serverKey, rawBody), signature)) return null;
    try {
      return outcomeOf(JSON.parse(rawBody) as PaytabsTransaction);
    } catch {
      return null;
    }
  }

  /** The browser's return (form fields), or null when its signature does not check out. */
  verifyReturn(fields: Record<string, string>): PaytabsReturn | null {
    const signature = fields.signature ?? '';
    if (!signature || !equalDigests(signPaytabsReturn(this.config.serverKey, fields), signature)) return null;
    const code = fields.respStatus ?? '';
    return {
      reference: fields.cartId ?? '',
      providerRef: fields.tranRef ?? '',
      status: code === 'A' ? 'paid' : code === 'H' || code === 'P' ? 'pending' : 'failed',
    };
  }

  async queryPayment({ providerRef }: { reference: string; providerRef: string }) {
    const answer = await this.call('/payment/query', {
      profile_id: Number(this.config.profileId),
      tran_ref: providerRef,
    });
    return outcomeOf(answer as PaytabsTransaction);
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    const answer = (await this.call('/payment/request', {
      profile_id: Number(this.config.profileId),
      tran_type: 'refund',
      tran_class: 'ecom',
      cart_id: input.refundReference,
      cart_currency: 'EGP',
      cart_amount: toPounds(input.amount),
      cart_description: input.reason,
      tran_ref: input.providerRef,
    })) as PaytabsTransaction;
    const outcome = outcomeOf(answer);
    return {
      providerRef: outcome.providerRef,
      status: outcome.status === 'paid' ? 'refunded' : outcome.status === 'pending' ? 'pending' : 'failed',
    };
  }
}

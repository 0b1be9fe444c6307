import type { OpayConfig } from '../../../config-gateways.js';
import { postJson } from './http.js';
import { equalDigests, type OpayCallbackFields, signOpayCallback, signOpayRequest } from './signatures.js';
import {
  GatewayError,
  type IncomingNotification,
  type PaymentOutcome,
  type PaymentProvider,
  type RefundInput,
  type RefundResult,
  type StartPaymentInput,
} from './types.js';

// OPay Egypt cashier (https://doc.opaycheckout.com/cashier-create): amounts in piastres (`total`), answers
// `{code: '00000', message, data}`. Create authenticates with the public key; status and refund with an
// HMAC-SHA512 of the body keyed by the secret key.

const SUCCESS_CODE = '00000';

/** OPay statuses: SUCCESS is paid; INITIAL and PENDING are not final; FAIL and CLOSE (canceled, expired) failed. */
const statusOf = (status: unknown): PaymentOutcome['status'] =>
  status === 'SUCCESS' ? 'paid' : status === 'INITIAL' || status === 'PENDING' ? 'pending' : 'failed';

type OpayAnswer = { code?: unknown; message?: unknown; data?: Record<string, unknown> };

export class OpayProvider implements PaymentProvider {
  readonly name = 'opay' as const;
  constructor(private readonly config: OpayConfig) {}

  private async call(path: string, body: Record<string, unknown>, signed: boolean) {
    const json = JSON.stringify(body);
    const bearer = signed ? signOpayRequest(this.config.secretKey, json) : this.config.publicKey;
    const answer = (await postJson('opay', `${this.config.baseUrl}${path}`, json, {
      authorization: `Bearer ${bearer}`,
      merchantid: this.config.merchantId,
    })) as OpayAnswer;
    if (answer.code !== SUCCESS_CODE || !answer.data) {
      throw new GatewayError('opay', `${String(answer.code)} ${String(answer.message ?? '')}`);
    }
    return answer.data;
  }

  async startPayment(input: StartPaymentInput) {
    const data = await this.call(
      '/api/v1/international/cashier/create',
      {
        country: 'EG',
        reference: input.reference,
        amount: { total: input.amount, currency: 'EGP' },
        returnUrl: input.returnUrl,
        callbackUrl: input.callbackUrl,
        cancelUrl: input.cancelUrl,
        expireAt: Math.max(1, Math.floor((input.expiresAt.getTime() - Date.now()) / 60_000)),
        userInfo: {
          userEmail: input.customer.email,
          userId: input.customer.email,
          userMobile: input.customer.phone,
          userName: input.customer.name,
        },
        productList: input.items.map((item, index) => ({
          productId: String(index + 1),
          name: item.name,
          description: item.name,
          price: item.unitPrice,
          quantity: item.quantity,
        })),
        product: { name: input.description, description: input.description },
        payMethod: '',
      },
      false,
    );
    const redirectUrl = typeof data.cashierUrl === 'string' ? data.cashierUrl : '';
    if (!redirectUrl) throw new GatewayError('opay', 'no cashierUrl in the answer');
    return { redirectUrl, providerRef: String(data.orderNo ?? '') };
  }

  verifyNotification({ rawBody }: IncomingNotification): PaymentOutcome | null {
    let body: { payload?: Record<string, unknown>; sha512?: unknown };
    try {
      body = JSON.parse(rawBody);
    } catch {
      return null;
    }
    // Valid JSON is not yet a notification: `null`, a number or a list is refused like a bad signature.
    if (!body || typeof body !== 'object') return null;
    const payload = body.payload;
    if (!payload || typeof payload !== 'object' || typeof body.sha512 !== 'string') return null;
    const fields: OpayCallbackFields = {
      amount: String(payload.amount ?? ''),
      currency: String(payload.currency ?? ''),
      reference: String(payload.reference ?? ''),
      refunded: payload.refunded === true,
      status: String(payload.status ?? ''),
      timestamp: String(payload.timestamp ?? ''),
      token: String(payload.token ?? ''),
      transactionId: String(payload.transactionId ?? ''),
    };
    if (!equalDigests(signOpayCallback(this.config.secretKey, fields), body.sha512)) return null;
    return {
      reference: fields.reference,
      providerRef: fields.token,
      status: fields.refunded ? 'failed' : statusOf(fields.status),
      amount: /^\d+$/.test(fields.amount) ? Number(fields.amount) : Number.NaN,
      currency: fields.currency,
      message: String(payload.displayedFailure || fields.status),
    };
  }

  async queryPayment({ reference }: { reference: string; providerRef: string }) {
    const data = await this.call('/api/v1/international/cashier/status', { country: 'EG', reference }, true);
    const amount = data.amount as { total?: unknown; currency?: unknown } | undefined;
    return {
      reference: String(data.reference ?? ''),
      providerRef: String(data.orderNo ?? ''),
      status: statusOf(data.status),
      amount: Number(amount?.total ?? Number.NaN),
      currency: String(amount?.currency ?? ''),
      message: String(data.failureReason ?? data.status ?? ''),
    };
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    const data = await this.call(
      '/api/v1/international/payment/refund/create',
      {
        country: 'EG',
        reference: input.refundReference,
        originalReference: input.reference,
        amount: { total: input.amount, currency: 'EGP' },
        refundReason: input.reason,
      },
      true,
    );
    const status = data.status;
    return {
      providerRef: String(data.orderNo ?? data.refundOrderNo ?? ''),
      status: status === 'SUCCESS' ? 'refunded' : status === 'FAIL' ? 'failed' : 'pending',
    };
  }
}

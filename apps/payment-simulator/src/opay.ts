import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CallbackSender } from './callbacks.js';
import { header, parseJson, readBody, redirect, sendHtml, sendJson } from './http.js';
import { type PageLang, renderPaymentPage } from './page.js';
import { signOpayCallback, signOpayRequest } from './signing.js';

// OPay Egypt cashier as its documents describe it: create (public key), the cashier page, the callback
// `{payload, sha512, type}`, the browser sent to returnUrl or cancelUrl, status and refund (HMAC-SHA512 signed).

type Order = {
  orderNo: string;
  reference: string;
  /** Piastres. */
  total: number;
  currency: string;
  description: string;
  returnUrl: string;
  callbackUrl: string;
  cancelUrl: string;
  expiresAt: number;
  status: 'INITIAL' | 'SUCCESS' | 'FAIL' | 'CLOSE';
  refunded: number;
  updatedAt: string;
};

/** The cashier speaks the shopper's browser's language (the create call names none). */
const langOf = (request: IncomingMessage): PageLang =>
  header(request, 'accept-language').toLowerCase().startsWith('ar') ? 'ar' : 'en';

const ok = (data: unknown) => ({ code: '00000', message: 'SUCCESSFUL', data });

export class OpaySimulator {
  private readonly orders = new Map<string, Order>();
  private readonly byReference = new Map<string, Order>();
  private sequence = 0;

  constructor(
    private readonly keys: { merchantId: string; publicKey: string; secretKey: string },
    private readonly baseUrl: () => string,
    private readonly callbacks: CallbackSender,
  ) {}

  async handle(request: IncomingMessage, response: ServerResponse, path: string): Promise<boolean> {
    if (request.method === 'POST') {
      if (path === '/api/v1/international/cashier/create') return this.create(request, response);
      if (path === '/api/v1/international/cashier/status') return this.status(request, response);
      if (path === '/api/v1/international/payment/refund/create') return this.refund(request, response);
    }
    const page = /^\/cashier\/(\d+)$/.exec(path);
    if (page?.[1] && request.method === 'GET') return this.showPage(response, page[1], langOf(request));
    if (page?.[1] && request.method === 'POST') return this.act(request, response, page[1]);
    return false;
  }

  private merchantOk(request: IncomingMessage) {
    return header(request, 'merchantid') === this.keys.merchantId;
  }

  private async create(request: IncomingMessage, response: ServerResponse) {
    const body = parseJson(await readBody(request));
    if (!this.merchantOk(request) || header(request, 'authorization') !== `Bearer ${this.keys.publicKey}`) {
      sendJson(response, 200, { code: '02000', message: 'authentication failed' });
      return true;
    }
    const amount = body?.amount as { total?: unknown; currency?: unknown } | undefined;
    const total = Number(amount?.total);
    const reference = String(body?.reference ?? '');
    if (body?.country !== 'EG' || !Number.isInteger(total) || total <= 0 || amount?.currency !== 'EGP') {
      sendJson(response, 200, { code: '02001', message: 'request parameter is not valid' });
      return true;
    }
    if (!reference || this.byReference.has(reference)) {
      sendJson(response, 200, { code: '02006', message: 'reference is empty or already used' });
      return true;
    }
    this.sequence++;
    const product = body.product as { description?: unknown } | undefined;
    const order: Order = {
      orderNo: `2${Date.now().toString().slice(-11)}${String(this.sequence).padStart(6, '0')}`,
      reference,
      total,
      currency: 'EGP',
      description: String(product?.description ?? reference),
      returnUrl: String(body.returnUrl ?? ''),
      callbackUrl: String(body.callbackUrl ?? ''),
      cancelUrl: String(body.cancelUrl ?? ''),
      expiresAt: Date.now() + Math.max(1, Number(body.expireAt) || 30) * 60_000,
      status: 'INITIAL',
      refunded: 0,
      updatedAt: new Date().toISOString(),
    };
    this.orders.set(order.orderNo, order);
    this.byReference.set(reference, order);
    sendJson(
      response,
      200,
      ok({
        reference,
        orderNo: order.orderNo,
        cashierUrl: `${this.baseUrl()}/cashier/${order.orderNo}`,
        status: order.status,
        amount: { total, currency: 'EGP' },
      }),
    );
    return true;
  }

  /** Signed calls: the bearer is HMAC-SHA512 of the exact body with the secret key. */
  private async readSigned(request: IncomingMessage, response: ServerResponse) {
    const raw = await readBody(request);
    const expected = Buffer.from(`Bearer ${signOpayRequest(this.keys.secretKey, raw)}`);
    const given = Buffer.from(header(request, 'authorization'));
    if (!this.merchantOk(request) || expected.length !== given.length || !timingSafeEqual(expected, given)) {
      sendJson(response, 200, { code: '02000', message: 'authentication failed' });
      return null;
    }
    return parseJson(raw) ?? {};
  }

  private expire(order: Order) {
    if (order.status === 'INITIAL' && Date.now() > order.expiresAt) order.status = 'CLOSE';
  }

  private async status(request: IncomingMessage, response: ServerResponse) {
    const body = await this.readSigned(request, response);
    if (!body) return true;
    const order = this.byReference.get(String(body.reference ?? ''));
    if (!order) {
      sendJson(response, 200, { code: '02002', message: 'order not found' });
      return true;
    }
    this.expire(order);
    sendJson(
      response,
      200,
      ok({
        reference: order.reference,
        orderNo: order.orderNo,
        status: order.status,
        amount: { total: order.total, currency: order.currency },
        createTime: order.updatedAt,
        ...(order.status === 'FAIL' && { failureCode: '01582', failureReason: 'Declined by the test page' }),
      }),
    );
    return true;
  }

  private async refund(request: IncomingMessage, response: ServerResponse) {
    const body = await this.readSigned(request, response);
    if (!body) return true;
    const order = this.byReference.get(String(body.originalReference ?? ''));
    const total = Number((body.amount as { total?: unknown } | undefined)?.total);
    if (order?.status !== 'SUCCESS' || !Number.isInteger(total) || order.refunded + total > order.total) {
      sendJson(response, 200, { code: '02003', message: 'refund not allowed' });
      return true;
    }
    order.refunded += total;
    this.sequence++;
    sendJson(
      response,
      200,
      ok({
        reference: String(body.reference ?? ''),
        orderNo: `9${Date.now().toString().slice(-11)}${String(this.sequence).padStart(6, '0')}`,
        originalReference: order.reference,
        status: 'SUCCESS',
        amount: { total, currency: 'EGP' },
      }),
    );
    return true;
  }

  private showPage(response: ServerResponse, orderNo: string, lang: PageLang) {
    const order = this.orders.get(orderNo);
    if (!order) return false;
    this.expire(order);
    sendHtml(
      response,
      200,
      renderPaymentPage({
        gateway: 'opay',
        lang,
        merchant: 'Bunn Coffee',
        reference: order.reference,
        description: order.description,
        amount: order.total,
        currency: order.currency,
        action: `${this.baseUrl()}/cashier/${order.orderNo}`,
        state: order.status === 'INITIAL' ? 'open' : order.status === 'CLOSE' ? 'expired' : 'finished',
      }),
    );
    return true;
  }

  private async act(request: IncomingMessage, response: ServerResponse, orderNo: string) {
    const order = this.orders.get(orderNo);
    if (!order) return false;
    this.expire(order);
    const action = new URLSearchParams(await readBody(request)).get('action');
    if (order.status === 'INITIAL') {
      order.status = action === 'pay' ? 'SUCCESS' : action === 'cancel' ? 'CLOSE' : 'FAIL';
      order.updatedAt = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
      this.notify(order);
    }
    const target = order.status === 'CLOSE' ? order.cancelUrl : order.returnUrl;
    if (!target) return this.showPage(response, orderNo, langOf(request));
    redirect(response, target);
    return true;
  }

  private notify(order: Order) {
    const payload = {
      amount: String(order.total),
      channel: 'Web',
      country: 'EG',
      currency: order.currency,
      displayedFailure: order.status === 'FAIL' ? 'Declined by the test page' : '',
      fee: '0',
      feeCurrency: order.currency,
      instrumentType: 'OWealth',
      reference: order.reference,
      refunded: false,
      status: order.status,
      timestamp: order.updatedAt,
      token: order.orderNo,
      transactionId: order.orderNo,
      updated_at: order.updatedAt,
    };
    const sha512 = signOpayCallback(this.keys.secretKey, payload);
    this.callbacks.send(
      order.callbackUrl,
      JSON.stringify({ payload, sha512, type: 'transaction-status' }),
      {},
    );
  }
}

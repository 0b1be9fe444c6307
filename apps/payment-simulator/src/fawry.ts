import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CallbackSender } from './callbacks.js';
import { escapeHtml, parseJson, readBody, redirect, sendHtml, sendJson } from './http.js';
import { fawrySign } from './signing.js';

// FawryPay as its documents describe it (https://developer.fawrystaging.com/docs), Pay at Fawry only: the
// charge request (PAYATFAWRY) answers a reference number; the code is paid "at an outlet" from this
// simulator's outlet page (or left to expire); each change is a server notification V2 posted to the
// charge's `orderWebHookUrl`, signed with `messageSignature`; payment status V2 and refund as documented.

const PAYMENTS = '/ECommerceWeb/Fawry/payments';

type Code = {
  referenceNumber: string;
  merchantRefNumber: string;
  customerMobile: string;
  customerMail: string;
  customerProfileId: string;
  /** Two decimals, as sent. */
  amount: string;
  description: string;
  expiresAt: number;
  webhook: string;
  status: 'UNPAID' | 'PAID' | 'EXPIRED' | 'REFUNDED' | 'PARTIAL_REFUNDED';
  refunded: number;
  paidAt: number | null;
  timer: NodeJS.Timeout | null;
};

const done = { statusCode: 200, statusDescription: 'Operation done successfully' };
const refusal = (statusCode: number, statusDescription: string) => ({ statusCode, statusDescription });

const twoDecimals = (value: unknown) => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number.toFixed(2) : null;
};

export class FawrySimulator {
  private readonly codes = new Map<string, Code>();
  private readonly byMerchantRef = new Map<string, Code>();
  private sequence = 0;

  constructor(
    private readonly keys: { merchantCode: string; secureKey: string },
    private readonly baseUrl: () => string,
    private readonly callbacks: CallbackSender,
  ) {}

  async handle(request: IncomingMessage, response: ServerResponse, path: string): Promise<boolean> {
    if (request.method === 'POST' && path === `${PAYMENTS}/charge`) return this.charge(request, response);
    if (request.method === 'GET' && path === `${PAYMENTS}/status/v2`) return this.status(request, response);
    if (request.method === 'POST' && path === `${PAYMENTS}/refund`) return this.refund(request, response);
    if (request.method === 'GET' && path === '/outlet') return this.outlet(request, response);
    const page = /^\/outlet\/(\d+)$/.exec(path);
    if (page?.[1] && request.method === 'GET') return this.showCode(response, page[1]);
    if (page?.[1] && request.method === 'POST') return this.act(request, response, page[1]);
    return false;
  }

  /** The code by FawryPay's reference number (tests and the outlet page). */
  code(referenceNumber: string) {
    return this.codes.get(referenceNumber);
  }

  private async charge(request: IncomingMessage, response: ServerResponse) {
    const body = parseJson(await readBody(request));
    const amount = twoDecimals(body?.amount);
    const merchantRefNum = String(body?.merchantRefNum ?? '');
    const profile = String(body?.customerProfileId ?? '');
    const method = String(body?.paymentMethod ?? '');
    if (!body || body.merchantCode !== this.keys.merchantCode) {
      sendJson(response, 200, { type: 'ChargeResponse', ...refusal(9901, 'Merchant is not found') });
      return true;
    }
    const expected = fawrySign(
      this.keys.secureKey,
      this.keys.merchantCode,
      merchantRefNum,
      profile,
      method,
      amount ?? '',
    );
    if (amount === null || body.signature !== expected) {
      sendJson(response, 200, { type: 'ChargeResponse', ...refusal(9946, 'Request signature is not valid') });
      return true;
    }
    if (method !== 'PAYATFAWRY') {
      sendJson(response, 200, {
        type: 'ChargeResponse',
        ...refusal(9935, 'This simulator plays Pay at Fawry only'),
      });
      return true;
    }
    if (!merchantRefNum || this.byMerchantRef.has(merchantRefNum)) {
      sendJson(response, 200, {
        type: 'ChargeResponse',
        ...refusal(9909, 'Duplicate merchant reference number'),
      });
      return true;
    }
    const expiry = Number(body.paymentExpiry);
    this.sequence++;
    const code: Code = {
      // FawryPay's reference numbers are 8 to 10 digits.
      referenceNumber: `9${String(Date.now()).slice(-5)}${String(this.sequence).padStart(3, '0')}`,
      merchantRefNumber: merchantRefNum,
      customerMobile: String(body.customerMobile ?? ''),
      customerMail: String(body.customerEmail ?? ''),
      customerProfileId: profile,
      amount,
      description: String(body.description ?? merchantRefNum),
      // Without an expiry FawryPay's default applies; the simulator takes 48 hours.
      expiresAt: Number.isFinite(expiry) && expiry > 0 ? expiry : Date.now() + 48 * 3_600_000,
      webhook: String(body.orderWebHookUrl ?? ''),
      status: 'UNPAID',
      refunded: 0,
      paidAt: null,
      timer: null,
    };
    // Expiry is FawryPay's to announce: at the deadline the code turns EXPIRED and a notification says so.
    const wait = code.expiresAt - Date.now();
    if (wait < 2 ** 31) {
      code.timer = setTimeout(() => this.expire(code), Math.max(0, wait));
      code.timer.unref();
    }
    this.codes.set(code.referenceNumber, code);
    this.byMerchantRef.set(merchantRefNum, code);
    sendJson(response, 200, {
      type: 'ChargeResponse',
      referenceNumber: code.referenceNumber,
      merchantRefNumber: code.merchantRefNumber,
      orderAmount: Number(amount),
      paymentAmount: Number(amount),
      fawryFees: 0,
      paymentMethod: 'PAYATFAWRY',
      orderStatus: 'UNPAID',
      expirationTime: code.expiresAt,
      ...done,
    });
    return true;
  }

  private expire(code: Code) {
    if (code.status !== 'UNPAID' || Date.now() < code.expiresAt) return;
    code.status = 'EXPIRED';
    this.notify(code);
  }

  /** The V2 body: a notification, or the status query's answer (the same fields, the same signature). */
  private v2(code: Code) {
    const body = {
      requestId: `sim-${code.referenceNumber}-${Date.now()}`,
      fawryRefNumber: code.referenceNumber,
      merchantRefNumber: code.merchantRefNumber,
      customerMobile: code.customerMobile,
      customerMail: code.customerMail,
      customerMerchantId: code.customerProfileId,
      paymentAmount: Number(code.amount),
      orderAmount: Number(code.amount),
      fawryFees: 0,
      orderStatus: code.status === 'UNPAID' ? 'UNPAID' : code.status,
      paymentMethod: 'PayAtFawry',
      ...(code.paidAt !== null && {
        paymentTime: code.paidAt,
        paymentRefrenceNumber: `${code.referenceNumber.slice(-5)}`,
      }),
      orderExpiryDate: code.expiresAt,
      orderItems: [{ itemCode: code.merchantRefNumber, price: Number(code.amount), quantity: 1 }],
    };
    const messageSignature = fawrySign(
      this.keys.secureKey,
      body.fawryRefNumber,
      body.merchantRefNumber,
      body.paymentAmount.toFixed(2),
      body.orderAmount.toFixed(2),
      body.orderStatus,
      body.paymentMethod,
      'paymentRefrenceNumber' in body ? String(body.paymentRefrenceNumber) : '',
    );
    return { ...body, messageSignature };
  }

  /** Posts the code's current state to the merchant (FawryPay retries until a 200). */
  notify(code: Code) {
    this.callbacks.send(code.webhook, JSON.stringify(this.v2(code)), {});
  }

  private status(request: IncomingMessage, response: ServerResponse) {
    const query = new URL(request.url ?? '/', 'http://simulator').searchParams;
    const merchantCode = query.get('merchantCode') ?? '';
    const merchantRefNumber = query.get('merchantRefNumber') ?? '';
    const expected = fawrySign(this.keys.secureKey, merchantCode, merchantRefNumber);
    if (merchantCode !== this.keys.merchantCode || query.get('signature') !== expected) {
      sendJson(response, 200, refusal(9946, 'Request signature is not valid'));
      return true;
    }
    const code = this.byMerchantRef.get(merchantRefNumber);
    if (!code) {
      sendJson(response, 200, refusal(9938, 'Order is not found'));
      return true;
    }
    this.expire(code);
    sendJson(response, 200, { type: 'PaymentStatusResponse', ...this.v2(code), ...done });
    return true;
  }

  private async refund(request: IncomingMessage, response: ServerResponse) {
    const body = parseJson(await readBody(request)) ?? {};
    const code = this.codes.get(String(body.referenceNumber ?? ''));
    const amount = twoDecimals(body.refundAmount);
    const expected = fawrySign(
      this.keys.secureKey,
      String(body.merchantCode ?? ''),
      String(body.referenceNumber ?? ''),
      String(body.refundAmount ?? ''),
      String(body.reason ?? ''),
    );
    if (body.merchantCode !== this.keys.merchantCode || body.signature !== expected || amount === null) {
      sendJson(response, 200, {
        type: 'ResponseDataModel',
        ...refusal(9946, 'Request signature is not valid'),
      });
      return true;
    }
    const cents = Math.round(Number(amount) * 100);
    const total = Math.round(Number(code?.amount ?? 0) * 100);
    if (
      !code ||
      (code.status !== 'PAID' && code.status !== 'PARTIAL_REFUNDED') ||
      code.refunded + cents > total
    ) {
      sendJson(response, 200, { type: 'ResponseDataModel', ...refusal(9954, 'Refund is not allowed') });
      return true;
    }
    code.refunded += cents;
    code.status = code.refunded === total ? 'REFUNDED' : 'PARTIAL_REFUNDED';
    sendJson(response, 200, { type: 'ResponseDataModel', ...done });
    return true;
  }

  /** The outlet's counter: type a reference number (what the shopper reads out to the cashier). */
  private outlet(request: IncomingMessage, response: ServerResponse) {
    const ref = new URL(request.url ?? '/', 'http://simulator').searchParams.get('ref');
    if (ref) {
      redirect(response, `${this.baseUrl()}/outlet/${encodeURIComponent(ref.replace(/\D/g, ''))}`);
      return true;
    }
    sendHtml(
      response,
      200,
      page(
        'Fawry outlet (simulator)',
        `<form method="get" action="${escapeHtml(`${this.baseUrl()}/outlet`)}">
          <label>Reference number<input name="ref" inputmode="numeric" autofocus></label>
          <button class="pay">Find the bill</button></form>`,
      ),
    );
    return true;
  }

  private showCode(response: ServerResponse, referenceNumber: string) {
    const code = this.codes.get(referenceNumber);
    if (!code) {
      sendHtml(response, 404, page('Fawry outlet (simulator)', '<p>No bill with this reference number.</p>'));
      return true;
    }
    this.expire(code);
    const action = escapeHtml(`${this.baseUrl()}/outlet/${code.referenceNumber}`);
    const open = code.status === 'UNPAID';
    sendHtml(
      response,
      200,
      page(
        `Fawry reference ${code.referenceNumber}`,
        `<dl><dt>Reference number</dt><dd data-ref>${code.referenceNumber}</dd>
          <dt>Merchant reference</dt><dd>${escapeHtml(code.merchantRefNumber)}</dd>
          <dt>Amount</dt><dd class="total">EGP ${code.amount}</dd>
          <dt>Pay by</dt><dd>${new Date(code.expiresAt).toISOString()}</dd>
          <dt>Status</dt><dd data-status>${code.status}</dd></dl>
        <form method="post" action="${action}">
          ${open ? '<button name="action" value="pay" class="pay">Paid at outlet</button>' : ''}
          ${open ? '<button name="action" value="expire" class="secondary">Let it expire now</button>' : ''}
          <button name="action" value="repeat" class="link">Send the notification again</button>
        </form>`,
      ),
    );
    return true;
  }

  private async act(request: IncomingMessage, response: ServerResponse, referenceNumber: string) {
    const code = this.codes.get(referenceNumber);
    if (!code) return false;
    this.expire(code);
    const action = new URLSearchParams(await readBody(request)).get('action');
    if (code.status === 'UNPAID' && action === 'pay') {
      code.status = 'PAID';
      code.paidAt = Date.now();
      this.notify(code);
    } else if (code.status === 'UNPAID' && action === 'expire') {
      code.expiresAt = Date.now();
      this.expire(code);
    } else if (action === 'repeat') {
      this.notify(code);
    }
    if (code.timer && code.status !== 'UNPAID') clearTimeout(code.timer);
    redirect(response, `${this.baseUrl()}/outlet/${code.referenceNumber}`);
    return true;
  }

  close() {
    for (const code of this.codes.values()) if (code.timer) clearTimeout(code.timer);
  }
}

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>
  body { margin: 0; font-family: system-ui, sans-serif; background: #fff8e6; color: #1c2333; }
  header { background: #ffd400; color: #0b2a5b; padding: 14px 24px; font-weight: 800; font-size: 1.3rem; }
  main { max-width: 440px; margin: 32px auto; background: #fff; border-radius: 10px; padding: 24px; box-shadow: 0 4px 20px #0002; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 16px; } dt { color: #667; } dd { margin: 0; text-align: end; }
  .total { font-weight: 700; } label { display: block; margin-block: 10px; }
  input { display: block; width: 100%; box-sizing: border-box; padding: 10px; font-size: 1rem; }
  button { display: block; width: 100%; padding: 12px; margin-block-start: 10px; border-radius: 6px; font-size: 1rem; cursor: pointer; }
  .pay { background: #0b2a5b; color: #fff; border: 0; font-weight: 700; }
  .secondary { background: #fff; border: 1px solid #c33; color: #c33; }
  .link { background: none; border: 0; text-decoration: underline; }
</style></head><body><header>fawry · test outlet</header><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

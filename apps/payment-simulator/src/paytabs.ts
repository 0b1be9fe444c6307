import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CallbackSender } from './callbacks.js';
import { header, parseJson, readBody, renderAutoPost, sendHtml, sendJson } from './http.js';
import { type PageLang, renderPaymentPage, textsOf } from './page.js';
import { signPaytabsCallback, signPaytabsReturn } from './signing.js';

// PayTabs PT2 as its documents describe it: POST /payment/request (sale or refund), the hosted page, the IPN
// to `callback`, the signed form post to `return`, POST /payment/query.

type Transaction = {
  tranRef: string;
  tranType: 'Sale' | 'Refund';
  cartId: string;
  description: string;
  currency: string;
  /** "1250.50", as the merchant sent it. */
  amount: string;
  lang: PageLang;
  installments: boolean;
  callback: string;
  returnUrl: string;
  customer: Record<string, unknown>;
  /** '' until the shopper acts; then A (authorised), D (declined), C (cancelled). */
  status: '' | 'A' | 'D' | 'C';
  refunded: number;
  parentRef?: string;
  time: string;
};

const MESSAGES: Record<Transaction['status'], string> = {
  '': 'Pending',
  A: 'Authorised',
  D: 'Declined',
  C: 'Cancelled',
};

const piastresOf = (amount: string) => Math.round(Number(amount) * 100);

export class PaytabsSimulator {
  private readonly transactions = new Map<string, Transaction>();
  private sequence = 0;
  /**
   * How the next refunds go wrong, one fault each: `drop` makes the refund but cuts the connection before
   * answering (the merchant sees a timeout), `refuse` declines it.
   */
  readonly refundFaults: ('drop' | 'refuse')[] = [];

  constructor(
    private readonly keys: { profileId: string; serverKey: string },
    private readonly baseUrl: () => string,
    private readonly callbacks: CallbackSender,
  ) {}

  /** Piastres refunded of a sale so far, and in how many refunds (tests read it: a refund is made once). */
  refundsOf(tranRef: string): { amount: number; count: number } {
    const refunds = [...this.transactions.values()].filter(
      (tran) => tran.tranType === 'Refund' && tran.parentRef === tranRef && tran.status === 'A',
    );
    return { amount: this.transactions.get(tranRef)?.refunded ?? 0, count: refunds.length };
  }

  private nextRef() {
    this.sequence++;
    return `TST${Date.now().toString().slice(-7)}${String(this.sequence).padStart(6, '0')}`;
  }

  /** The transaction as /payment/query answers it and the IPN carries it. */
  private describe(tran: Transaction) {
    return {
      tran_ref: tran.tranRef,
      ...(tran.parentRef && { previous_tran_ref: tran.parentRef }),
      tran_type: tran.tranType,
      tran_class: 'ECom',
      cart_id: tran.cartId,
      cart_description: tran.description,
      cart_currency: tran.currency,
      cart_amount: tran.amount,
      tran_currency: tran.currency,
      tran_total: tran.amount,
      customer_details: tran.customer,
      payment_result: {
        response_status: tran.status,
        response_code: tran.status === 'A' ? 'G12345' : tran.status === 'D' ? '4' : '',
        response_message: MESSAGES[tran.status],
        transaction_time: tran.time,
      },
      payment_info: {
        payment_method: tran.installments ? 'Installment' : 'Visa',
        card_type: 'Credit',
        card_scheme: 'Visa',
        payment_description: '4111 11## #### 1111',
      },
      merchant_id: 1,
      profile_id: Number(this.keys.profileId),
    };
  }

  async handle(request: IncomingMessage, response: ServerResponse, path: string): Promise<boolean> {
    if (request.method === 'POST' && path === '/payment/request') return this.request(request, response);
    if (request.method === 'POST' && path === '/payment/query') return this.query(request, response);
    const page = /^\/payment\/page\/([A-Z0-9]+)$/.exec(path);
    if (page?.[1] && request.method === 'GET') return this.showPage(response, page[1]);
    if (page?.[1] && request.method === 'POST') return this.act(request, response, page[1]);
    return false;
  }

  /** The server key as the raw authorization header, and the profile it belongs to. */
  private authorize(
    request: IncomingMessage,
    response: ServerResponse,
    body: Record<string, unknown> | null,
  ) {
    if (
      header(request, 'authorization') !== this.keys.serverKey ||
      String(body?.profile_id) !== this.keys.profileId
    ) {
      sendJson(response, 401, {
        code: 1,
        message: 'Authentication failed. Check authentication header.',
        trace: 'SIM',
      });
      return false;
    }
    return true;
  }

  private async request(request: IncomingMessage, response: ServerResponse) {
    const body = parseJson(await readBody(request));
    if (!this.authorize(request, response, body) || !body) return true;
    const amount = String(body.cart_amount ?? '');
    if (!/^\d+(\.\d{1,2})?$/.test(amount) || Number(amount) <= 0 || body.cart_currency !== 'EGP') {
      sendJson(response, 400, { code: 5, message: 'Invalid cart amount or currency', trace: 'SIM' });
      return true;
    }
    if (body.tran_type === 'refund') return this.refund(response, body, amount);
    if (body.tran_type !== 'sale' || body.tran_class !== 'ecom' || !body.cart_id) {
      sendJson(response, 400, { code: 5, message: 'Invalid tran_type, tran_class or cart_id', trace: 'SIM' });
      return true;
    }
    const tran: Transaction = {
      tranRef: this.nextRef(),
      tranType: 'Sale',
      cartId: String(body.cart_id),
      description: String(body.cart_description ?? ''),
      currency: 'EGP',
      amount,
      lang: body.paypage_lang === 'ar' ? 'ar' : 'en',
      installments: Array.isArray(body.payment_methods) && body.payment_methods.includes('installment'),
      callback: String(body.callback ?? ''),
      returnUrl: String(body.return ?? ''),
      customer: (body.customer_details as Record<string, unknown>) ?? {},
      status: '',
      refunded: 0,
      time: new Date().toISOString(),
    };
    this.transactions.set(tran.tranRef, tran);
    sendJson(response, 200, {
      tran_ref: tran.tranRef,
      tran_type: 'Sale',
      cart_id: tran.cartId,
      cart_description: tran.description,
      cart_currency: tran.currency,
      cart_amount: tran.amount,
      callback: tran.callback,
      return: tran.returnUrl,
      redirect_url: `${this.baseUrl()}/payment/page/${tran.tranRef}`,
      profileId: Number(this.keys.profileId),
    });
    return true;
  }

  private refund(response: ServerResponse, body: Record<string, unknown>, amount: string) {
    const original = this.transactions.get(String(body.tran_ref ?? ''));
    const wanted = piastresOf(amount);
    // cart_id is the merchant's key for a request: a refund asked again (after a timeout) is answered, not made twice.
    const cartId = String(body.cart_id ?? '');
    const made = [...this.transactions.values()].find(
      (tran) => tran.tranType === 'Refund' && tran.parentRef === original?.tranRef && tran.cartId === cartId,
    );
    if (made && cartId) {
      sendJson(response, 200, this.describe(made));
      return true;
    }
    const fault = this.refundFaults.shift();
    if (fault === 'refuse' && original) {
      const declined: Transaction = {
        ...original,
        tranRef: this.nextRef(),
        tranType: 'Refund',
        cartId,
        amount,
        status: 'D',
        refunded: 0,
        parentRef: original.tranRef,
        time: new Date().toISOString(),
      };
      sendJson(response, 200, { ...this.describe(declined), tran_ref: declined.tranRef });
      return true;
    }
    if (original?.status !== 'A' || original.refunded + wanted > piastresOf(original.amount)) {
      sendJson(response, 400, { code: 4, message: 'Refund not allowed for this transaction', trace: 'SIM' });
      return true;
    }
    original.refunded += wanted;
    const refund: Transaction = {
      ...original,
      tranRef: this.nextRef(),
      tranType: 'Refund',
      cartId: String(body.cart_id ?? original.cartId),
      amount,
      status: 'A',
      refunded: 0,
      parentRef: original.tranRef,
      time: new Date().toISOString(),
    };
    this.transactions.set(refund.tranRef, refund);
    if (fault === 'drop') response.socket?.destroy();
    else sendJson(response, 200, this.describe(refund));
    return true;
  }

  private async query(request: IncomingMessage, response: ServerResponse) {
    const body = parseJson(await readBody(request));
    if (!this.authorize(request, response, body) || !body) return true;
    const tran = this.transactions.get(String(body.tran_ref ?? ''));
    if (!tran) sendJson(response, 400, { code: 2, message: 'Transaction not found', trace: 'SIM' });
    else sendJson(response, 200, this.describe(tran));
    return true;
  }

  private showPage(response: ServerResponse, tranRef: string) {
    const tran = this.transactions.get(tranRef);
    if (tran?.tranType !== 'Sale') return false;
    sendHtml(
      response,
      200,
      renderPaymentPage({
        gateway: 'paytabs',
        lang: tran.lang,
        merchant: 'Bunn Coffee',
        reference: tran.cartId,
        description: tran.description,
        amount: piastresOf(tran.amount),
        currency: tran.currency,
        action: `${this.baseUrl()}/payment/page/${tran.tranRef}`,
        installments: tran.installments,
        state: tran.status === '' ? 'open' : 'finished',
      }),
    );
    return true;
  }

  /** The shopper's choice: decide once, notify the merchant's server, then post the signed result home. */
  private async act(request: IncomingMessage, response: ServerResponse, tranRef: string) {
    const tran = this.transactions.get(tranRef);
    if (tran?.tranType !== 'Sale') return false;
    const action = new URLSearchParams(await readBody(request)).get('action');
    if (tran.status === '') {
      tran.status = action === 'pay' ? 'A' : action === 'cancel' ? 'C' : 'D';
      tran.time = new Date().toISOString();
      const ipn = JSON.stringify(this.describe(tran));
      this.callbacks.send(tran.callback, ipn, { signature: signPaytabsCallback(this.keys.serverKey, ipn) });
    }
    if (!tran.returnUrl) return this.showPage(response, tranRef);
    const fields: Record<string, string> = {
      acquirerMessage: tran.status === 'A' ? 'Approved' : '',
      acquirerRRN: tran.status === 'A' ? '123456789012' : '',
      cartId: tran.cartId,
      customerEmail: String(tran.customer.email ?? ''),
      respCode: tran.status === 'A' ? 'G12345' : tran.status === 'D' ? '4' : '',
      respMessage: MESSAGES[tran.status],
      respStatus: tran.status,
      token: '',
      tranRef: tran.tranRef,
    };
    fields.signature = signPaytabsReturn(this.keys.serverKey, fields);
    sendHtml(response, 200, renderAutoPost(tran.returnUrl, fields, textsOf(tran.lang).back));
    return true;
  }

  /** For tests and the control endpoint: the transaction's current state. */
  find(tranRef: string) {
    const tran = this.transactions.get(tranRef);
    return tran && this.describe(tran);
  }
}

import type { Order } from '@coffee/contracts/orders';
import type { PaymentStart } from '@coffee/contracts/payments';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  signOpayCallback,
  signPaytabsCallback,
  signPaytabsReturn,
} from '../../payment-simulator/src/signing.js';
import { SIMULATOR_KEYS } from '../src/config-gateways.js';
import { orders, payments } from '../src/db/schema/index.js';
import { call, outboxFor } from './support/accounts.js';
import { type Buyer, cairoAddress, checkoutOf, makeBuyer } from './support/checkout.js';
import { actOnPage, createPaymentsApp, type PaymentsContext } from './support/payments.js';
import { addProduct } from './support/shopping.js';

// Forged notifications: each is refused and changes nothing. The bodies start from the genuine article (what
// the simulator would send, signed as the gateways' documents say) and change one thing.

let ctx: PaymentsContext;
beforeAll(async () => {
  ctx = await createPaymentsApp();
  // The genuine callbacks are held back: the test delivers (or forges) them itself.
  ctx.sim.callbacks.options.drop = true;
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const PAYTABS_KEY = SIMULATOR_KEYS.paytabs.serverKey;
const OPAY_KEY = SIMULATOR_KEYS.opay.secretKey;

async function pendingAttempt(method: 'card' | 'opay') {
  const product = await addProduct(db(), { price: 19_900, stock: 4 });
  const buyer: Buyer = await makeBuyer(ctx);
  const checkout = checkoutOf(() => ctx, buyer);
  await checkout.setCart([{ product_id: product.id, quantity: 1 }]);
  const placed = await checkout.place({
    address: await cairoAddress(db()),
    payment_method: method,
    use_wallet: false,
  });
  const order = (placed.body as { data: Order }).data;
  const started = await call<{ data: PaymentStart }>(
    ctx.app,
    'POST',
    `/payments/${method === 'opay' ? 'opay' : 'paytabs'}`,
    {
      token: buyer.token,
      body: method === 'opay' ? { order_number: order.number } : { order_number: order.number, method },
    },
  );
  const [attempt] = await db().select().from(payments).where(eq(payments.orderId, order.id));
  return { buyer, order, url: started.body.data.redirect_url, attempt: attempt! };
}

const notify = (provider: 'paytabs' | 'opay', body: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/payments/${provider}/callback`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  });

async function stateOf(orderId: number) {
  const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
  const rows = await db()
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId)));
  return {
    status: order!.status,
    paymentStatus: order!.paymentStatus,
    payments: rows.map((row) => row.status),
  };
}

describe('forged notifications', () => {
  it('refuses every forgery without a state change, then accepts the genuine one', async () => {
    const a = await pendingAttempt('card');
    const b = await pendingAttempt('card');
    const shopperA = await actOnPage(a.url, 'pay');
    await actOnPage(b.url, 'decline');
    const genuineA = JSON.stringify(ctx.sim.paytabs.find(a.attempt.providerRef!));
    const paidB = {
      ...JSON.parse(JSON.stringify(ctx.sim.paytabs.find(b.attempt.providerRef!))),
      payment_result: JSON.parse(genuineA).payment_result,
    };

    const o = await pendingAttempt('opay');
    await actOnPage(o.url, 'decline');
    const p = await pendingAttempt('opay');
    const opayPayload = {
      amount: String(o.attempt.amount),
      channel: 'Web',
      country: 'EG',
      currency: 'EGP',
      displayedFailure: '',
      fee: '0',
      feeCurrency: 'EGP',
      instrumentType: 'OWealth',
      reference: o.attempt.reference!,
      refunded: false,
      status: 'FAIL',
      timestamp: '2026-11-24T10:00:00Z',
      token: o.attempt.providerRef!,
      transactionId: o.attempt.providerRef!,
      updated_at: '2026-11-24T10:00:00Z',
    };
    const failSha = signOpayCallback(OPAY_KEY, opayPayload);
    const opay = (payload: Record<string, unknown>, sha512: string) =>
      JSON.stringify({ payload, sha512, type: 'transaction-status' });
    const withAmount = (body: string, amount: string) =>
      body.replace(/"cart_amount":"[^"]+"/, `"cart_amount":"${amount}"`);
    const realSig = signPaytabsCallback(PAYTABS_KEY, genuineA);

    const forgeries: [string, () => Promise<{ statusCode: number }>][] = [
      [
        'PayTabs: signed with another key',
        () => notify('paytabs', genuineA, { signature: signPaytabsCallback('not-our-key', genuineA) }),
      ],
      ['PayTabs: no signature', () => notify('paytabs', genuineA)],
      [
        'PayTabs: amount changed, signature kept',
        () => notify('paytabs', withAmount(genuineA, '1.00'), { signature: realSig }),
      ],
      [
        'PayTabs: amount changed and signed with the real key',
        () => {
          const body = withAmount(genuineA, '1.00');
          return notify('paytabs', body, { signature: signPaytabsCallback(PAYTABS_KEY, body) });
        },
      ],
      [
        "PayTabs: another attempt's cart_id, signature kept",
        () =>
          notify('paytabs', genuineA.replace(a.attempt.reference!, b.attempt.reference!), {
            signature: realSig,
          }),
      ],
      [
        "PayTabs: A's success replayed for order B (B's cart_id, A's tran_ref), signed",
        () => {
          const body = JSON.stringify({ ...JSON.parse(genuineA), cart_id: b.attempt.reference });
          return notify('paytabs', body, { signature: signPaytabsCallback(PAYTABS_KEY, body) });
        },
      ],
      [
        "PayTabs: B's declined transaction turned into a success, signature of the declined body",
        () => {
          const declined = JSON.stringify(ctx.sim.paytabs.find(b.attempt.providerRef!));
          return notify('paytabs', JSON.stringify(paidB), {
            signature: signPaytabsCallback(PAYTABS_KEY, declined),
          });
        },
      ],
      [
        'PayTabs: the genuine body re-serialized (whitespace)',
        () => notify('paytabs', JSON.stringify(JSON.parse(genuineA), null, 1), { signature: realSig }),
      ],
      [
        'OPay: wrong sha512',
        () => notify('opay', opay({ ...opayPayload, status: 'SUCCESS' }, failSha.replace(/^./, '0'))),
      ],
      [
        'OPay: FAIL turned into SUCCESS, sha512 kept',
        () => notify('opay', opay({ ...opayPayload, status: 'SUCCESS' }, failSha)),
      ],
      [
        'OPay: amount changed, sha512 kept',
        () => notify('opay', opay({ ...opayPayload, amount: '100' }, failSha)),
      ],
      [
        "OPay: another attempt's reference, sha512 kept",
        () => notify('opay', opay({ ...opayPayload, reference: p.attempt.reference }, failSha)),
      ],
      [
        'OPay: success with a wrong amount, signed with the real key',
        () => {
          const forged = { ...opayPayload, status: 'SUCCESS', amount: '100' };
          return notify('opay', opay(forged, signOpayCallback(OPAY_KEY, forged)));
        },
      ],
      [
        "OPay: O's success replayed for P's reference (O's token), signed",
        () => {
          const forged = {
            ...opayPayload,
            status: 'SUCCESS',
            reference: p.attempt.reference!,
            amount: String(p.attempt.amount),
          };
          return notify('opay', opay(forged, signOpayCallback(OPAY_KEY, forged)));
        },
      ],
      ['OPay: not JSON', () => notify('opay', 'payload=1&sha512=2')],
    ];

    const before = await Promise.all([a, b, o, p].map(({ order }) => stateOf(order.id)));
    const refused: string[] = [];
    for (const [name, send] of forgeries) {
      const response = await send();
      expect([400, 401], name).toContain(response.statusCode);
      refused.push(name);
    }
    // The return leg: PayTabs' form fields with the status changed from declined to authorised.
    const declinedReturn = await actOnPage(b.url, 'decline');
    const forgedReturn = { ...declinedReturn.fields, respStatus: 'A' };
    const returned = await call(ctx.app, 'POST', '/payments/paytabs/return', {
      body: { fields: forgedReturn },
    });
    expect(returned.status).toBe(400);
    refused.push('PayTabs return: declined turned into authorised, signature kept');
    console.info(`forged notifications tried and refused: ${refused.length}`);
    expect(refused).toHaveLength(16);

    expect(await Promise.all([a, b, o, p].map(({ order }) => stateOf(order.id)))).toEqual(before);
    for (const { buyer } of [a, b, o, p]) {
      expect((await outboxFor(ctx.app, buyer.email)).filter((m) => m.template === 'order.placed')).toEqual(
        [],
      );
    }

    // The genuine article, byte for byte, is accepted: the refusals above were not a route that refuses all.
    const genuine = await notify('paytabs', genuineA, { signature: realSig });
    expect(genuine.statusCode).toBe(200);
    expect(await stateOf(a.order.id)).toMatchObject({
      status: 'PLACED',
      paymentStatus: 'paid',
      payments: ['paid'],
    });
    // And a genuine return of it, signed as PayTabs signs, verifies.
    expect(signPaytabsReturn(PAYTABS_KEY, shopperA.fields)).toBe(shopperA.fields.signature);
  });
});

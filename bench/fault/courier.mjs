// The courier and the returns in the fault run (issue 21, "a webhook burst while an API process is killed"):
// before the faults, cash orders are booked with the courier (the Bosta simulator the cluster starts) and some
// delivered orders get an approved return, whose pickup is booked too. When api1 is killed, the simulator plays
// every parcel at once — most delivered, every fifth refused at the door, every return pickup collected — and
// sends each webhook three times, a command's webhooks last first. After the faults, three staff complete each
// return at the same moment. Then the database must say: every parcel in the state the courier played, each
// order moved once (one With courier, one Delivered or Canceled), refused parcels' stock back once, each
// return refunded once to the wallet with one credit note. The courier poll (every 5 s here) is the fallback for
// any webhook the simulator gave up on.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

/** How many parcels go out during the faults, and how many delivered orders are returned. */
export const PARCELS = 30;
export const RETURNS = 8;
/** Every REFUSE_EVERY-th parcel is refused at the door (and comes back). */
const REFUSE_EVERY = 5;

/**
 * @typedef {{ status: number, json?: any }} Answer
 * @typedef {(url: string, options?: object) => Promise<Answer>} Call
 * @typedef {{ number: string, orderId: number, userId: number, token: string, lineId: number,
 *   productId: number, tracking?: string, expected?: string, returnId?: number, pickup?: string }} Parcel
 */

function must(answer, what) {
  if (answer.status < 200 || answer.status >= 300) {
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.json ?? {}).slice(0, 300)}`);
  }
  return answer.json;
}

/** Waits until `check` answers true, every 500 ms, at most `ms`; answers whether it did. */
async function until(check, ms) {
  const from = Date.now();
  while (Date.now() - from < ms) {
    if (await check()) return true;
    await sleep(500);
  }
  return false;
}

/**
 * Places, moves and books the parcels, and prepares the returns, before the faults.
 * @param {{ cluster: any, client: import('pg').Client, call: Call, shoppers: { userId: number, token: string }[],
 *   staff: { token: string }, products: number[], body: any, simulatorUrl: string }} setup
 */
export async function prepareCourier({
  cluster,
  client,
  call,
  shoppers,
  staff,
  products,
  body,
  simulatorUrl,
}) {
  if (shoppers.length < PARCELS + RETURNS) throw new Error('prepareCourier needs PARCELS + RETURNS shoppers');
  const api = cluster.apiUrl;
  const staffCall = (path, payload) =>
    call(`${api}${path}`, { method: 'POST', token: staff.token, body: payload, timeoutMs: 60_000 });
  const sim = (path, payload) =>
    call(`${simulatorUrl}/bosta${path}`, { method: 'POST', body: payload ?? {}, timeoutMs: 60_000 });
  await sim('/_sim/options', { copies: 1, reorder: false, delayMs: 0, autoPlayMs: 0, down: false });

  /** @type {Parcel[]} */
  const parcels = [];
  for (const [index, shopper] of shoppers.slice(0, PARCELS + RETURNS).entries()) {
    // Each its own mobile, proven: a refused parcel counts against its number, and the crowd's must stay clean.
    const local = `0111${String(index).padStart(7, '0')}`;
    await client.query(
      `insert into verified_mobiles (user_id, mobile, verified_at) values ($1, $2, now()) on conflict do nothing`,
      [shopper.userId, `+20${local.slice(1)}`],
    );
    const productId = products[index % products.length];
    must(
      await call(`${api}/shopping-cart`, {
        method: 'POST',
        token: shopper.token,
        body: { products: [{ product_id: productId, quantity: 1 }] },
      }),
      'cart',
    );
    const placed = must(
      await call(`${api}/orders`, {
        method: 'POST',
        token: shopper.token,
        body: { ...body, address: { ...body.address, mobile: local } },
        headers: { 'idempotency-key': randomUUID() },
        timeoutMs: 60_000,
      }),
      'order',
    ).data;
    const line = (await client.query('select id from order_lines where order_id = $1', [placed.id])).rows[0];
    parcels.push({
      number: placed.number,
      orderId: placed.id,
      userId: shopper.userId,
      token: shopper.token,
      lineId: line.id,
      productId,
    });
  }
  for (const parcel of parcels) {
    for (const status of ['ACCEPT', 'PREPARE', 'READY_TO_SHIP']) {
      must(
        await staffCall(`/admin/orders/${parcel.number}/status`, { status }),
        `${parcel.number} ${status}`,
      );
    }
  }
  for (let from = 0; from < parcels.length; from += 50) {
    const batch = parcels.slice(from, from + 50);
    const outcomes = must(
      await staffCall('/admin/shipping/bookings', { orders: batch.map((parcel) => parcel.number) }),
      'booking',
    ).data;
    for (const outcome of outcomes) {
      if (!outcome.ok) throw new Error(`${outcome.number} not booked: ${outcome.message}`);
      const parcel = parcels.find((candidate) => candidate.number === outcome.number);
      parcel.tracking = outcome.tracking_number;
    }
  }

  // The returned ones: delivered now, a return asked for by the shopper and approved by staff (its pickup booked).
  const returned = parcels.slice(PARCELS);
  for (const parcel of returned) must(await sim(`/_sim/deliveries/${parcel.tracking}/deliver`), 'deliver');
  const delivered = await until(async () => {
    const { rows } = await client.query(
      `select count(*)::int as n from orders where id = any($1) and status = 'DELIVERED'`,
      [returned.map((parcel) => parcel.orderId)],
    );
    return rows[0].n === returned.length;
  }, 60_000);
  if (!delivered) throw new Error('the returned orders were not delivered before the faults');
  for (const parcel of returned) {
    const form = new FormData();
    form.set(
      'request',
      JSON.stringify({
        kind: 'change_of_mind',
        reason: 'Not what I expected',
        refund_to: 'wallet',
        lines: [{ line_id: parcel.lineId, quantity: 1 }],
      }),
    );
    const asked = must(
      await call(`${api}/orders/${parcel.number}/returns`, {
        method: 'POST',
        token: parcel.token,
        body: form,
        timeoutMs: 60_000,
      }),
      'return',
    ).data;
    parcel.returnId = asked.id;
    const approved = must(await staffCall(`/admin/returns/${asked.id}/approve`), 'approve').data;
    parcel.pickup = approved.pickup.tracking_number;
  }
  const sent = parcels.slice(0, PARCELS);
  sent.forEach((parcel, index) => {
    parcel.expected = (index + 1) % REFUSE_EVERY === 0 ? 'returned' : 'delivered';
  });
  const stockBefore = new Map(
    (
      await client.query('select id, stock from products where id = any($1)', [
        [...new Set(parcels.map((parcel) => parcel.productId))],
      ])
    ).rows.map((row) => [row.id, row.stock]),
  );
  return { parcels: sent, returned, stockBefore, sim, staffCall };
}

/**
 * The burst: every parcel played at once, each webhook sent three times, last first. Answers when the
 * simulator has sent them all (it retries a webhook a few times; what it gave up on is the poll's).
 */
export async function courierBurst({ parcels, returned, sim }) {
  await sim('/_sim/options', { copies: 3, reorder: true });
  const commands = [
    ...parcels.map((parcel) =>
      sim(`/_sim/deliveries/${parcel.tracking}/${parcel.expected === 'returned' ? 'refuse' : 'deliver'}`),
    ),
    ...returned.map((parcel) => sim(`/_sim/deliveries/${parcel.pickup}/collect`)),
  ];
  const answers = await Promise.all(commands);
  return answers.filter((answer) => answer.status !== 200).length;
}

/**
 * After the faults: waits for every parcel to reach its state (webhooks or the poll), completes each return with
 * three staff at once, and counts what went wrong.
 * @param {{ client: import('pg').Client, parcels: Parcel[], returned: Parcel[], stockBefore: Map<number, number>,
 *   staffCall: (path: string, body?: unknown) => Promise<Answer> }} state
 */
export async function verifyCourier({ client, parcels, returned, stockBefore, staffCall }) {
  const orderIds = parcels.map((parcel) => parcel.orderId);
  const settled = await until(async () => {
    const { rows } = await client.query(
      `select count(*)::int as n from shipments s join orders o on o.id = s.order_id
       where s.order_id = any($1) and s.state in ('delivered', 'returned') and o.status in ('DELIVERED', 'CANCELED')`,
      [orderIds],
    );
    const pickups = await client.query(
      `select count(*)::int as n from returns where id = any($1) and status = 'received'`,
      [returned.map((parcel) => parcel.returnId)],
    );
    return rows[0].n === parcels.length && pickups.rows[0].n === returned.length;
  }, 120_000);

  // Three staff complete each return at once.
  const completions = await Promise.all(
    returned.flatMap((parcel) =>
      Array.from({ length: 3 }, () =>
        staffCall(`/admin/returns/${parcel.returnId}/complete`, {
          lines: [{ line_id: parcel.lineId, resellable: true }],
        }),
      ),
    ),
  );

  const shipmentRows = (
    await client.query(
      `select s.order_id, s.state, o.status from shipments s join orders o on o.id = s.order_id
       where s.order_id = any($1)`,
      [orderIds],
    )
  ).rows;
  const byOrder = new Map(shipmentRows.map((row) => [row.order_id, row]));
  const wrongState = parcels.filter((parcel) => {
    const row = byOrder.get(parcel.orderId);
    const status = parcel.expected === 'delivered' ? 'DELIVERED' : 'CANCELED';
    return row?.state !== parcel.expected || row?.status !== status;
  }).length;
  // Each order moved once: one With courier, one Delivered or Canceled, whatever the copies and their order.
  const moves = (
    await client.query(
      `select order_id, status, count(*)::int as n from order_status_history
       where order_id = any($1) and status in ('WITH_COURIER', 'DELIVERED', 'CANCELED') group by 1, 2`,
      [orderIds],
    )
  ).rows;
  const movedTwice = moves.filter((row) => row.n > 1).length;

  // Stock: a refused parcel's unit is back once; a returned (resellable) unit is back once; nothing else moved.
  const back = new Map();
  for (const parcel of parcels.filter((candidate) => candidate.expected === 'returned')) {
    back.set(parcel.productId, (back.get(parcel.productId) ?? 0) + 1);
  }
  for (const parcel of returned) back.set(parcel.productId, (back.get(parcel.productId) ?? 0) + 1);
  const stockNow = (
    await client.query('select id, stock from products where id = any($1)', [[...stockBefore.keys()]])
  ).rows;
  const stockWrong = stockNow.filter(
    (row) => row.stock !== stockBefore.get(row.id) + (back.get(row.id) ?? 0),
  );

  // Each return: refunded, one wallet credit of its refund, one credit note.
  const returnIds = returned.map((parcel) => parcel.returnId);
  const refunds = (
    await client.query(
      `select r.id, r.status, r.goods_refund, r.delivery_refund,
        (select count(*)::int from wallet_transactions w
          where w.order_id = r.order_id and w.user_id = r.user_id and w.kind = 'refund') as credits,
        (select coalesce(sum(w.amount), 0)::int from wallet_transactions w
          where w.order_id = r.order_id and w.user_id = r.user_id and w.kind = 'refund') as credited
       from returns r where r.id = any($1)`,
      [returnIds],
    )
  ).rows;
  const notRefunded = refunds.filter((row) => row.status !== 'refunded').length;
  const refundedTwice = refunds.filter((row) => row.credits > 1).length;
  const wrongAmount = refunds.filter(
    (row) => row.credits === 1 && row.credited !== row.goods_refund + (row.delivery_refund ?? 0),
  ).length;
  const creditNotes = (
    await client.query(
      `select r.id, (select count(*)::int from invoices i where i.order_id = r.order_id and i.kind = 'credit_note') as n
       from returns r where r.id = any($1)`,
      [returnIds],
    )
  ).rows.filter((row) => row.n !== 1).length;

  return {
    settled,
    completions: completions.map((answer) => answer.status),
    lines: [
      `courier: ${parcels.length} parcels played during the faults (${parcels.filter((parcel) => parcel.expected === 'returned').length} refused at the door), each webhook sent 3 times, last first; ${returned.length} return pickups collected`,
      `returns completed by 3 staff at once: ${[...tallyStatuses(completions)].map(([status, n]) => `${n} × ${status}`).join(', ')}`,
      '',
      `parcels not in the courier's state:    ${settled ? wrongState : `${wrongState} (not all settled within 120 s)`}`,
      `orders moved twice by the courier:     ${movedTwice}`,
      `products whose stock is not back once: ${stockWrong.length}`,
      `returns not refunded:                  ${notRefunded}`,
      `returns refunded twice:                ${refundedTwice}`,
      `refunds of the wrong amount:           ${wrongAmount}`,
      `returns without exactly 1 credit note: ${creditNotes}`,
    ],
    clean:
      settled &&
      wrongState === 0 &&
      movedTwice === 0 &&
      stockWrong.length === 0 &&
      notRefunded === 0 &&
      refundedTwice === 0 &&
      wrongAmount === 0 &&
      creditNotes === 0,
  };
}

function tallyStatuses(answers) {
  const tally = new Map();
  for (const { status } of answers) tally.set(status, (tally.get(status) ?? 0) + 1);
  return tally;
}

import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml, header, parseJson, readBody, redirect, sendHtml, sendJson } from './http.js';
import { labelPdf } from './label.js';

// Bosta's business API as its documentation and official SDK describe it: POST /api/v2/deliveries?apiVersion=1
// (type 10 "Deliver" with cod and dropOffAddress, or 25 "CRP" with the customer's pickupAddress; receiver, businessReference, webhookUrl, webhookCustomHeaders), and the
// SDK's GET /api/v0/deliveries/{trackingNumber}, DELETE /api/v0/deliveries/{_id}, GET /api/v0/deliveries/awb/{_id}.
// State changes are POSTed to the delivery's webhookUrl with its custom headers: { _id, trackingNumber, state,
// type, cod (on delivery), timeStamp, isConfirmedDelivery, businessReference, exceptionReason }.

const STATE_NAMES: Record<number, string> = {
  10: 'Pickup requested',
  21: 'Picked up',
  24: 'Received at warehouse',
  41: 'Out for delivery',
  45: 'Delivered',
  46: 'Returned to business',
  47: 'Exception',
  48: 'Terminated',
  100: 'Lost',
};

type Step = { code: number; reason?: string };

/** What each command plays from where the parcel is: the states it passes through, in order. */
const SCRIPTS: Record<string, Step[]> = {
  pickup: [{ code: 21 }],
  deliver: [{ code: 21 }, { code: 24 }, { code: 41 }, { code: 45 }],
  refuse: [
    { code: 21 },
    { code: 24 },
    { code: 41 },
    { code: 47, reason: 'Customer refused to receive the order' },
    { code: 46 },
  ],
  lose: [{ code: 21 }, { code: 24 }, { code: 100 }],
  // A customer return pickup (type 25): collected at the shopper's door, brought back to the business.
  collect: [{ code: 21 }, { code: 24 }, { code: 46 }],
  return: [
    { code: 21 },
    { code: 24 },
    { code: 41 },
    { code: 47, reason: 'Customer not reachable' },
    { code: 46 },
  ],
};
const ORDER = [10, 21, 24, 41, 47, 45, 46, 100, 48];
const FINAL = new Set([45, 46, 100, 48]);

export type BostaWebhookOptions = {
  /** Wait before each webhook (ms). */
  delayMs: number;
  /** Send each webhook this many times at once (couriers repeat themselves). */
  copies: number;
  /** Send a command's webhooks last first (out of order); off: one after the other, each acknowledged. */
  reorder: boolean;
  /** Play every new delivery to Delivered by itself, one state every so many ms; 0 = only on command. */
  autoPlayMs: number;
  /** An outage: every call of the business API answers 503 (webhooks and the sim's own commands still work). */
  down: boolean;
};

export const DEFAULT_BOSTA_OPTIONS: BostaWebhookOptions = {
  delayMs: 0,
  copies: 1,
  reorder: false,
  autoPlayMs: 0,
  down: false,
};

/** Bosta's order types this simulator plays: Deliver, and CRP (a return collected from the customer). */
const TYPES: Record<number, string> = { 10: 'SEND', 25: 'CUSTOMER_RETURN_PICKUP' };
/** The commands each type answers to (its page's buttons). */
const COMMANDS: Record<number, string[]> = {
  10: ['pickup', 'deliver', 'refuse', 'lose', 'return'],
  25: ['collect', 'lose'],
};

type Delivery = {
  _id: string;
  type: number;
  trackingNumber: string;
  businessReference: string;
  state: number;
  history: { code: number; at: number; reason?: string }[];
  cod: number;
  receiver: { firstName?: string; lastName?: string; phone?: string };
  dropOffAddress: Record<string, unknown>;
  description: string;
  webhookUrl: string;
  webhookHeaders: Record<string, string>;
};

export type SentWebhook = { trackingNumber: string; state: number; status: number | null };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class BostaSimulator {
  readonly deliveries = new Map<string, Delivery>();
  readonly sent: SentWebhook[] = [];
  /** Every termination asked for (`DELETE /api/v0/deliveries/{_id}`), by delivery id, whatever its answer. */
  readonly terminations: string[] = [];
  options: BostaWebhookOptions;
  private clock = 0;
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly apiKey: string,
    private readonly baseUrl: () => string,
    options: Partial<BostaWebhookOptions> = {},
  ) {
    this.options = { ...DEFAULT_BOSTA_OPTIONS, ...options };
  }

  async handle(request: IncomingMessage, response: ServerResponse, path: string): Promise<boolean> {
    const method = request.method ?? 'GET';
    if (path === '/_sim/options' && method === 'POST') {
      const body = parseJson(await readBody(request)) ?? {};
      this.options = { ...this.options, ...(body as Partial<BostaWebhookOptions>) };
      sendJson(response, 200, this.options);
      return true;
    }
    const command = /^\/_sim\/deliveries\/(\w+)\/(\w+)$/.exec(path);
    if (command?.[1] && command[2] && method === 'POST')
      return this.command(request, response, command[1], command[2]);
    const page = /^\/deliveries\/(\w+)$/.exec(path);
    if (page?.[1] && method === 'GET') return this.page(response, page[1]);
    if (path.startsWith('/api/') && this.options.down) {
      sendJson(response, 503, { success: false, message: 'Service unavailable' });
      return true;
    }
    if (path === '/api/v2/deliveries' && method === 'POST') return this.create(request, response);
    const awb = /^\/api\/v0\/deliveries\/awb\/(\w+)$/.exec(path);
    if (awb?.[1] && method === 'GET') return this.airwayBill(request, response, awb[1]);
    const one = /^\/api\/v0\/deliveries\/(\w+)$/.exec(path);
    if (one?.[1] && method === 'GET') return this.read(request, response, one[1]);
    if (one?.[1] && method === 'DELETE') return this.terminate(request, response, one[1]);
    return false;
  }

  /** Stops the timers of auto-played deliveries. */
  close() {
    for (const timer of this.timers) clearTimeout(timer);
  }

  private authorized(request: IncomingMessage, response: ServerResponse) {
    if (header(request, 'authorization') === this.apiKey) return true;
    sendJson(response, 401, { success: false, message: 'Unauthorized' });
    return false;
  }

  private find(key: string) {
    return this.deliveries.get(key) ?? [...this.deliveries.values()].find((delivery) => delivery._id === key);
  }

  private describe(delivery: Delivery) {
    const last = delivery.history.at(-1);
    return {
      _id: delivery._id,
      trackingNumber: delivery.trackingNumber,
      businessReference: delivery.businessReference,
      type: { code: delivery.type, value: TYPES[delivery.type] },
      state: { code: delivery.state, value: STATE_NAMES[delivery.state] ?? 'Unknown' },
      cod: delivery.cod,
      receiver: delivery.receiver,
      dropOffAddress: delivery.dropOffAddress,
      timeStamp: last?.at,
      ...(last?.reason && { exceptionReason: last.reason }),
    };
  }

  private async create(request: IncomingMessage, response: ServerResponse) {
    if (!this.authorized(request, response)) return true;
    const body = parseJson(await readBody(request));
    const type = body?.type === 25 ? 25 : 10;
    const field = type === 25 ? 'pickupAddress' : 'dropOffAddress';
    const address = (body?.[field] ?? {}) as Record<string, unknown>;
    const receiver = (body?.receiver ?? {}) as Delivery['receiver'];
    const problems = [
      body?.type === 10 || body?.type === 25 ? null : 'type must be 10 (Deliver) or 25 (CRP)',
      typeof address.city === 'string' && address.city ? null : `${field}.city is required`,
      typeof address.firstLine === 'string' && address.firstLine.length >= 5
        ? null
        : `${field}.firstLine must be at least 5 characters`,
      type === 25 && typeof body?.cod === 'number' && body.cod > 0 ? 'cod is not collected on a CRP' : null,
      receiver.phone ? null : 'receiver.phone is required',
      receiver.firstName ? null : 'receiver.firstName is required',
    ].filter(Boolean);
    if (!body || problems.length > 0) {
      sendJson(response, 400, { success: false, message: problems.join('; ') || 'invalid JSON' });
      return true;
    }
    const trackingNumber = String(Math.floor(1_000_000_000 + Math.random() * 8_999_999_999));
    const specs = (body.specs ?? {}) as { packageDetails?: { description?: string } };
    const delivery: Delivery = {
      _id: randomBytes(12).toString('hex'),
      type,
      trackingNumber,
      businessReference: String(body.businessReference ?? ''),
      state: 10,
      history: [{ code: 10, at: this.now() }],
      cod: typeof body.cod === 'number' ? body.cod : 0,
      receiver,
      dropOffAddress: address,
      description: specs.packageDetails?.description ?? '',
      webhookUrl: typeof body.webhookUrl === 'string' ? body.webhookUrl : '',
      webhookHeaders: (body.webhookCustomHeaders ?? {}) as Record<string, string>,
    };
    this.deliveries.set(trackingNumber, delivery);
    if (this.options.autoPlayMs > 0) this.autoPlay(delivery);
    sendJson(response, 200, {
      success: true,
      message: 'Delivery Created Successfully',
      data: { _id: delivery._id, trackingNumber, state: { code: 10, value: STATE_NAMES[10] } },
    });
    return true;
  }

  private autoPlay(delivery: Delivery) {
    const steps = (delivery.type === 25 ? SCRIPTS.collect : SCRIPTS.deliver) ?? [];
    steps.forEach((step, index) => {
      const timer = setTimeout(
        () => {
          this.timers.delete(timer);
          void this.play(delivery, [step]);
        },
        this.options.autoPlayMs * (index + 1),
      );
      this.timers.add(timer);
    });
  }

  private read(request: IncomingMessage, response: ServerResponse, trackingNumber: string) {
    if (!this.authorized(request, response)) return true;
    const delivery = this.find(trackingNumber);
    if (!delivery) sendJson(response, 404, { success: false, message: 'Delivery not found' });
    else sendJson(response, 200, { success: true, data: this.describe(delivery) });
    return true;
  }

  private async terminate(request: IncomingMessage, response: ServerResponse, id: string) {
    if (!this.authorized(request, response)) return true;
    this.terminations.push(id);
    const delivery = this.find(id);
    if (!delivery) sendJson(response, 404, { success: false, message: 'Delivery not found' });
    else if (delivery.state !== 10) {
      sendJson(response, 400, { success: false, message: 'Delivery cannot be terminated in its state' });
    } else {
      await this.play(delivery, [{ code: 48 }]);
      sendJson(response, 200, { success: true, message: 'Delivery terminated' });
    }
    return true;
  }

  private airwayBill(request: IncomingMessage, response: ServerResponse, id: string) {
    if (!this.authorized(request, response)) return true;
    const delivery = this.find(id);
    if (!delivery) {
      sendJson(response, 404, { success: false, message: 'Delivery not found' });
      return true;
    }
    const { receiver, dropOffAddress: to } = delivery;
    const pdf = labelPdf([
      'Bosta (simulator) - airway bill',
      `Tracking number: ${delivery.trackingNumber}`,
      `Business reference: ${delivery.businessReference}`,
      `Receiver: ${receiver.firstName ?? ''} ${receiver.lastName ?? ''} ${receiver.phone ?? ''}`,
      `Address: ${String(to.firstLine ?? '')}, ${String(to.district ?? '')}, ${String(to.city ?? '')}`,
      `COD: EGP ${delivery.cod.toFixed(2)}`,
      `Contents: ${delivery.description.slice(0, 60)}`,
    ]);
    sendJson(response, 200, { success: true, data: pdf.toString('base64') });
    return true;
  }

  /** Each step a moment after the one before, by the courier's clock (so reordered webhooks keep their times). */
  private now() {
    this.clock = Math.max(Date.now(), this.clock + 1);
    return this.clock;
  }

  /** Plays a command from where the parcel is; a final parcel plays nothing. Resolves once its webhooks are sent. */
  async run(trackingNumber: string, name: string): Promise<Delivery | null> {
    const delivery = this.find(trackingNumber);
    const script = SCRIPTS[name];
    if (!delivery || !script || !COMMANDS[delivery.type]?.includes(name)) return null;
    const from = ORDER.indexOf(delivery.state);
    const steps = FINAL.has(delivery.state)
      ? []
      : script.filter((step) => ORDER.indexOf(step.code) > from || step.code === 46 || step.code === 100);
    await this.play(delivery, steps);
    return delivery;
  }

  private async play(delivery: Delivery, steps: Step[]) {
    const bodies = steps
      .filter(() => !FINAL.has(delivery.state))
      .map((step) => {
        const at = this.now();
        delivery.state = step.code;
        delivery.history.push({ code: step.code, at, ...(step.reason && { reason: step.reason }) });
        return JSON.stringify({
          _id: delivery._id,
          trackingNumber: delivery.trackingNumber,
          state: step.code,
          type: TYPES[delivery.type],
          ...(step.code === 45 && { cod: delivery.cod }),
          timeStamp: at,
          isConfirmedDelivery: false,
          businessReference: delivery.businessReference,
          ...(step.reason && { exceptionReason: step.reason }),
        });
      });
    const order = this.options.reorder ? [...bodies].reverse() : bodies;
    for (const body of order) await this.send(delivery, body);
  }

  /** One webhook, `copies` times at once, retried a few times until a 2xx. */
  private async send(delivery: Delivery, body: string) {
    if (!delivery.webhookUrl) return;
    const { copies, delayMs } = this.options;
    if (delayMs > 0) await sleep(delayMs);
    const state = (JSON.parse(body) as { state: number }).state;
    await Promise.all(
      Array.from({ length: Math.max(1, copies) }, async () => {
        const record: SentWebhook = { trackingNumber: delivery.trackingNumber, state, status: null };
        this.sent.push(record);
        for (let attempt = 0; attempt < 4; attempt++) {
          try {
            const answer = await fetch(delivery.webhookUrl, {
              method: 'POST',
              headers: { 'content-type': 'application/json', ...delivery.webhookHeaders },
              body,
              signal: AbortSignal.timeout(10_000),
            });
            record.status = answer.status;
            if (answer.ok) return;
          } catch {
            record.status = null;
          }
          await sleep(200 * 2 ** attempt);
        }
      }),
    );
  }

  private async command(request: IncomingMessage, response: ServerResponse, key: string, name: string) {
    const form = request.headers['content-type']?.includes('application/x-www-form-urlencoded');
    await readBody(request);
    const delivery = await this.run(key, name);
    if (!delivery) sendJson(response, 404, { success: false, message: 'Delivery or command not found' });
    else if (form) redirect(response, `${this.baseUrl()}/deliveries/${delivery.trackingNumber}`);
    else sendJson(response, 200, { success: true, data: this.describe(delivery) });
    return true;
  }

  /** The delivery's page: its label (airway bill) and the buttons that play it. */
  private page(response: ServerResponse, key: string) {
    const delivery = this.find(key);
    if (!delivery) {
      sendJson(response, 404, { success: false, message: 'Delivery not found' });
      return true;
    }
    const e = escapeHtml;
    const to = delivery.dropOffAddress;
    const history = delivery.history
      .map(
        (entry) =>
          `<li>${e(new Date(entry.at).toISOString())} — ${e(STATE_NAMES[entry.code] ?? String(entry.code))}${entry.reason ? ` (${e(entry.reason)})` : ''}</li>`,
      )
      .join('');
    const buttons = (COMMANDS[delivery.type] ?? [])
      .map(
        (name) =>
          `<form method="post" action="${e(`${this.baseUrl()}/_sim/deliveries/${delivery.trackingNumber}/${name}`)}"><button>${e(name)}</button></form>`,
      )
      .join('');
    sendHtml(
      response,
      200,
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bosta simulator — ${e(delivery.trackingNumber)}</title>
<style>body{font-family:system-ui;margin:2rem;max-width:40rem}.awb{border:2px dashed #e30613;padding:1rem}
h1{color:#e30613}form{display:inline-block;margin:.25rem}button{padding:.4rem .8rem}</style></head><body>
<h1>Bosta (simulator)</h1><p>Type: ${e(TYPES[delivery.type] ?? '')}</p><section class="awb" aria-label="Airway bill"><h2>AWB ${e(delivery.trackingNumber)}</h2>
<p>Reference: ${e(delivery.businessReference)}</p>
<p>Receiver: ${e(`${delivery.receiver.firstName ?? ''} ${delivery.receiver.lastName ?? ''}`)} · ${e(delivery.receiver.phone ?? '')}</p>
<p>Address: ${e(String(to.firstLine ?? ''))}, ${e(String(to.district ?? ''))}, ${e(String(to.zone ?? ''))}, ${e(String(to.city ?? ''))}</p>
<p>Cash on delivery: EGP ${e(delivery.cod.toFixed(2))}</p><p>Contents: ${e(delivery.description)}</p></section>
<h2>State: ${e(STATE_NAMES[delivery.state] ?? String(delivery.state))}</h2><ol>${history}</ol>
<h2>Play</h2>${buttons}</body></html>`,
    );
    return true;
  }
}

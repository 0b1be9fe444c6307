import type { BostaConfig } from '../../../config-gateways.js';
import type { ShipmentState } from '../../../db/schema/index.js';
import {
  type BookedDelivery,
  type Courier,
  CourierError,
  type CourierUpdate,
  type IncomingWebhook,
  type NewDelivery,
  type NewReturnPickup,
} from './types.js';

/**
 * Bosta's numeric delivery states and what each means to the store (docs/decisions/0031-courier-bosta.md says
 * where each comes from). Codes not listed are not followed: they change nothing.
 */
export const BOSTA_STATES: Record<number, ShipmentState> = {
  10: 'booked', // Pickup requested / created
  11: 'booked', // Waiting for route
  20: 'booked', // Route assigned
  21: 'picked_up', // Picked up from business
  24: 'at_warehouse', // Received at warehouse
  30: 'at_warehouse', // In transit between hubs
  41: 'out_for_delivery', // Out for delivery
  45: 'delivered', // Delivered
  46: 'returned', // Returned to business
  47: 'exception', // Exception (refused at the door, not reachable…)
  48: 'canceled', // Terminated
  49: 'canceled', // Canceled
  60: 'returned', // Returned to stock
  100: 'lost',
  101: 'damaged',
};

/** Bosta's "Deliver" order type (docs: Create Your First Delivery, "Order Types & Codes"). */
export const BOSTA_SEND = 10;

/** Bosta's "CRP (Customer Return Pickup)" order type: picked up at `pickupAddress`, brought to the business. */
export const BOSTA_CUSTOMER_RETURN = 25;

/** The header Bosta sends back with each webhook: we set it per delivery in `webhookCustomHeaders`. */
export const BOSTA_WEBHOOK_HEADER = 'x-courier-token';

const egp = (piastres: number) => Math.round(piastres) / 100;
const piastresOf = (value: unknown): number | null => {
  const amount = typeof value === 'string' ? Number(value) : value;
  return typeof amount === 'number' && Number.isFinite(amount) ? Math.round(amount * 100) : null;
};
const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;

/** Bosta's time of a state: epoch milliseconds or an ISO date; `fallback` when it gave none we can read. */
function timeOf(value: unknown, fallback: Date): Date {
  const date =
    typeof value === 'number' ? new Date(value) : typeof value === 'string' ? new Date(value) : fallback;
  return Number.isNaN(date.getTime()) ? fallback : date;
}

/** A state as Bosta writes it: a number, a numeric string, or `{ code, value }` on a delivery read back. */
function stateCodeOf(value: unknown): number | null {
  const raw = typeof value === 'object' && value !== null ? (value as { code?: unknown }).code : value;
  const code = typeof raw === 'string' ? Number(raw) : raw;
  return typeof code === 'number' && Number.isInteger(code) ? code : null;
}

/** One update from what Bosta says of a delivery (a webhook's body, or the delivery read back). */
export function bostaUpdate(body: Record<string, unknown>, now: Date): CourierUpdate | null {
  const code = stateCodeOf(body.state);
  if (code === null) return null;
  return {
    providerId: text(body._id),
    trackingNumber: text(body.trackingNumber),
    providerState: String(code),
    state: BOSTA_STATES[code] ?? null,
    at: timeOf(body.timeStamp ?? body.updatedAt, now),
    codCollected: code === 45 ? piastresOf(body.cod) : null,
    reason: text(body.exceptionReason) ?? text((body.state as { value?: unknown } | null)?.value ?? null),
  };
}

/**
 * Bosta's business API (https://docs.bosta.co, and the official SDK github.com/bostaapp/bosta-nodejs): the API
 * key in `Authorization`, JSON both ways. Deliveries are created on /api/v2 as the documentation shows; read,
 * terminated and their airway bills fetched on the paths of the official SDK.
 */
export class BostaCourier implements Courier {
  readonly name = 'bosta' as const;
  readonly webhookHeader = BOSTA_WEBHOOK_HEADER;
  constructor(private readonly config: BostaConfig) {}

  private async request(method: string, path: string, body?: unknown): Promise<Response> {
    try {
      return await fetch(`${this.config.baseUrl}${path}`, {
        method,
        headers: {
          authorization: this.config.apiKey,
          accept: 'application/json',
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      throw new CourierError('bosta', `unreachable (${(error as Error).message})`);
    }
  }

  /** Bosta's JSON answer, `data` unwrapped (`{ success, message, data }`); a refusal is a CourierError. */
  private async json(method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
    const response = await this.request(method, path, body);
    const raw = await response.text();
    let json: unknown;
    try {
      json = raw === '' ? {} : JSON.parse(raw);
    } catch {
      throw new CourierError('bosta', `HTTP ${response.status}, not JSON`);
    }
    const envelope = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>;
    if (!response.ok || envelope.success === false) {
      throw new CourierError('bosta', `HTTP ${response.status}: ${String(envelope.message ?? 'refused')}`);
    }
    const data = envelope.data;
    return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : envelope;
  }

  async createDelivery(input: NewDelivery): Promise<BookedDelivery> {
    return this.create(BOSTA_SEND, 'dropOffAddress', input, input.codAmount);
  }

  /**
   * Type 25: "pickupAddress (required): the customer address"; without `businessLocationId` Bosta brings the
   * parcel to the business's default location (docs: Create Your First Delivery, "Important Note").
   */
  async createReturnPickup(input: NewReturnPickup): Promise<BookedDelivery> {
    return this.create(BOSTA_CUSTOMER_RETURN, 'pickupAddress', input, 0);
  }

  private async create(
    type: number,
    addressField: 'dropOffAddress' | 'pickupAddress',
    input: NewReturnPickup,
    codAmount: number,
  ): Promise<BookedDelivery> {
    const created = await this.json('POST', '/api/v2/deliveries?apiVersion=1', {
      type,
      specs: {
        packageType: 'Parcel',
        packageDetails: { itemsCount: input.itemsCount, description: input.description },
      },
      ...(codAmount > 0 && { cod: egp(codAmount) }),
      [addressField]: {
        city: input.address.city,
        zone: input.address.zone,
        district: input.address.district,
        firstLine: input.address.firstLine,
        ...(input.address.secondLine && { secondLine: input.address.secondLine }),
      },
      receiver: input.receiver,
      businessReference: input.reference,
      webhookUrl: input.webhookUrl,
      webhookCustomHeaders: input.webhookHeaders,
    });
    const providerId = text(created._id);
    const trackingNumber = text(created.trackingNumber);
    if (!providerId || !trackingNumber) throw new CourierError('bosta', 'no _id or trackingNumber in answer');
    return { providerId, trackingNumber };
  }

  async cancelDelivery(ref: BookedDelivery): Promise<void> {
    await this.json('DELETE', `/api/v0/deliveries/${encodeURIComponent(ref.providerId)}`);
  }

  async readDelivery(ref: BookedDelivery, now: Date): Promise<CourierUpdate> {
    const delivery = await this.json('GET', `/api/v0/deliveries/${encodeURIComponent(ref.trackingNumber)}`);
    const update = bostaUpdate({ _id: ref.providerId, trackingNumber: ref.trackingNumber, ...delivery }, now);
    if (!update) throw new CourierError('bosta', 'delivery without a state');
    return update;
  }

  /** The SDK's printDeliveryAWB: the PDF, base64 in `data`. */
  async airwayBill(ref: BookedDelivery): Promise<{ contentType: string; body: Buffer }> {
    const response = await this.request(
      'GET',
      `/api/v0/deliveries/awb/${encodeURIComponent(ref.providerId)}`,
    );
    const raw = await response.text();
    if (!response.ok) throw new CourierError('bosta', `HTTP ${response.status} for the airway bill`);
    let data: unknown;
    try {
      data = (JSON.parse(raw) as { data?: unknown }).data;
    } catch {
      throw new CourierError('bosta', 'airway bill not JSON');
    }
    if (typeof data !== 'string' || data === '') throw new CourierError('bosta', 'airway bill empty');
    return { contentType: 'application/pdf', body: Buffer.from(data, 'base64') };
  }

  parseWebhook(webhook: IncomingWebhook, now: Date): CourierUpdate | null {
    let body: unknown;
    try {
      body = JSON.parse(webhook.rawBody);
    } catch {
      return null;
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
    return bostaUpdate(body as Record<string, unknown>, now);
  }
}

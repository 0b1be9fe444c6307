import type { ShipmentState } from '../../../db/schema/index.js';

export type CourierName = 'bosta';

/** One parcel to book, as our database describes it: amounts are ours, never the browser's. */
export type NewDelivery = {
  /** Our order number: the courier's business reference, printed on the airway bill. */
  reference: string;
  /** Piastres to collect at the door; 0 for an order paid already. */
  codAmount: number;
  receiver: { firstName: string; lastName: string; phone: string };
  address: { city: string; zone: string; district: string; firstLine: string; secondLine: string };
  description: string;
  itemsCount: number;
  /** Where the courier posts this delivery's state changes, and the secret header it sends with each. */
  webhookUrl: string;
  webhookHeaders: Record<string, string>;
};

/**
 * A parcel the courier collects from the shopper and brings back to us (a return): where to pick it up and who
 * hands it over. Nothing is collected in cash.
 */
export type NewReturnPickup = Omit<NewDelivery, 'codAmount'>;

export type BookedDelivery = { providerId: string; trackingNumber: string };

/** A state the courier reported for a delivery, read from a webhook or from asking it. */
export type CourierUpdate = {
  providerId: string | null;
  trackingNumber: string | null;
  /** The courier's own code, as sent (Bosta's numeric state). */
  providerState: string;
  /** What it means to the store; null for a code the store does not follow (recorded nowhere). */
  state: ShipmentState | null;
  /** When it happened, by the courier's clock (now, when the courier gave no time). */
  at: Date;
  /** Piastres the courier says it collected (on delivery), when it says. */
  codCollected: number | null;
  reason: string | null;
};

/** A webhook as it arrived: its secret header is checked against the delivery's before anything is read. */
export type IncomingWebhook = { rawBody: string; headers: Record<string, string | string[] | undefined> };

/** One courier. The same code talks to the real service and to the simulator: only base URL and key differ. */
export interface Courier {
  readonly name: CourierName;
  /** The header the courier sends back with every webhook of a delivery, carrying the secret we gave it. */
  readonly webhookHeader: string;
  createDelivery(input: NewDelivery): Promise<BookedDelivery>;
  /** Books the courier to collect a return at the shopper's address and bring it to us. */
  createReturnPickup(input: NewReturnPickup): Promise<BookedDelivery>;
  cancelDelivery(ref: BookedDelivery): Promise<void>;
  readDelivery(ref: BookedDelivery, now: Date): Promise<CourierUpdate>;
  /** The printable airway bill (label) of a delivery. */
  airwayBill(ref: BookedDelivery): Promise<{ contentType: string; body: Buffer }>;
  /** A webhook's update, or null when its body is not one (the secret is checked by the caller). */
  parseWebhook(webhook: IncomingWebhook, now: Date): CourierUpdate | null;
}

/** The courier could not be reached or refused the call; never shown to a shopper or staff as is. */
export class CourierError extends Error {
  constructor(
    readonly courier: CourierName,
    message: string,
  ) {
    super(`${courier}: ${message}`);
  }
}

import type { AdminShipment, Shipment } from '@coffee/contracts/shipping';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { shipmentEvents, shipments } from '../../db/schema/index.js';
import type { Lang } from '../../i18n/lang.js';
import { type MessageKey, translate } from '../../i18n/messages.js';
import type { ShipmentRow } from './ledger.js';

const stateLabel = (lang: Lang, state: ShipmentRow['state']) =>
  translate(lang, `shipmentState${state}` as MessageKey);

/** An order's live shipment (the last booked, not canceled), if any. */
export async function findLiveShipment(db: Executor, orderId: number): Promise<ShipmentRow | undefined> {
  const [row] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), ne(shipments.state, 'canceled')));
  return row;
}

/**
 * A shipment as the shopper reads it: the courier, the tracking number, and the timeline in the order the
 * courier says things happened (a late report sits where it belongs, not where it arrived).
 */
export async function toShipment(db: Executor, row: ShipmentRow, lang: Lang): Promise<Shipment> {
  const events = await db
    .select({ state: shipmentEvents.state, at: shipmentEvents.at })
    .from(shipmentEvents)
    .where(eq(shipmentEvents.shipmentId, row.id))
    .orderBy(asc(shipmentEvents.at), asc(shipmentEvents.id));
  return {
    id: row.id,
    courier: row.courier,
    courier_name: translate(lang, 'courierBosta'),
    tracking_number: row.trackingNumber,
    state: row.state,
    state_label: stateLabel(lang, row.state),
    events: events.map((event) => ({
      state: event.state,
      label: stateLabel(lang, event.state),
      at: event.at.toISOString(),
    })),
  };
}

/** What staff see: the same, with the cash and the courier's reason, and the label to print. */
export async function toAdminShipment(db: Executor, row: ShipmentRow, lang: Lang): Promise<AdminShipment> {
  return {
    ...(await toShipment(db, row, lang)),
    cod_amount: row.codAmount,
    cod_collected: row.codCollected,
    reason: row.stateReason,
    label_url: row.providerId ? `/admin/shipping/${row.id}/label` : null,
  };
}

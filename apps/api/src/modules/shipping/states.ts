import type { ShipmentState } from '../../db/schema/index.js';

/**
 * How far along a parcel is. A state moves only forward: a report of a lower rank (a late "out for delivery"
 * after "delivered") is kept on the timeline but changes nothing. Equal ranks (out for delivery ↔ exception,
 * a second attempt) move by the courier's clock. Rank 9 is final: nothing moves a parcel out of it.
 */
export const STATE_RANK: Record<ShipmentState, number> = {
  booking: 0,
  booked: 1,
  picked_up: 2,
  at_warehouse: 3,
  out_for_delivery: 4,
  exception: 4,
  delivered: 9,
  returned: 9,
  lost: 9,
  damaged: 9,
  canceled: 9,
};

export const isFinal = (state: ShipmentState) => STATE_RANK[state] === 9;

/** Whether a report of `next` at `nextAt` moves a parcel that is in `current` since `currentAt`. */
export function advances(
  current: ShipmentState,
  currentAt: Date,
  next: ShipmentState,
  nextAt: Date,
): boolean {
  if (isFinal(current)) return false;
  const from = STATE_RANK[current];
  const to = STATE_RANK[next];
  return to > from || (to === from && next !== current && nextAt > currentAt);
}

/** The parcel is in the courier's hands (the order is With courier). */
export const withCourier = (state: ShipmentState) => STATE_RANK[state] >= 2 && state !== 'canceled';

import { ORDER_RESERVATION_MINUTES } from '@coffee/contracts/checkout';

/** The hours a waiting order's stock is held by its method (config: FAWRY_PAYMENT_HOURS, INSTAPAY_PAYMENT_HOURS). */
export type ReservationHours = { fawryHours: number | null; instapayHours: number };

/**
 * How long an online order waits for its payment, its stock held meanwhile: a Fawry code is paid in cash
 * within days, an InstaPay transfer checked by staff within a day; a card, instalments or OPay payment is made
 * on the gateway's page within minutes.
 */
export function reservationSeconds(method: string, hours: ReservationHours): number {
  if (method === 'fawry' && hours.fawryHours !== null) return hours.fawryHours * 3600;
  if (method === 'instapay') return hours.instapayHours * 3600;
  return ORDER_RESERVATION_MINUTES * 60;
}

/**
 * The stock hold's new end when a waiting order is paid another way (docs/decisions/0041): the new method's own
 * rule, never longer than it allows.
 * - It never ends later than the new method's time from now (a card gets its 30 minutes, not a Fawry code's
 *   48 hours left), and
 * - it never runs past the later of the current end and the new method's time from when the order was placed
 *   (a card order paid at Fawry gets the code's hours counted from placing, as if placed so; going back and
 *   forth between methods never stretches the hold).
 * Answers the current end when nothing changes it (a second card attempt keeps the first one's end).
 */
export function switchedReservationEnd(order: {
  placedAt: Date;
  current: Date | null;
  now: Date;
  seconds: number;
}): Date {
  const span = order.seconds * 1000;
  const fromPlacing = order.placedAt.getTime() + span;
  const ceiling = Math.max(order.current?.getTime() ?? fromPlacing, fromPlacing);
  return new Date(Math.min(ceiling, order.now.getTime() + span));
}

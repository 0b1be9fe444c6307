import { AdminShipment, BookingOutcome, BookShipmentsBody } from '@coffee/contracts/shipping';
import { z } from 'zod';
import { defineCall } from '../define-call';

/** Books the courier for Ready-to-ship orders (one, or several from the list); each says how it went. */
export const bookShipments = defineCall({
  method: 'POST',
  path: 'admin/shipping/bookings',
  body: BookShipmentsBody,
  answer: z.array(BookingOutcome),
});

/** A booked parcel's label (the courier's airway bill, a PDF), opened by a link to print. */
export const downloadShipmentLabel = defineCall({
  method: 'GET',
  path: 'admin/shipping/:id/label',
  params: { id: 'id' },
  answer: 'download',
});

/** Calls off a booking before the courier picks the parcel up. */
export const cancelShipment = defineCall({
  method: 'POST',
  path: 'admin/shipping/:id/cancel',
  params: { id: 'id' },
  answer: AdminShipment.nullable(),
});

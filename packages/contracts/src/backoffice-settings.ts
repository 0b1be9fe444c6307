import { z } from 'zod';
import { dataEnvelope, Piastres } from './common';

/** Up to 1,000,000 EGP, in piastres. */
const Amount = z.number().int().min(0).max(100_000_000);

/** `GET /admin/settings`: the checkout's settings and the delivery fee of every zone. */
export const AdminSettings = z.object({
  free_shipping_threshold: Piastres,
  cod_max_total: Piastres,
  zones: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string(), fee: Piastres })),
});
export type AdminSettings = z.infer<typeof AdminSettings>;
export const AdminSettingsResponse = dataEnvelope(AdminSettings);

/** `PUT /admin/settings` (admins): free delivery from this subtotal, and cash on delivery up to this total. */
export const StoreSettingsBody = z.strictObject({ free_shipping_threshold: Amount, cod_max_total: Amount });

/** `PUT /admin/shipping-zones/{id}` (admins): the zone's delivery fee. */
export const ShippingZoneBody = z.strictObject({ fee: Amount });

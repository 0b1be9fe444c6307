import { z } from 'zod';
import { SingleLineText } from './auth';
import { CART_MAX_QUANTITY } from './cart';
import { BodyId, dataEnvelope, Piastres } from './common';
import { InstapayAddress } from './payments';

/** Up to 1,000,000 EGP, in piastres. */
const Amount = z.number().int().min(0).max(100_000_000);

/** `GET /admin/settings`: the checkout's settings and the delivery fee of every zone. */
export const AdminSettings = z.object({
  free_shipping_threshold: Piastres,
  cod_max_total: Piastres,
  cod_fee: Piastres.describe('Added to a cash-on-delivery order as its own line; 0 = no fee'),
  max_line_quantity: z.number().int().describe('The most of one product (or variant) one order may take'),
  instapay_address: z
    .string()
    .nullable()
    .describe("The store's InstaPay address; null: InstaPay not offered"),
  zones: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      name: z.string(),
      fee: Piastres,
      governorates: z
        .array(z.object({ id: z.number().int(), name: z.string() }))
        .describe('Delivered at this fee'),
    }),
  ),
});
export type AdminSettings = z.infer<typeof AdminSettings>;
export const AdminSettingsResponse = dataEnvelope(AdminSettings);

/**
 * `PUT /admin/settings` (admins): free delivery from this subtotal, cash on delivery up to this total, and (left
 * out: unchanged) its fee and the most of one product one order may take.
 */
export const StoreSettingsBody = z.strictObject({
  free_shipping_threshold: Amount,
  cod_max_total: Amount,
  /** The cash-on-delivery fee (left out: unchanged); 0 turns it off. Up to EGP 1,000. */
  cod_fee: z.number().int().min(0).max(100_000).optional(),
  max_line_quantity: z.number().int().min(1).max(CART_MAX_QUANTITY).optional(),
  /** `name@instapay`; empty turns InstaPay off; left out: unchanged. */
  instapay_address: InstapayAddress.or(z.literal('')).optional(),
});

/** `PUT /admin/shipping-zones/{id}` (admins): the zone's delivery fee. */
export const ShippingZoneBody = z.strictObject({ fee: Amount });

/** `POST /admin/shipping-zones` (admins): a new delivery zone, its names and fee; governorates move in after. */
export const NewShippingZoneBody = z.strictObject({
  code: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9-]{1,39}$/),
  name_en: SingleLineText.trim().min(2).max(60),
  name_ar: SingleLineText.trim().min(2).max(60),
  fee: Amount,
});
export type NewShippingZoneBody = z.input<typeof NewShippingZoneBody>;

/** `PUT /admin/governorates/{id}/zone` (admins): which zone's fee delivering to this governorate costs. */
export const GovernorateZoneBody = z.strictObject({ zone_id: BodyId });

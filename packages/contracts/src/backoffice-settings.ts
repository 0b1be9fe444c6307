import { z } from 'zod';
import { EgyptianMobile, SingleLineText, toLatinDigits } from './auth';
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
  contact: z
    .object({
      phone: z.string().nullable(),
      whatsapp: z.string().nullable().describe('E.164'),
      address_en: z.string().nullable(),
      address_ar: z.string().nullable(),
    })
    .describe('How shoppers reach the store, shown on the contact page; null: not shown'),
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

/**
 * A phone number as the contact page shows and dials it: digits (any script, kept Western), spaces, dashes and
 * a leading +, 6 to 15 digits (a landline such as 02 2345 6789, a hotline such as 19999, a mobile).
 */
export const StorePhone = z
  .string()
  .trim()
  .max(24)
  .transform((value) => toLatinDigits(value))
  .refine((value) => /^\+?[0-9][0-9 -]*$/.test(value) && /^(?:\D*\d){5,15}\D*$/.test(value), {
    params: { messageKey: 'invalidPhone' },
    message: 'Enter a phone number, such as 02 2345 6789',
  });

const StoreAddress = SingleLineText.trim().max(200);

/**
 * `PUT /admin/settings/contact` (admins): the phone, WhatsApp number and address (both languages) the contact
 * page shows. Empty: not shown.
 */
export const StoreContactBody = z
  .strictObject({
    phone: StorePhone.or(z.literal('')),
    whatsapp: EgyptianMobile.or(z.literal('')),
    address_en: StoreAddress,
    address_ar: StoreAddress,
  })
  .refine((body) => !body.address_en === !body.address_ar, {
    path: ['address_ar'],
    params: { messageKey: 'addressBothLanguages' },
    message: 'Write the address in both languages, or leave both empty',
  });
export type StoreContactBody = z.input<typeof StoreContactBody>;

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

import {
  GovernorateZoneBody,
  NewShippingZoneBody,
  ShippingZoneBody,
  StoreSettingsBody,
} from '@coffee/contracts/backoffice-settings';
import { Id } from '@coffee/contracts/common';
import { InvoiceSettingsBody } from '@coffee/contracts/invoices';
import type { z } from 'zod';
import { chosenId, pounds, wholeNumber } from '../forms/form-values';

/** A body of amounts only, each typed in pounds: what `AmountsForm` saves. */
export type AmountsSchema = z.ZodType<Record<string, number>, Record<string, string>>;

/** `PUT /admin/settings` and `PUT /admin/shipping-zones/{id}`, typed in pounds. */
export const AMOUNTS_SCHEMAS = {
  // The most per line and the InstaPay address are no amounts: left out, the API keeps them as they are.
  settings: StoreSettingsBody.omit({ max_line_quantity: true, instapay_address: true }).extend({
    free_shipping_threshold: pounds(StoreSettingsBody.shape.free_shipping_threshold),
    cod_max_total: pounds(StoreSettingsBody.shape.cod_max_total),
    cod_fee: pounds(StoreSettingsBody.shape.cod_fee.unwrap()),
  }),
  zoneFee: ShippingZoneBody.extend({ fee: pounds(ShippingZoneBody.shape.fee) }),
} satisfies Record<string, AmountsSchema>;

/** `POST /admin/shipping-zones`: the fee typed in pounds. */
export const NewZoneFormBody = NewShippingZoneBody.extend({ fee: pounds(NewShippingZoneBody.shape.fee) });

/** `PUT /admin/governorates/{id}/zone`, with the governorate the path names; both chosen in selects (text). */
export const MoveGovernorateFormBody = GovernorateZoneBody.extend({
  zone_id: chosenId(GovernorateZoneBody.shape.zone_id),
  governorate_id: Id,
});

/** `PUT /admin/settings/contact`: typed as it is sent. */
export { StoreContactBody as StoreContactFormBody } from '@coffee/contracts/backoffice-settings';

/** `PUT /admin/invoice-settings`: the VAT rate typed as a whole number, in either digits script. */
export const InvoiceSettingsFormBody = InvoiceSettingsBody.extend({
  vat_rate: wholeNumber(InvoiceSettingsBody.shape.vat_rate),
});

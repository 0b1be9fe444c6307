import {
  AdminSettings,
  GovernorateZoneBody,
  NewShippingZoneBody,
  ShippingZoneBody,
  StoreContactBody,
  StoreSettingsBody,
} from '@coffee/contracts/backoffice-settings';
import { InvoiceSettings, InvoiceSettingsBody } from '@coffee/contracts/invoices';
import { defineCall } from '../define-call';

// The store's settings and shipping zones: every change answers the settings as they now are.

export const updateSettings = defineCall({
  method: 'PUT',
  path: 'admin/settings',
  body: StoreSettingsBody,
  answer: AdminSettings,
});
export const updateStoreContact = defineCall({
  method: 'PUT',
  path: 'admin/settings/contact',
  body: StoreContactBody,
  answer: AdminSettings,
});
export const addShippingZone = defineCall({
  method: 'POST',
  path: 'admin/shipping-zones',
  body: NewShippingZoneBody,
  answer: AdminSettings,
});
export const updateShippingZone = defineCall({
  method: 'PUT',
  path: 'admin/shipping-zones/:id',
  params: { id: 'id' },
  body: ShippingZoneBody,
  answer: AdminSettings,
});
export const moveGovernorateZone = defineCall({
  method: 'PUT',
  path: 'admin/governorates/:id/zone',
  params: { id: 'id' },
  body: GovernorateZoneBody,
  answer: AdminSettings,
});
export const updateInvoiceSettings = defineCall({
  method: 'PUT',
  path: 'admin/invoice-settings',
  body: InvoiceSettingsBody,
  answer: InvoiceSettings,
});

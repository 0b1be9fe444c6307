import { defineCall } from '../define-call';

// The store's settings and delivery zones in the back office (admins only); each answers all the settings.

export const saveStoreSettings = defineCall({
  method: 'PUT',
  path: 'admin/settings',
  body: () => import('@coffee/contracts/backoffice-settings').then((m) => m.StoreSettingsBody),
  answer: () => import('@coffee/contracts/backoffice-settings').then((m) => m.AdminSettingsResponse),
});

export const addShippingZone = defineCall({
  method: 'POST',
  path: 'admin/shipping-zones',
  body: () => import('@coffee/contracts/backoffice-settings').then((m) => m.NewShippingZoneBody),
  answer: () => import('@coffee/contracts/backoffice-settings').then((m) => m.AdminSettingsResponse),
});

export const saveShippingZone = defineCall({
  method: 'PUT',
  path: 'admin/shipping-zones/:id',
  params: { id: 'id' },
  body: () => import('@coffee/contracts/backoffice-settings').then((m) => m.ShippingZoneBody),
  answer: () => import('@coffee/contracts/backoffice-settings').then((m) => m.AdminSettingsResponse),
});

/** Moves a governorate into another delivery zone. */
export const moveGovernorate = defineCall({
  method: 'PUT',
  path: 'admin/governorates/:id/zone',
  params: { id: 'id' },
  body: () => import('@coffee/contracts/backoffice-settings').then((m) => m.GovernorateZoneBody),
  answer: () => import('@coffee/contracts/backoffice-settings').then((m) => m.AdminSettingsResponse),
});

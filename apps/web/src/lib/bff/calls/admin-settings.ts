import { defineCall } from '../define-call';

// The store's settings and delivery zones in the back office (admins only); each answers all the settings.

export const saveStoreSettings = /* @__PURE__ */ defineCall({
  method: 'PUT',
  path: 'admin/settings',
  body: 'backoffice-settings.StoreSettingsBody',
  answer: 'backoffice-settings.AdminSettingsResponse',
});

export const addShippingZone = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: 'admin/shipping-zones',
  body: 'backoffice-settings.NewShippingZoneBody',
  answer: 'backoffice-settings.AdminSettingsResponse',
});

export const saveShippingZone = /* @__PURE__ */ defineCall({
  method: 'PUT',
  path: 'admin/shipping-zones/:id',
  params: { id: 'id' },
  body: 'backoffice-settings.ShippingZoneBody',
  answer: 'backoffice-settings.AdminSettingsResponse',
});

/** Moves a governorate into another delivery zone. */
export const moveGovernorate = /* @__PURE__ */ defineCall({
  method: 'PUT',
  path: 'admin/governorates/:id/zone',
  params: { id: 'id' },
  body: 'backoffice-settings.GovernorateZoneBody',
  answer: 'backoffice-settings.AdminSettingsResponse',
});

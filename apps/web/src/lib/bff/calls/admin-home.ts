import { defineCall } from '../define-call';

// The home page's sliders, advertisements and shipping steps in the back office.

const BANNER_KIND = ['sliders', 'advertisements'] as const;

export const createBanner = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: 'admin/home/:kind',
  params: { kind: BANNER_KIND },
  body: 'backoffice-home.BannerBody',
  answer: 'backoffice-home.AdminBannerResponse',
});

/** A multipart form with one `image`; answers the stored name for the banner's body. */
export const uploadBannerImage = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: 'admin/home/:kind/images',
  params: { kind: BANNER_KIND },
  upload: 'multipart',
  answer: 'backoffice-home.BannerImageResponse',
});

export const updateBanner = /* @__PURE__ */ defineCall({
  method: 'PUT',
  path: 'admin/home/:kind/:id',
  params: { kind: BANNER_KIND, id: 'id' },
  body: 'backoffice-home.BannerBody',
  answer: 'backoffice-home.AdminBannerResponse',
});

export const deleteBanner = /* @__PURE__ */ defineCall({
  method: 'DELETE',
  path: 'admin/home/:kind/:id',
  params: { kind: BANNER_KIND, id: 'id' },
  answer: 'backoffice-home.AdminBannersResponse',
});

export const orderBanners = /* @__PURE__ */ defineCall({
  method: 'PUT',
  path: 'admin/home/:kind/order',
  params: { kind: BANNER_KIND },
  body: 'backoffice-home.HomeOrderBody',
  answer: 'backoffice-home.AdminBannersResponse',
});

export const updateShippingStep = /* @__PURE__ */ defineCall({
  method: 'PUT',
  path: 'admin/home/shipping-steps/:id',
  params: { id: 'id' },
  body: 'backoffice-home.ShippingStepBody',
  answer: 'backoffice-home.AdminShippingStepResponse',
});

export const orderShippingSteps = /* @__PURE__ */ defineCall({
  method: 'PUT',
  path: 'admin/home/shipping-steps/order',
  body: 'backoffice-home.HomeOrderBody',
  answer: 'backoffice-home.AdminShippingStepsResponse',
});

import { defineCall } from '../define-call';

// The home page's sliders, advertisements and shipping steps in the back office.

const BANNER_KIND = ['sliders', 'advertisements'] as const;

export const createBanner = defineCall({
  method: 'POST',
  path: 'admin/home/:kind',
  params: { kind: BANNER_KIND },
  body: () => import('@coffee/contracts/backoffice-home').then((m) => m.BannerBody),
  answer: () => import('@coffee/contracts/backoffice-home').then((m) => m.AdminBannerResponse),
});

/** A multipart form with one `image`; answers the stored name for the banner's body. */
export const uploadBannerImage = defineCall({
  method: 'POST',
  path: 'admin/home/:kind/images',
  params: { kind: BANNER_KIND },
  upload: 'multipart',
  answer: () => import('@coffee/contracts/backoffice-home').then((m) => m.BannerImageResponse),
});

export const updateBanner = defineCall({
  method: 'PUT',
  path: 'admin/home/:kind/:id',
  params: { kind: BANNER_KIND, id: 'id' },
  body: () => import('@coffee/contracts/backoffice-home').then((m) => m.BannerBody),
  answer: () => import('@coffee/contracts/backoffice-home').then((m) => m.AdminBannerResponse),
});

export const deleteBanner = defineCall({
  method: 'DELETE',
  path: 'admin/home/:kind/:id',
  params: { kind: BANNER_KIND, id: 'id' },
  answer: () => import('@coffee/contracts/backoffice-home').then((m) => m.AdminBannersResponse),
});

export const orderBanners = defineCall({
  method: 'PUT',
  path: 'admin/home/:kind/order',
  params: { kind: BANNER_KIND },
  body: () => import('@coffee/contracts/backoffice-home').then((m) => m.HomeOrderBody),
  answer: () => import('@coffee/contracts/backoffice-home').then((m) => m.AdminBannersResponse),
});

export const updateShippingStep = defineCall({
  method: 'PUT',
  path: 'admin/home/shipping-steps/:id',
  params: { id: 'id' },
  body: () => import('@coffee/contracts/backoffice-home').then((m) => m.ShippingStepBody),
  answer: () => import('@coffee/contracts/backoffice-home').then((m) => m.AdminShippingStepResponse),
});

export const orderShippingSteps = defineCall({
  method: 'PUT',
  path: 'admin/home/shipping-steps/order',
  body: () => import('@coffee/contracts/backoffice-home').then((m) => m.HomeOrderBody),
  answer: () => import('@coffee/contracts/backoffice-home').then((m) => m.AdminShippingStepsResponse),
});

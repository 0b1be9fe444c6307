import {
  AdminBanner,
  AdminBannersResponse,
  AdminShippingStep,
  AdminShippingStepsResponse,
  BannerBody,
  BannerImageResponse,
  BannerKind,
  HomeOrderBody,
  ShippingStepBody,
} from '@coffee/contracts/backoffice-home';
import { defineCall } from '../define-call';

// The home page's content: the sliders and advertisements (`kind`), and the shipping steps.

const kind = BannerKind.options;

/** An image uploaded ahead of the banner that will show it. */
export const uploadBannerImage = defineCall({
  method: 'POST',
  path: 'admin/home/:kind/images',
  params: { kind },
  body: 'multipart',
  answer: BannerImageResponse.shape.data,
});
export const createBanner = defineCall({
  method: 'POST',
  path: 'admin/home/:kind',
  params: { kind },
  body: BannerBody,
  answer: AdminBanner,
});
export const updateBanner = defineCall({
  method: 'PUT',
  path: 'admin/home/:kind/:id',
  params: { kind, id: 'id' },
  body: BannerBody,
  answer: AdminBanner,
});
export const deleteBanner = defineCall({
  method: 'DELETE',
  path: 'admin/home/:kind/:id',
  params: { kind, id: 'id' },
  answer: AdminBannersResponse.shape.data,
});
export const orderBanners = defineCall({
  method: 'PUT',
  path: 'admin/home/:kind/order',
  params: { kind },
  body: HomeOrderBody,
  answer: AdminBannersResponse.shape.data,
});
export const updateShippingStep = defineCall({
  method: 'PUT',
  path: 'admin/home/shipping-steps/:id',
  params: { id: 'id' },
  body: ShippingStepBody,
  answer: AdminShippingStep,
});
export const orderShippingSteps = defineCall({
  method: 'PUT',
  path: 'admin/home/shipping-steps/order',
  body: HomeOrderBody,
  answer: AdminShippingStepsResponse.shape.data,
});

import 'server-only';
import { type Brand, BrandsResponse } from '@coffee/contracts/catalog';
import type { Locale } from '@coffee/contracts/common';
import {
  type Banner,
  BannersResponse,
  type ShippingStep,
  ShippingStepsResponse,
} from '@coffee/contracts/content';
import { type StoreContact, StoreContactResponse } from '@coffee/contracts/engagement';
import { CATALOG_TAG } from './catalog';
import { apiGet } from './client';

export const CONTENT_TAG = 'content';

/** The home page's hero slides: title, subtitle, a 1600×640 picture and the storefront path they open. */
export async function getSliders(locale: Locale): Promise<Banner[]> {
  const { data } = await apiGet('/sliders', {}, BannersResponse, {
    locale,
    tags: [CONTENT_TAG, `${CONTENT_TAG}:sliders`],
  });
  return data;
}

/** Promotional "sale cards" (800×480 pictures), each linking to the offer it announces. */
export async function getAdvertisements(locale: Locale): Promise<Banner[]> {
  const { data } = await apiGet('/advertisements', {}, BannersResponse, {
    locale,
    tags: [CONTENT_TAG, `${CONTENT_TAG}:advertisements`],
  });
  return data;
}

/** How an order travels, in the store's own words: choose, pay, delivery, enjoy. */
export async function getShippingSteps(locale: Locale): Promise<ShippingStep[]> {
  const { data } = await apiGet('/shipping-steps', {}, ShippingStepsResponse, {
    locale,
    tags: [CONTENT_TAG, `${CONTENT_TAG}:shipping-steps`],
  });
  return data;
}

/** How shoppers reach the store (phone, WhatsApp, address), as admins set them in the settings. */
export async function getStoreContact(locale: Locale): Promise<StoreContact> {
  const { data } = await apiGet('/store-contact', {}, StoreContactResponse, {
    locale,
    tags: [CONTENT_TAG, `${CONTENT_TAG}:store-contact`],
  });
  return data;
}

/** Every brand with its logo. Brands belong to the catalog, so a catalog change refreshes them too. */
export async function getBrands(locale: Locale): Promise<Brand[]> {
  const { data } = await apiGet('/brands', {}, BrandsResponse, {
    locale,
    tags: [CATALOG_TAG, `${CATALOG_TAG}:brands`],
  });
  return data;
}

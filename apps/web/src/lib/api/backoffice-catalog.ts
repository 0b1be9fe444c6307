import 'server-only';
import {
  type CatalogOptions,
  CatalogOptionsResponse,
  type EditableProduct,
  EditableProductResponse,
} from '@coffee/contracts/backoffice-catalog';
import { type Dashboard, DashboardResponse } from '@coffee/contracts/backoffice-dashboard';
import type { Locale } from '@coffee/contracts/common';
import { isApiNotFound } from './api-request-error';
import { backofficeGet } from './backoffice';

type Area = 'admin' | 'seller';

/** One product as its edit form needs it; null when missing (or, in the seller portal, another seller's). */
export async function getEditableProduct(
  area: Area,
  id: string,
  locale: Locale,
): Promise<EditableProduct | null> {
  if (!/^\d{1,9}$/.test(id)) return null;
  try {
    return (await backofficeGet(`/${area}/products/${id}`, {}, EditableProductResponse, { locale })).data;
  } catch (error) {
    if (isApiNotFound(error)) return null;
    throw error;
  }
}

/** What a product may be filed under: categories with sub-categories, brands, and (back office) sellers. */
export const getCatalogOptions = async (area: Area, locale: Locale): Promise<CatalogOptions> =>
  (await backofficeGet(`/${area}/catalog-options`, {}, CatalogOptionsResponse, { locale })).data;

/** The opening page's figures: the whole store's, or the calling seller's own. */
export const getDashboard = async (area: Area, locale: Locale): Promise<Dashboard> =>
  (await backofficeGet(`/${area}/dashboard`, {}, DashboardResponse, { locale })).data;

import 'server-only';
import type { Locale, PageMeta } from '@coffee/contracts/common';
import { type Governorate, GovernoratesResponse } from '@coffee/contracts/locations';
import {
  CoffeeShopsResponse,
  type SellerSummary,
  type VendorDetails,
  VendorDetailsResponse,
} from '@coffee/contracts/sellers';
import { cache } from 'react';
import { isApiNotFound } from './api-request-error';
import { CATALOG_TAG } from './catalog';
import { apiGet } from './client';

export const SELLERS_TAG = 'sellers';

export type CoffeeShopsFilter = { governorate?: number; query?: string; page?: number };

/** One page of coffee shops (`GET /coffee-shops`), optionally in one governorate or matching a search. */
export async function listCoffeeShops(
  { governorate, query, page }: CoffeeShopsFilter,
  locale: Locale,
): Promise<{ shops: SellerSummary[]; meta: PageMeta }> {
  const { data, meta } = await apiGet('/coffee-shops', { governorate, query, page }, CoffeeShopsResponse, {
    locale,
    tags: [SELLERS_TAG, `${SELLERS_TAG}:coffee-shops`],
  });
  return { shops: data, meta };
}

/** Egypt's governorates in the page's language (`GET /governorates`), for the coffee-shop filter. */
export async function listGovernorates(locale: Locale): Promise<Governorate[]> {
  const { data } = await apiGet('/governorates', {}, GovernoratesResponse, {
    locale,
    // Governorates practically never change: an hour of staleness costs nothing.
    revalidate: 3600,
    tags: ['locations'],
  });
  return data;
}

/**
 * A seller with one page of their products (`GET /vendor_details/{id}`), narrowed by `query`; `null` when
 * there is no such seller. Memoized per request (arguments are primitives so they compare equal), so the
 * page and its metadata share a call.
 */
export const getSellerDetails = cache(
  async (id: number, locale: Locale, query?: string, page?: number): Promise<VendorDetails | null> => {
    try {
      return await apiGet(`/vendor_details/${id}`, { query, page }, VendorDetailsResponse, {
        locale,
        tags: [SELLERS_TAG, `${SELLERS_TAG}:${id}`, CATALOG_TAG],
      });
    } catch (error) {
      if (isApiNotFound(error)) return null;
      throw error;
    }
  },
);

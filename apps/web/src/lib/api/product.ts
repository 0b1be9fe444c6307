import 'server-only';
import { type ProductDetail, ProductDetailResponse } from '@coffee/contracts/catalog';
import type { Locale } from '@coffee/contracts/common';
import { cache } from 'react';
import { isApiNotFound } from './api-request-error';
import { CATALOG_TAG } from './catalog';
import { apiGet } from './client';

/**
 * One product with its variants, rating summary, latest reviews and related products (`GET /product/{id}`),
 * or `null` when there is no such product. Memoized per request, so the page and its metadata share a call.
 */
export const getProduct = cache(async (id: number, locale: Locale): Promise<ProductDetail | null> => {
  try {
    const { data } = await apiGet(`/product/${id}`, {}, ProductDetailResponse, {
      locale,
      tags: [CATALOG_TAG, `${CATALOG_TAG}:product:${id}`],
    });
    return data;
  } catch (error) {
    if (isApiNotFound(error)) return null;
    throw error;
  }
});

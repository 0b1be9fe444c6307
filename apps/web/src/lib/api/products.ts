import 'server-only';
import {
  type ProductCard,
  ProductCollectionResponse,
  type ProductListResponse,
  ProductListResponse as ProductListResponseSchema,
} from '@coffee/contracts/catalog';
import type { Locale } from '@coffee/contracts/common';
import { type ShopParams, toApiQuery } from '@/lib/shop-params';
import { CATALOG_TAG } from './catalog';
import { apiGet } from './client';

const PRODUCTS_TAG = `${CATALOG_TAG}:products`;

/** Cards per shop page: divisible by 2, 3 and 4, so every grid row is full. */
export const SHOP_PAGE_SIZE = 24;

/**
 * One page of products for a shop state (`GET /products`), with the side panel's `filters` and the page
 * meta. The state comes from `parseShopParams`, which has already dropped anything the API would refuse.
 */
export async function listProducts(
  params: ShopParams,
  locale: Locale,
  perPage = SHOP_PAGE_SIZE,
): Promise<ProductListResponse> {
  return apiGet('/products', toApiQuery(params, perPage), ProductListResponseSchema, {
    locale,
    tags: [CATALOG_TAG, PRODUCTS_TAG],
  });
}

export type ProductCollectionSlug = 'featured' | 'top-rated' | 'most-recent' | 'offers';

/** A named list behind a home slider (`GET /products/{slug}`), at most `limit` (≤ 48) products. */
export async function listProductCollection(
  slug: ProductCollectionSlug,
  locale: Locale,
  limit = 12,
): Promise<ProductCard[]> {
  const { data } = await apiGet(`/products/${slug}`, { limit }, ProductCollectionResponse, {
    locale,
    tags: [CATALOG_TAG, PRODUCTS_TAG, `${PRODUCTS_TAG}:${slug}`],
  });
  return data;
}

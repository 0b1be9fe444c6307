import 'server-only';
import {
  type ProductCard,
  type ProductCollection,
  ProductCollectionResponse,
} from '@coffee/contracts/catalog';
import type { Locale } from '@coffee/contracts/common';
import type { z } from 'zod';
import { CATALOG_TAG } from './catalog';
import { apiGet } from './client';

export type ProductCollectionName = z.infer<typeof ProductCollection>;

/** A carousel's worth, with some to spare for pages that drop products shown elsewhere. */
const DEFAULT_LIMIT = 12;

/** A named product list (`GET /products/{featured|top-rated|most-recent|offers}`), in the given language. */
export async function getProductCollection(
  name: ProductCollectionName,
  locale: Locale,
  limit: number = DEFAULT_LIMIT,
): Promise<ProductCard[]> {
  const { data } = await apiGet(`/products/${name}`, { limit }, ProductCollectionResponse, {
    locale,
    tags: [CATALOG_TAG, `${CATALOG_TAG}:collection:${name}`],
  });
  return data;
}

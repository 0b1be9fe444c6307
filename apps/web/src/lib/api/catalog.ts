import 'server-only';
import { CategoriesResponse, type Category, ProductListResponse } from '@coffee/contracts/catalog';
import type { Locale } from '@coffee/contracts/common';
import { apiGet } from './client';

export const CATALOG_TAG = 'catalog';

/** Every category with its sub-categories, names in the given language. */
export async function getCategories(locale: Locale): Promise<Category[]> {
  const { data } = await apiGet('/categories', { show_sub: true }, CategoriesResponse, {
    locale,
    tags: [CATALOG_TAG, `${CATALOG_TAG}:categories`],
  });
  return data;
}

/** The API's largest page: the fewest requests to walk the whole catalog. */
const INDEX_PAGE_SIZE = 100;
/** Pages fetched at once while walking the catalog: quick, without flooding the API. */
const INDEX_CONCURRENCY = 4;

export type CatalogIndex = { productIds: number[]; sellerIds: number[]; truncated: boolean };

/**
 * Every product id and every selling seller's id (`GET /products`, 100 a page), for the sitemap. Stops after
 * `maxProducts` (a sitemap file holds 50,000 URLs) and says so in `truncated`. Cached for an hour: crawlers
 * do not need fresher, and a large catalog costs many requests.
 */
export async function getCatalogIndex(locale: Locale, maxProducts: number): Promise<CatalogIndex> {
  const fetchPage = (page: number) =>
    apiGet('/products', { page, per_page: INDEX_PAGE_SIZE }, ProductListResponse, {
      locale,
      revalidate: 3600,
      tags: [CATALOG_TAG, `${CATALOG_TAG}:index`],
    });

  const first = await fetchPage(1);
  const lastPage = Math.min(first.meta.last_page, Math.ceil(maxProducts / INDEX_PAGE_SIZE));
  const pages = [first];
  for (let page = 2; page <= lastPage; page += INDEX_CONCURRENCY) {
    const batch = Array.from(
      { length: Math.min(INDEX_CONCURRENCY, lastPage - page + 1) },
      (_, i) => page + i,
    );
    pages.push(...(await Promise.all(batch.map(fetchPage))));
  }

  const products = pages.flatMap((page) => page.data).slice(0, maxProducts);
  return {
    productIds: products.map((product) => product.id),
    sellerIds: [...new Set(products.map((product) => product.seller.id))].sort((a, b) => a - b),
    truncated: first.meta.total > products.length,
  };
}

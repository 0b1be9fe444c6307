import type { ProductSort } from '@coffee/contracts/catalog';
import { getProductsPath } from '@/lib/routes';

// NOTE: the shop's URL carries the API's own filter names (`brand`, `sort`), so a link from home opens the
// shop already filtered. Move these into lib/routes.ts beside getProductsPath once the shop page owns them.

/** The shop showing one brand: `/products?brand={id}`. */
export const getBrandShopPath = (id: number): string =>
  `${getProductsPath()}?${new URLSearchParams({ brand: String(id) })}`;

/** The shop in a given order, e.g. `/products?sort=top_rated`. */
export const getSortedShopPath = (sort: ProductSort): string =>
  `${getProductsPath()}?${new URLSearchParams({ sort })}`;

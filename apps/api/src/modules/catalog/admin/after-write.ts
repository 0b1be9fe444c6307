import type { Cache } from '../../../lib/cache.js';
import { catalogChanged } from '../../../plugins/cache.js';

/**
 * The one place every back-office catalog write passes once its transaction has committed: products, variants,
 * images, prices and stock, CSV imports, categories, sub-categories and brands. It tells the catalog's caches
 * (decision 0014), so the storefront shows the change on its next load. `productIds` names the products touched;
 * `taxonomy` (a category, sub-category or brand changed) may show on any product, so it expires them all.
 */
export type CatalogWrite = { productIds: number[]; taxonomy?: boolean };

/** Call after the transaction commits, never inside it: a rolled-back change must not expire anything. */
export function afterCatalogWrite(app: { cache: Cache }, write: CatalogWrite): Promise<void> {
  return catalogChanged(app, write.taxonomy ? {} : { productIds: write.productIds });
}
